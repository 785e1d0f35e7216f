import { useState } from 'react';
import { Link } from 'react-router';
import { withIdempotencyKey } from '@wl/api';
import {
  usePromotionsClaimMutation,
  usePromotionsClaimRaffleMutation,
  usePromotionsRaffleStatusQuery,
} from '@wl/api/promotions';
import { useMoneyIntent } from '@wl/app-shell/records';
import { Alert, Badge, Button, EmptyState, ErrorState, SkeletonGroup } from '@wl/ui';
import { Html } from '../../components/Html.tsx';
import { useAccountActions } from '../../app/accountActions.ts';
import { Facts, StyledText } from '../cashier/parts.tsx';
import { activityStatus, promotionAction, STATUS_TONES, type PromotionItem } from './promotionStatus.ts';
import { StyledActions, StyledCard, StyledCardGrid } from './Rewards.styles.tsx';
import { notOffered, useRewardsText } from './useRewardsText.ts';

export type PromotionsResult = {
  data?: { list: unknown[] } | undefined;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

/**
 * Promotions with their activity status (join, claim, applying, close, rejected, issued, claimed, process, joined,
 * coming soon) and the action each allows: apply (MANUAL), claim (issued, sign-up, mission, upgrade bonus), draw a
 * raffle ticket (with the raffle's status), or join at deposit (DEPOSIT, FIRST_DEPOSIT). A guest is asked to log in.
 */
export function PromotionList({
  result,
  guest = false,
  headingLevel = 'h3',
  label,
}: {
  result: PromotionsResult;
  guest?: boolean;
  headingLevel?: 'h2' | 'h3';
  label: string;
}) {
  const { t, errorText } = useRewardsText();
  if (result.isLoading) return <SkeletonGroup lines={4} label={t('rewards:promo.loading')} />;
  if (result.isError && notOffered(result.error))
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={t('rewards:promo.none')}
        description={t('rewards:notOffered')}
      />
    );
  if (result.isError)
    return (
      <ErrorState
        headingLevel={headingLevel}
        title={t('rewards:promo.failed')}
        description={errorText(result.error)}
        onRetry={() => void result.refetch()}
        retryLabel={t('rewards:retry')}
      />
    );
  const list = (result.data?.list ?? []) as PromotionItem[];
  if (list.length === 0)
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={t('rewards:promo.none')}
        description={t('rewards:promo.noneText')}
      />
    );
  return (
    <StyledCardGrid aria-label={label}>
      {list.map((p) => (
        <PromotionCard key={p.id} promotion={p} guest={guest} headingLevel={headingLevel} />
      ))}
    </StyledCardGrid>
  );
}

