import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Badge,
  Button,
  ConfirmDialog,
  ErrorState,
  FormField,
  Input,
  PasswordInput,
  Select,
  SkeletonGroup,
} from '@wl/ui';
import {
  useCashierBankCardBindConfigQuery,
  useCashierBankCardsQuery,
  useCashierBanksQuery,
  useCashierBindBankCardMutation,
  useCashierDeleteBankCardMutation,
} from '@wl/api/cashier';
import { useFieldRules } from '../../account/rules.ts';
import { FormModal, Section, StyledActions, useMessages, useSingleSubmit, useSuccess } from './parts.tsx';
import {
  accountNoError,
  hasErrors,
  holderNameError,
  normaliseAccountNo,
  paymentPasswordError,
} from './rules.ts';

type Card = {
  id: string;
  bankName: string;
  accountNo: string;
  accountName: string;
  isDefault?: boolean | undefined;
};

const StyledCards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space['2']};
    padding: ${({ theme }) => theme.space['3']};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.surface};
  }
  strong {
    display: block;
  }
`;

const StyledHolder = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
`;

/**
 * Bank cards: the bound ones, bind another (bank list, the holder-name rule, the payment password), remove one (a
 * confirmation first, then the payment password). Needs a payment password: without one the section says to set it.
 */
export function BankCardsSection({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const { t } = useTranslation('member');
  const cards = useCashierBankCardsQuery();
  const config = useCashierBankCardBindConfigQuery();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<Card | null>(null);
  const [removing, setRemoving] = useState<Card | null>(null);
  const list = (cards.data?.list ?? []) as Card[];
  const full = config.data ? config.data.boundCount >= config.data.maxCards : false;

  let body;
  if (cards.isLoading) body = <SkeletonGroup lines={2} label={t('loading')} />;
  else if (cards.isError)
    body = (
      <ErrorState
        headingLevel="h3"
        title={t('security.bankCards.listFailed')}
        onRetry={() => void cards.refetch()}
        retryLabel={t('security.retry')}
        retrying={cards.isFetching}
      />
    );
  else if (list.length === 0) body = <p>{t('security.bankCards.empty')}</p>;
  else
    body = (
      <StyledCards>
        {list.map((card) => (
          <li key={card.id}>
            <div>
              <strong>
                {card.bankName} {card.accountNo}
              </strong>
              <StyledHolder>{card.accountName}</StyledHolder>{' '}
              {card.isDefault && <Badge tone="brand">{t('security.bankCards.default')}</Badge>}
            </div>
            <Button
              size="sm"
              variant="ghost"
              disabled={!hasPaymentPassword}
              aria-label={t('security.bankCards.remove', { bank: card.bankName, accountNo: card.accountNo })}
              onClick={() => setConfirming(card)}
            >
              {t('security.bankCards.removeShort')}
            </Button>
          </li>
        ))}
      </StyledCards>
    );

  return (
    <Section
      id="bankCards"
      title={t('security.bankCards.title')}
      status={
        <Badge tone={list.length > 0 ? 'success' : 'warning'}>
          {list.length > 0 ? t('security.bound') : t('security.notBound')}
        </Badge>
      }
    >
      {body}
      {!hasPaymentPassword && <p>{t('security.bankCards.needsPaymentPassword')}</p>}
      <StyledActions>
        <Button onClick={() => setAdding(true)} disabled={!hasPaymentPassword || full}>
          {t('security.bankCards.add')}
        </Button>
      </StyledActions>
      {adding && (
        <BindCardDialog
          nameFixed={config.data?.nameFixed ? (config.data.accountName ?? null) : null}
          limits={config.data}
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('security.bankCards.removeTitle')}
        message={
          confirming
            ? t('security.bankCards.removeText', {
                bank: confirming.bankName,
                accountNo: confirming.accountNo,
              })
            : ''
        }
        confirmLabel={t('security.bankCards.removeConfirm')}
        cancelLabel={t('security.cancel')}
        destructive
        onConfirm={() => {
          setRemoving(confirming);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
      {removing && <RemoveCardDialog card={removing} onClose={() => setRemoving(null)} />}
    </Section>
  );
}

function BindCardDialog({
  nameFixed,
  limits,
  onClose,
}: {
  nameFixed: string | null;
  limits: { accountNoMinLength?: number | undefined; accountNoMaxLength?: number | undefined } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('member');
  const { errorText } = useMessages();
  const success = useSuccess();
  const banks = useCashierBanksQuery();
  const { settings } = useFieldRules();
  const [bind] = useCashierBindBankCardMutation();
  const { run, pending } = useSingleSubmit();
  const [bankCode, setBankCode] = useState('');
  const [accountNo, setAccountNo] = useState('');
  const [accountName, setAccountName] = useState('');
  const [branch, setBranch] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const errors = {
    bankCode: bankCode ? undefined : 'security.bankCards.bankRequired',
    accountNo: accountNoError(accountNo, limits?.accountNoMinLength, limits?.accountNoMaxLength),
    accountName: nameFixed ? undefined : holderNameError(accountName, settings.payeeName?.rule),
    paymentPassword: paymentPasswordError(paymentPassword),
  };
  const shown = (field: keyof typeof errors) => (tried && errors[field] ? t(errors[field]) : undefined);
  const bankList = banks.data?.list ?? [];

  const submit = () => {
    setTried(true);
    if (hasErrors(errors)) return;
    void run(async () => {
      setServerError(null);
      try {
        await bind({
          bankCode,
          accountNo: normaliseAccountNo(accountNo),
          accountName: (nameFixed ?? accountName).trim().replace(/\s+/g, ' '),
          ...(branch.trim() ? { branch: branch.trim() } : {}),
          paymentPassword,
        }).unwrap();
        success('security.bankCards.added');
        onClose();
      } catch (error) {
        setServerError(errorText(error));
      }
    });
  };

  return (
    <FormModal
      open
      title={t('security.bankCards.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel={t('security.save')}
      serverError={serverError}
    >
      <FormField
        label={t('security.bankCards.bank')}
        error={banks.isError ? t('security.bankCards.banksFailed') : shown('bankCode')}
        required
      >
        <Select
          name="bankCode"
          value={bankCode}
          placeholder={t('security.bankCards.chooseBank')}
          options={bankList.map((bank) => ({ value: bank.bankCode, label: bank.bankName }))}
          onChange={(value) => setBankCode(value)}
        />
      </FormField>
      <FormField
        label={t('security.bankCards.accountNo')}
        hint={t('security.bankCards.accountNoRule')}
        error={shown('accountNo')}
        required
      >
        <Input
          name="accountNo"
          inputMode="numeric"
          autoComplete="off"
          value={accountNo}
          onChange={(e) => setAccountNo(e.target.value)}
        />
      </FormField>
      <FormField
        label={t('security.bankCards.accountName')}
        hint={nameFixed ? t('security.bankCards.holderFixed') : undefined}
        error={shown('accountName')}
        required
      >
        <Input
          name="accountName"
          autoComplete="name"
          value={nameFixed ?? accountName}
          readOnly={nameFixed !== null}
          onChange={(e) => setAccountName(e.target.value)}
        />
      </FormField>
      <FormField label={t('security.bankCards.branch')}>
        <Input name="branch" value={branch} onChange={(e) => setBranch(e.target.value)} />
      </FormField>
      <FormField label={t('security.bankCards.paymentPassword')} error={shown('paymentPassword')} required>
        <PasswordInput
          name="paymentPassword"
          autoComplete="off"
          inputMode="numeric"
          value={paymentPassword}
          onChange={(e) => setPaymentPassword(e.target.value)}
        />
      </FormField>
    </FormModal>
  );
}

function RemoveCardDialog({ card, onClose }: { card: Card; onClose: () => void }) {
  const { t } = useTranslation('member');
  const { errorText } = useMessages();
  const success = useSuccess();
  const [remove] = useCashierDeleteBankCardMutation();
  const { run, pending } = useSingleSubmit();
  const [paymentPassword, setPaymentPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const error = paymentPasswordError(paymentPassword);

  const submit = () => {
    setTried(true);
    if (error) return;
    void run(async () => {
      setServerError(null);
      try {
        await remove({ id: card.id, paymentPassword }).unwrap();
        success('security.bankCards.removed');
        onClose();
      } catch (failure) {
        setServerError(errorText(failure));
      }
    });
  };

  return (
    <FormModal
      open
      title={t('security.bankCards.removeTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel={t('security.bankCards.removeConfirm')}
      serverError={serverError}
    >
      <p>{t('security.bankCards.removeWithPassword', { bank: card.bankName, accountNo: card.accountNo })}</p>
      <FormField
        label={t('security.bankCards.paymentPassword')}
        error={tried && error ? t(error) : undefined}
        required
      >
        <PasswordInput
          name="paymentPassword"
          autoComplete="off"
          inputMode="numeric"
          value={paymentPassword}
          onChange={(e) => setPaymentPassword(e.target.value)}
        />
      </FormField>
    </FormModal>
  );
}
