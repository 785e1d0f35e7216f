import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, Input, PasswordInput, Select } from '@wl/ui';
import { useCashierBanksQuery, useCashierBindBankCardMutation } from '@wl/api/cashier';
import { useFieldRules } from '../../account/rules.ts';
import { FormModal, useMessages, useSingleSubmit, useSuccess } from './parts.tsx';
import {
  accountNoError,
  hasErrors,
  holderNameError,
  normaliseAccountNo,
  paymentPasswordError,
  type MemberKey,
} from './rules.ts';

/** Bind another bank card: the bank list, the account number, the holder-name rule, the payment password. */
export function BindCardDialog({
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
  } satisfies Record<string, MemberKey | undefined>;
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
