import { useId, useState } from 'react';
import { useSession } from '@wl/app-shell';
import { FRESH } from '@wl/app-shell/records';
import { Alert, EmptyState, ErrorState, SkeletonGroup } from '@wl/ui';
import { ContractCard } from './ContractCard.tsx';
import { CALLS, notOffered, type InfoData, type QueryLike } from './contractCalls.ts';
import { History } from './ContractHistory.tsx';
import { StyledMuted, StyledPage, StyledSection } from './ContractPage.styles.ts';
import { OfferForm } from './OfferForm.tsx';
import { Payouts } from './Payouts.tsx';
import { useContractText } from './useContractText.ts';
import { headlineRate, type ContractAction, type ContractPageKind } from './rules.ts';

/**
 * A contract page (daily, hourly, real-time salary or dividend): my contract, my downlines' contracts and an offer,
 * their payouts and history. `records: false` leaves the payouts out (the dividend page has its own records table).
 */
export function ContractPage({ kind, records = true }: { kind: ContractPageKind; records?: boolean }) {
  const { t, errorText } = useContractText();
  const calls = CALLS[kind];
  const info = calls.info({}, FRESH) as QueryLike<InfoData>;
  const title = t(`kind.${kind}`);
  let body;
  if (info.isError && !info.isFetching) {
    body = notOffered(info.error) ? (
      <EmptyState title={t('state.notOfferedTitle')} description={t('state.notOffered', { kind: title })} />
    ) : (
      <ErrorState
        title={t('state.errorTitle')}
        description={errorText(info.error)}
        onRetry={() => void info.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else if (info.isLoading || !info.data) {
    body = <SkeletonGroup lines={4} label={t('state.loading')} />;
  } else {
    body = <Contracts kind={kind} info={info.data} records={records} />;
  }
  // The shell's page heading (h1) names the page: the sections below are its h2s.
  return <StyledPage>{body}</StyledPage>;
}

function Contracts({ kind, info, records }: { kind: ContractPageKind; info: InfoData; records: boolean }) {
  const { t } = useContractText();
  const mine = info.mine;
  const offers = (info.offers ?? []).filter((o) => o.id !== mine?.id);
  const inForce =
    mine && (mine.status === 'ACTIVE' || mine.status === 'TERMINATION_REQUESTED') ? mine : undefined;
  // What I may offer at most (percent): my own contract's best tier, else the platform's cap; null: nothing to share.
  const cap: number | null | undefined = inForce ? headlineRate(inForce.tiers) : info.maxRate;
  // Whose rate caps the offer: my own contract's, or (a top agent) the site's.
  const capFrom = inForce ? 'mine' : 'site';
  const mineId = useId();
  const downId = useId();
  // What the last action did, said in its section: an ended or rejected contract leaves the list with its card, and the
  // confirmation must not go with it.
  const [done, setDone] = useState<Done | null>(null);
  const doneAlert = (side: 'upline' | 'downline') =>
    done?.side === side ? <Alert tone="success">{t(`done.${done.action}`)}</Alert> : null;
  const onDone =
    (side: 'upline' | 'downline') =>
    (action: ContractAction, ended: readonly string[] = []) =>
      setDone({ side, action, ended });
  // A trial account reads the page but is refused every contract action (the platform refuses them too).
  const { isTrial } = useSession();
  return (
    <>
      <StyledSection aria-labelledby={mineId}>
        <h2 id={mineId}>{t('mine.title')}</h2>
        {doneAlert('downline')}
        {isTrial && <TrialNotice />}
        {mine ? (
          <ContractCard
            kind={kind}
            contract={mine}
            side="downline"
            given={info.downlines}
            readOnly={isTrial}
            onDone={onDone('downline')}
          />
        ) : (
          <StyledMuted>{t('mine.none')}</StyledMuted>
        )}
        {offers.map((o) => (
          <ContractCard
            key={o.id}
            kind={kind}
            contract={o}
            side="downline"
            given={info.downlines}
            readOnly={isTrial}
            onDone={onDone('downline')}
          />
        ))}
      </StyledSection>
      <StyledSection aria-labelledby={downId}>
        <h2 id={downId}>{t('downlines.title')}</h2>
        {doneAlert('upline')}
        {done && done.ended.length > 0 && (
          <Alert tone="warning" title={t('done.endedTitle')}>
            {t('done.ended', { count: done.ended.length, accounts: done.ended.join(', ') })}
          </Alert>
        )}
        {info.downlines.length === 0 ? (
          <StyledMuted>{t('downlines.none')}</StyledMuted>
        ) : (
          info.downlines.map((c) => (
            <ContractCard
              key={c.id}
              kind={kind}
              contract={c}
              side="upline"
              readOnly={isTrial}
              onDone={onDone('upline')}
            />
          ))
        )}
        {isTrial ? null : cap === null ? (
          <StyledMuted>{t('offer.nothingToShare')}</StyledMuted>
        ) : (
          <OfferForm kind={kind} cap={cap} capFrom={capFrom} />
        )}
      </StyledSection>
      {records ? <Payouts kind={kind} /> : <History kind={kind} />}
    </>
  );
}

/** What the last action did: its side, the action, and (an accept) the downline contracts the lower-rate rule ended. */
type Done = { side: 'upline' | 'downline'; action: ContractAction; ended: readonly string[] };

/** A trial account is told in words why it has no contract actions: a real account is needed. */
function TrialNotice() {
  const { t } = useContractText();
  return (
    <Alert tone="warning" title={t('agentCentre:trial.title')}>
      {t('trial')}
    </Alert>
  );
}