function PromotionCard({
  promotion: p,
  guest,
  headingLevel,
}: {
  promotion: PromotionItem;
  guest: boolean;
  headingLevel: 'h2' | 'h3';
}) {
  const { t, money, errorText, dateTime } = useRewardsText();
  const account = useAccountActions();
  const [claim] = usePromotionsClaimMutation();
  const [claimRaffle] = usePromotionsClaimRaffleMutation();
  const { run, pending } = useMoneyIntent();
  const [outcome, setOutcome] = useState<{
    tone: 'success' | 'danger';
    text: string;
    turnover?: string | undefined;
  } | null>(null);
  const [showRaffle, setShowRaffle] = useState(false);
  const status = activityStatus(p.status);
  const action = promotionAction(p);
  const type = p.promotionType.toUpperCase();
  const Heading = headingLevel === 'h2' ? 'h2' : 'h3';
  const titleId = `promo-${p.id}`;

  const act = async () => {
    setOutcome(null);
    if (!account.guard('rewards')) return;
    const result =
      action === 'draw'
        ? await run(`raffle:${p.id}`, (key) =>
            claimRaffle(withIdempotencyKey({ promotionId: p.id }, key)).unwrap(),
          )
        : await run(`claim:${p.id}`, (key) => claim(withIdempotencyKey({ id: p.id }, key)).unwrap());
    if (!result) return;
    if (!result.ok) {
      setOutcome({ tone: 'danger', text: errorText(result.error) });
      return;
    }
    const value = result.value as { amount: number; status: string; prize?: string };
    if (activityStatus(value.status) === 'applying') {
      setOutcome({ tone: 'success', text: t('rewards:promo.applied') });
      return;
    }
    const turnover =
      p.turnoverMultiplier && value.amount > 0 ? money(value.amount * p.turnoverMultiplier) : undefined;
    setOutcome({
      tone: 'success',
      text:
        action === 'draw'
          ? t('rewards:promo.drawn', { prize: value.prize ?? '', amount: money(value.amount) })
          : t('rewards:promo.claimed', { amount: money(value.amount) }),
      turnover,
    });
  };

  const period =
    p.startTime || p.endTime
      ? t('rewards:promo.period', {
          from: p.startTime ? dateTime(p.startTime) : '…',
          to: p.endTime ? dateTime(p.endTime) : '…',
        })
      : undefined;
  const facts = [
    ...(p.bonus !== undefined
      ? [{ key: 'bonus', term: t('rewards:promo.bonus'), value: money(p.bonus) }]
      : []),
    ...(p.turnoverMultiplier
      ? [
          {
            key: 'turnover',
            term: t('rewards:promo.turnover'),
            value: t('rewards:promo.turnoverTimes', { times: p.turnoverMultiplier }),
          },
        ]
      : []),
    ...(p.progress !== undefined && p.target !== undefined
      ? [{ key: 'progress', term: t('rewards:promo.progress'), value: `${p.progress} / ${p.target}` }]
      : []),
    ...(type === 'RAFFLE' && p.ticketsLeft !== undefined
      ? [{ key: 'tickets', term: t('rewards:raffle.ticketsLeft'), value: String(p.ticketsLeft) }]
      : []),
    ...(period ? [{ key: 'period', term: t('rewards:promo.when'), value: period }] : []),
  ];
  const actionLabel =
    action === 'apply'
      ? t('rewards:promo.apply')
      : action === 'draw'
        ? t('rewards:promo.draw')
        : t('rewards:promo.claim');

  return (
    <StyledCard aria-labelledby={titleId} id={`promotion-${p.id}`}>
      {p.imageUrl && <img src={p.imageUrl} alt="" loading="lazy" />}
      <Heading id={titleId}>{p.title}</Heading>
      <div>
        <Badge tone="neutral">{t(`rewards:promoType.${type}`, { defaultValue: type })}</Badge>{' '}
        {status && !guest && <Badge tone={STATUS_TONES[status]}>{t(`rewards:activity.${status}`)}</Badge>}
      </div>
      {p.content && <Html html={p.content} />}
      {facts.length > 0 && <Facts items={facts} />}
      {outcome && (
        <Alert tone={outcome.tone}>
          {outcome.text}
          {outcome.turnover && (
            <>
              {' '}
              {t('rewards:promo.turnoverRequired', { amount: outcome.turnover })}{' '}
              <Link to="/member/bonusDetails">{t('rewards:promo.bonusDetails')}</Link>
            </>
          )}
        </Alert>
      )}
      <StyledActions>
        {guest ? (
          <Button onClick={account.openLogin} aria-label={t('rewards:promo.logInFor', { title: p.title })}>
            {t('rewards:promo.logIn')}
          </Button>
        ) : action === 'deposit' ? (
          <Link to={`/member/depositv2?promotion=${encodeURIComponent(p.id)}`}>
            {t('rewards:promo.deposit')}
          </Link>
        ) : action ? (
          <Button onClick={() => void act()} loading={pending} aria-label={`${actionLabel}: ${p.title}`}>
            {actionLabel}
          </Button>
        ) : null}
        {!guest && type === 'MISSION' && (
          <Link to="/member/missionLeaderboard">{t('rewards:promo.seeMissions')}</Link>
        )}
        {!guest && type === 'UPGRADE_BONUS' && (
          <Link to="/member/playerRank">{t('rewards:promo.seeVip')}</Link>
        )}
        {!guest && type === 'RAFFLE' && (
          <Button
            variant="secondary"
            aria-expanded={showRaffle}
            onClick={() => setShowRaffle((x) => !x)}
            aria-label={`${t('rewards:raffle.status')}: ${p.title}`}
          >
            {t('rewards:raffle.status')}
          </Button>
        )}
      </StyledActions>
      {showRaffle && <RaffleStatus promotionId={p.id} />}
    </StyledCard>
  );
}

type RaffleState = {
  status: string;
  ticketsLeft?: number;
  ticketsUsed?: number;
  ticketsEarned?: number;
  maxTickets?: number;
  validBet?: number;
  ticketPerValidBet?: number;
  draws?: { claimId: string; prize?: string | null; amount: number; createTime: number }[];
};

/** A raffle's status: tickets earned, used and left this period, what earns one, and the prizes drawn. */
function RaffleStatus({ promotionId }: { promotionId: string }) {
  const { t, money, errorText, dateTime } = useRewardsText();
  const status = usePromotionsRaffleStatusQuery({ promotionId }, { refetchOnMountOrArgChange: true });
  if (status.isLoading) return <SkeletonGroup lines={2} label={t('rewards:loading')} />;
  if (status.isError) return <Alert tone="danger">{errorText(status.error)}</Alert>;
  const s = status.data as RaffleState | undefined;
  if (!s) return null;
  const st = activityStatus(s.status);
  return (
    <div role="region" aria-label={t('rewards:raffle.status')}>
      <Facts
        items={[
          {
            key: 'status',
            term: t('rewards:raffle.state'),
            value: st ? t(`rewards:activity.${st}`) : s.status,
          },
          ...(s.ticketsEarned !== undefined
            ? [
                {
                  key: 'earned',
                  term: t('rewards:raffle.earned'),
                  value: `${s.ticketsEarned}${s.maxTickets !== undefined ? ` / ${s.maxTickets}` : ''}`,
                },
              ]
            : []),
          ...(s.ticketsUsed !== undefined
            ? [{ key: 'used', term: t('rewards:raffle.used'), value: String(s.ticketsUsed) }]
            : []),
          { key: 'left', term: t('rewards:raffle.ticketsLeft'), value: String(s.ticketsLeft ?? 0) },
          ...(s.ticketPerValidBet
            ? [{ key: 'per', term: t('rewards:raffle.per'), value: money(s.ticketPerValidBet) }]
            : []),
          ...(s.validBet !== undefined
            ? [{ key: 'bet', term: t('rewards:raffle.validBet'), value: money(s.validBet) }]
            : []),
        ]}
      />
      {(s.draws ?? []).length === 0 ? (
        <StyledText>{t('rewards:raffle.noDraws')}</StyledText>
      ) : (
        <ul aria-label={t('rewards:raffle.draws')}>
          {(s.draws ?? []).map((d) => (
            <li key={d.claimId}>
              {t('rewards:raffle.draw', {
                prize: d.prize ?? '',
                amount: money(d.amount),
                time: dateTime(d.createTime),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
