import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { withIdempotencyKey } from '@wl/api';
import type { WalletBalance } from '@wl/api/contract';
import { useWalletRecallMutation, useWalletTransferMutation } from '@wl/api/wallet';
import { Alert, Button, ErrorState, FormField, Select, SkeletonGroup } from '@wl/ui';
import {
  AmountField,
  StyledCard,
  StyledForm,
  StyledHeading,
  StyledList,
  StyledPage,
  StyledRow,
  StyledSection,
  StyledText,
} from './parts.tsx';
import { MAIN_WALLET_ID, useAmountProblemText, useCashierText, useWallets } from './useCashier.ts';
import { useMoneyIntent } from '@wl/app-shell/records';
import { amountText, checkAmount } from '@wl/domain';

type Wallet = WalletBalance['balance'][number];

const StyledWallets = styled(StyledList)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
`;

const StyledWalletName = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledWalletBalance = styled.strong`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-variant-numeric: tabular-nums;
`;

const StyledTotal = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

function useWalletName() {
  const { t } = useCashierText();
  return (wallet: Wallet | undefined) =>
    !wallet
      ? ''
      : wallet.accountTypeId === MAIN_WALLET_ID
        ? t('cashier:wallets.main')
        : (wallet.displayName ??
          wallet.accountName ??
          t('cashier:wallets.other', { id: wallet.accountTypeId }));
}

/** transferFund: every wallet with its balance, a transfer between the main wallet and a game wallet, recall all. */
export function TransferFund() {
  const { t, errorText } = useCashierText();
  const { balance, wallets, money } = useWallets();
  const name = useWalletName();

  if (balance.isLoading) return <SkeletonGroup lines={4} label={t('cashier:loading')} />;
  if (!balance.data) {
    return (
      <ErrorState
        headingLevel="h2"
        title={t('cashier:wallets.loadFailed')}
        description={balance.error ? errorText(balance.error) : undefined}
        onRetry={() => void balance.refetch()}
        retrying={balance.isFetching}
      />
    );
  }

  return (
    <StyledPage>
      <StyledSection aria-labelledby="wallets-title">
        <StyledHeading id="wallets-title">{t('cashier:wallets.title')}</StyledHeading>
        <StyledTotal>
          {t('cashier:wallets.total')}: <strong>{money(balance.data.sumBalance)}</strong>
        </StyledTotal>
        <StyledWallets aria-labelledby="wallets-title">
          {wallets.map((wallet) => (
            <StyledCard
              key={wallet.accountTypeId}
              aria-label={`${name(wallet)}: ${money(wallet.availBalance)}`}
            >
              <StyledWalletName aria-hidden="true">{name(wallet)}</StyledWalletName>
              <StyledWalletBalance aria-hidden="true">{money(wallet.availBalance)}</StyledWalletBalance>
            </StyledCard>
          ))}
        </StyledWallets>
      </StyledSection>
      {wallets.length > 1 ? (
        <>
          <TransferForm wallets={wallets} />
          <RecallAll wallets={wallets} />
        </>
      ) : (
        <StyledText>{t('cashier:transfer.singleWallet')}</StyledText>
      )}
    </StyledPage>
  );
}

function TransferForm({ wallets }: { wallets: readonly Wallet[] }) {
  const { t, errorText } = useCashierText();
  const { money, currencySymbol } = useWallets();
  const problemText = useAmountProblemText(money);
  const name = useWalletName();
  const [transfer] = useWalletTransferMutation();
  const { run, pending } = useMoneyIntent();

  const mainId = String(
    (wallets.find((w) => w.accountTypeId === MAIN_WALLET_ID) ?? wallets[0])?.accountTypeId ?? MAIN_WALLET_ID,
  );
  const games = wallets.filter((w) => String(w.accountTypeId) !== mainId);
  const [from, setFrom] = useState(mainId);
  const [to, setTo] = useState(String(games[0]?.accountTypeId ?? ''));
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const fromWallet = wallets.find((w) => String(w.accountTypeId) === from);
  const toWallet = wallets.find((w) => String(w.accountTypeId) === to);
  const toChoices = from === mainId ? games : wallets.filter((w) => String(w.accountTypeId) === mainId);
  const check = checkAmount(amount, { available: fromWallet?.availBalance });
  const amountError = (touched || submitted) && !check.ok ? problemText(check.problem) : undefined;
  const option = (w: Wallet) => ({
    value: String(w.accountTypeId),
    label: `${name(w)} (${money(w.availBalance)})`,
  });

  const changeFrom = (value: string) => {
    setFrom(value);
    if (value === mainId) {
      if (to === mainId || !to) setTo(String(games[0]?.accountTypeId ?? ''));
    } else setTo(mainId);
    setDone(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setDone(null);
    setServerError(null);
    if (!check.ok || !fromWallet || !toWallet) return;
    const request = {
      fromAccountTypeId: fromWallet.accountTypeId,
      toAccountTypeId: toWallet.accountTypeId,
      amount: check.amount,
    };
    const result = await run(JSON.stringify(request), (key) =>
      transfer(withIdempotencyKey(request, key)).unwrap(),
    );
    if (!result) return;
    if (result.ok) {
      setDone(
        t('cashier:transfer.done', {
          amount: money(check.amount),
          from: name(fromWallet),
          to: name(toWallet),
        }),
      );
      setAmount('');
      setTouched(false);
      setSubmitted(false);
    } else setServerError(errorText(result.error));
  };

  return (
    <StyledSection aria-labelledby="transfer-title">
      <StyledHeading id="transfer-title">{t('cashier:transfer.title')}</StyledHeading>
      <StyledForm noValidate onSubmit={(e) => void submit(e)} aria-labelledby="transfer-title">
        <FormField label={t('cashier:transfer.from')} required>
          <Select options={wallets.map(option)} value={from} onChange={changeFrom} disabled={pending} />
        </FormField>
        <FormField label={t('cashier:transfer.to')} required>
          <Select
            options={toChoices.map(option)}
            value={to}
            onChange={(v) => {
              setTo(v);
              setDone(null);
            }}
            disabled={pending}
          />
        </FormField>
        <AmountField
          label={t('cashier:amount.label')}
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setDone(null);
          }}
          onBlur={() => setTouched(true)}
          error={amountError}
          hint={
            fromWallet
              ? t('cashier:transfer.available', { amount: money(fromWallet.availBalance) })
              : undefined
          }
          currencySymbol={currencySymbol}
          disabled={pending}
          all={{
            label: t('cashier:amount.all'),
            onClick: () => {
              setAmount(amountText(fromWallet?.availBalance ?? 0));
              setTouched(true);
            },
            disabled: !fromWallet || fromWallet.availBalance <= 0,
          }}
        />
        {serverError && <Alert tone="danger">{serverError}</Alert>}
        {done && <Alert tone="success">{done}</Alert>}
        <StyledRow>
          <Button type="submit" loading={pending}>
            {t('cashier:transfer.submit')}
          </Button>
        </StyledRow>
      </StyledForm>
    </StyledSection>
  );
}

function RecallAll({ wallets }: { wallets: readonly Wallet[] }) {
  const { t, errorText } = useCashierText();
  const [recall] = useWalletRecallMutation();
  const { run, pending } = useMoneyIntent();
  const { balance } = useWallets();
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  // After a recall the button waits for the refreshed balances: a fast answer must not let a double click's
  // second click start a second recall.
  const [recalledFrom, setRecalledFrom] = useState<unknown>(null);
  const waiting = recalledFrom !== null && recalledFrom === balance.data && !balance.isError;
  const inGames = wallets.filter((w) => w.accountTypeId !== MAIN_WALLET_ID).some((w) => w.availBalance > 0);

  const recallAll = async () => {
    if (waiting) return;
    setMessage(null);
    const before = balance.data;
    const result = await run('recall', (key) => recall(withIdempotencyKey({}, key)).unwrap());
    if (!result) return;
    if (result.ok) setRecalledFrom(before);
    setMessage(
      result.ok
        ? { tone: 'success', text: t('cashier:recall.done') }
        : { tone: 'danger', text: errorText(result.error) },
    );
  };

  return (
    <StyledSection aria-labelledby="recall-title">
      <StyledHeading id="recall-title">{t('cashier:recall.title')}</StyledHeading>
      <StyledText id="recall-text">
        {inGames ? t('cashier:recall.text') : t('cashier:recall.nothing')}
      </StyledText>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <StyledRow>
        <Button
          variant="secondary"
          onClick={() => void recallAll()}
          loading={pending || waiting}
          disabled={!inGames}
          aria-describedby="recall-text"
        >
          {t('cashier:recall.submit')}
        </Button>
      </StyledRow>
    </StyledSection>
  );
}
