import { useMemo, useState } from 'react';
import {
  usePointsBalanceQuery,
  usePointsConfigQuery,
  usePointsConversionTypesQuery,
  usePointsRedeemListQuery,
  usePointsRewardsQuery,
  useLazyPointsRedeemListQuery,
} from '@wl/api/points';
import { useSession } from '@wl/app-shell';
import { FRESH, RECORDS_PAGE_SIZE, RecordsReport, type RecordColumn } from '@wl/app-shell/records';
import { parseRedeemStatus } from '@wl/domain';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  ErrorState,
  SkeletonGroup,
  Table,
  Tabs,
  type BadgeTone,
} from '@wl/ui';
import { useAccountActions } from '../../app/accountActions.ts';
import { Facts, StyledHeading, StyledSection, StyledText } from '../cashier/parts.tsx';
import { ConvertPoints, isConversion, type Rate } from './ConvertPoints.tsx';
import { isGoods, RedeemDialog, type Reward } from './RedeemDialog.tsx';
import {
  StyledActions,
  StyledCard,
  StyledCardGrid,
  StyledFigure,
  StyledRules,
  StyledRewardsPage,
} from './Rewards.styles.tsx';
import { ruleLines, useRewardsText } from './useRewardsText.ts';

type Tab = 'rewards' | 'convert' | 'history' | 'details' | 'rules';
type Balance = {
  points: number;
  earned?: number;
  spent?: number;
  details?: { kind: string; points: number }[];
};
type RedeemRow = {
  id: string;
  rewardName: string;
  quantity: number;
  points: number;
  status: string;
  applyTime: number;
  remark?: string | null;
  receivingAddress?: string | null;
};

const STATUS_TONE: Record<string, BadgeTone> = {
  inProcess: 'warning',
  rejected: 'danger',
  approved: 'success',
};

/**
 * The points mall (/pointMall): the member's points, the catalogue of goods and cash rewards with redeem, convert
 * to the main wallet, the redeem history (in process / rejected / approved), points details (earned and spent),
 * the rules and the exchange rates. A guest sees the catalogue, the rules and the rates, and is asked to log in to
 * redeem.
 */
export function PointMall() {
  const { t, points } = useRewardsText();
  const { isLogin } = useSession();
  const account = useAccountActions();
  const balance = usePointsBalanceQuery({}, { skip: !isLogin, refetchOnMountOrArgChange: true });
  const [tab, setTab] = useState<Tab>('rewards');
  const [redeeming, setRedeeming] = useState<Reward | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const held = (balance.data as Balance | undefined)?.points ?? 0;

  const open = (reward: Reward) => {
    setDone(null);
    account.guard('pointsRedeem', () => setRedeeming(reward));
  };

  const items = [
    {
      id: 'rewards',
      label: t('rewards:mall.tab.rewards'),
      content: <Catalogue onRedeem={open} pointsBalance={isLogin ? held : undefined} />,
    },
    ...(isLogin
      ? [
          {
            id: 'convert',
            label: t('rewards:mall.tab.convert'),
            content: <ConvertPoints pointsBalance={held} onDone={setDone} />,
          },
          { id: 'history', label: t('rewards:mall.tab.history'), content: <RedeemHistory /> },
          {
            id: 'details',
            label: t('rewards:mall.tab.details'),
            content: <PointsDetails balance={balance} />,
          },
        ]
      : []),
    { id: 'rules', label: t('rewards:mall.tab.rules'), content: <RulesAndRates /> },
  ];

  return (
    <StyledRewardsPage>
      <StyledSection aria-labelledby="points-title">
        <StyledHeading id="points-title">{t('rewards:mall.balanceTitle')}</StyledHeading>
        {!isLogin ? (
          <>
            <StyledText>{t('rewards:mall.guest')}</StyledText>
            <StyledActions>
              <Button onClick={account.openLogin}>{t('rewards:logIn')}</Button>
              <Button variant="secondary" onClick={account.openRegister}>
                {t('rewards:register')}
              </Button>
            </StyledActions>
          </>
        ) : balance.isLoading ? (
          <SkeletonGroup lines={1} label={t('rewards:loading')} />
        ) : balance.isError ? (
          <Alert tone="danger">{t('rewards:mall.balanceFailed')}</Alert>
        ) : (
          <StyledFigure aria-live="polite">{t('rewards:pointsValue', { points: points(held) })}</StyledFigure>
        )}
        {done && (
          <Alert tone="success" onClose={() => setDone(null)} closeLabel={t('rewards:close')}>
            {done}
          </Alert>
        )}
      </StyledSection>
      <Tabs
        label={t('rewards:mall.tabsLabel')}
        value={items.some((i) => i.id === tab) ? tab : 'rewards'}
        onChange={(id) => setTab(id as Tab)}
        items={items}
      />
      {redeeming && (
        <RedeemDialog
          reward={redeeming}
          pointsBalance={held}
          onClose={() => setRedeeming(null)}
          onDone={(text) => {
            setRedeeming(null);
            setDone(text);
          }}
        />
      )}
    </StyledRewardsPage>
  );
}

/** The catalogue: every reward with what it costs and gives, and its redeem button (a guest is asked to log in). */
function Catalogue({
  onRedeem,
  pointsBalance,
}: {
  onRedeem: (reward: Reward) => void;
  pointsBalance: number | undefined;
}) {
  const { t, money, points, errorText } = useRewardsText();
  const rewards = usePointsRewardsQuery({ pageNo: 1, pageSize: 100 });
  if (rewards.isLoading) return <SkeletonGroup lines={4} label={t('rewards:mall.loadingRewards')} />;
  if (rewards.isError)
    return (
      <ErrorState
        headingLevel="h3"
        title={t('rewards:mall.rewardsFailed')}
        description={errorText(rewards.error)}
        onRetry={() => void rewards.refetch()}
        retryLabel={t('rewards:retry')}
      />
    );
  const list = (rewards.data?.list ?? []) as Reward[];
  if (list.length === 0)
    return (
      <EmptyState
        headingLevel="h3"
        title={t('rewards:mall.noRewards')}
        description={t('rewards:mall.noRewardsText')}
      />
    );
  return (
    <StyledCardGrid aria-label={t('rewards:mall.catalogue')}>
      {list.map((reward) => {
        const out = reward.quantity <= 0;
        const short = pointsBalance !== undefined && pointsBalance < reward.pointsRequired;
        return (
          <StyledCard key={reward.rewardId} aria-labelledby={`reward-${reward.rewardId}`}>
            {reward.imageUrl && <img src={reward.imageUrl} alt="" loading="lazy" />}
            <h3 id={`reward-${reward.rewardId}`}>{reward.name}</h3>
            <div>
              <Badge tone={isGoods(reward) ? 'brand' : 'accent'}>
                {isGoods(reward) ? t('rewards:reward.goods') : t('rewards:reward.cashType')}
              </Badge>{' '}
              {out && <Badge tone="danger">{t('rewards:reward.outOfStock')}</Badge>}
            </div>
            <Facts
              items={[
                {
                  key: 'points',
                  term: t('rewards:reward.points'),
                  value: t('rewards:pointsValue', { points: points(reward.pointsRequired) }),
                },
                ...(reward.cashAmount !== undefined
                  ? [{ key: 'cash', term: t('rewards:reward.cash'), value: money(reward.cashAmount) }]
                  : []),
                ...(reward.amountRequired !== undefined
                  ? [
                      {
                        key: 'amount',
                        term: t('rewards:reward.amountRequired'),
                        value: money(reward.amountRequired),
                      },
                    ]
                  : []),
                { key: 'stock', term: t('rewards:reward.stock'), value: points(reward.quantity) },
              ]}
            />
            {short && !out && (
              <StyledText>
                {t('rewards:reward.short', { points: points(reward.pointsRequired - (pointsBalance ?? 0)) })}
              </StyledText>
            )}
            <StyledActions>
              <Button
                onClick={() => onRedeem(reward)}
                disabled={out}
                aria-label={t('rewards:reward.redeemLabel', {
                  action:
                    pointsBalance === undefined
                      ? t('rewards:reward.logInToRedeem')
                      : t('rewards:reward.redeem'),
                  name: reward.name,
                })}
              >
                {pointsBalance === undefined ? t('rewards:reward.logInToRedeem') : t('rewards:reward.redeem')}
              </Button>
            </StyledActions>
          </StyledCard>
        );
      })}
    </StyledCardGrid>
  );
}

/** Redeem history: each redemption with its status in words, pages, export. */
function RedeemHistory() {
  const { t, points, dateTime } = useRewardsText();
  const [page, setPage] = useState(1);
  const args = { pageNo: page, pageSize: RECORDS_PAGE_SIZE };
  const result = usePointsRedeemListQuery(args, FRESH);
  const [load] = useLazyPointsRedeemListQuery();
  const statusText = (s: string) => {
    const status = parseRedeemStatus(s);
    return status ? t(`rewards:redeemStatus.${status}`) : s;
  };
  const columns = useMemo<RecordColumn<RedeemRow>[]>(
    () => [
      // On a phone a card shows what was redeemed, for how much and where it stands; the rest is behind Details.
      {
        key: 'rewardName',
        header: t('rewards:history.reward'),
        value: (r) => r.rewardName,
        keyOnPhone: true,
      },
      { key: 'quantity', header: t('rewards:history.quantity'), value: (r) => r.quantity, align: 'end' },
      {
        key: 'points',
        header: t('rewards:history.points'),
        value: (r) => r.points,
        render: (r) => points(r.points),
        align: 'end',
        keyOnPhone: true,
      },
      {
        key: 'status',
        header: t('rewards:history.status'),
        keyOnPhone: true,
        value: (r) => statusText(r.status),
        render: (r) => (
          <Badge tone={STATUS_TONE[parseRedeemStatus(r.status) ?? ''] ?? 'neutral'}>
            {statusText(r.status)}
          </Badge>
        ),
      },
      { key: 'applyTime', header: t('rewards:history.time'), value: (r) => dateTime(r.applyTime) },
      {
        key: 'receivingAddress',
        header: t('rewards:history.address'),
        value: (r) => r.receivingAddress ?? '',
        detailOnly: true,
      },
      { key: 'remark', header: t('rewards:history.remark'), value: (r) => r.remark ?? '', detailOnly: true },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, points, dateTime],
  );
  return (
    <RecordsReport<RedeemRow>
      caption={t('rewards:history.caption')}
      fileName="redeem-history.csv"
      columns={columns}
      rowKey={(r) => r.id}
      result={result as never}
      page={page}
      onPageChange={setPage}
      fetchPage={(pageNo, pageSize) => load({ pageNo, pageSize }, true).unwrap() as never}
      detailTitle={(r) => r.rewardName}
      headingLevel="h3"
    />
  );
}

/** Points details: earned and spent in total and per source. */
function PointsDetails({ balance }: { balance: ReturnType<typeof usePointsBalanceQuery> }) {
  const { t, points, errorText } = useRewardsText();
  if (balance.isLoading) return <SkeletonGroup lines={3} label={t('rewards:loading')} />;
  if (balance.isError)
    return (
      <ErrorState
        headingLevel="h3"
        title={t('rewards:mall.balanceFailed')}
        description={errorText(balance.error)}
        onRetry={() => void balance.refetch()}
        retryLabel={t('rewards:retry')}
      />
    );
  const data = balance.data as Balance | undefined;
  const details = data?.details ?? [];
  return (
    <>
      <Facts
        label={t('rewards:details.title')}
        items={[
          { key: 'earned', term: t('rewards:details.earned'), value: points(data?.earned ?? 0) },
          { key: 'spent', term: t('rewards:details.spent'), value: points(data?.spent ?? 0) },
          { key: 'held', term: t('rewards:details.held'), value: points(data?.points ?? 0) },
        ]}
      />
      {details.length === 0 ? (
        <StyledText>{t('rewards:details.none')}</StyledText>
      ) : (
        <Table
          caption={t('rewards:details.bySource')}
          rows={details}
          rowKey={(r) => r.kind}
          columns={[
            {
              key: 'kind',
              header: t('rewards:details.source'),
              render: (r) => t(`rewards:source.${r.kind}`, { defaultValue: r.kind }),
            },
            {
              key: 'points',
              header: t('rewards:details.points'),
              render: (r) => points(r.points),
              align: 'end',
            },
          ]}
        />
      )}
    </>
  );
}

/** The points rules (earning, no expiry) and the exchange-rate table: how much earns a point, what a point converts to. */
function RulesAndRates() {
  const { t, money, points, errorText } = useRewardsText();
  const config = usePointsConfigQuery({});
  const rates = usePointsConversionTypesQuery({});
  if (config.isLoading || rates.isLoading) return <SkeletonGroup lines={4} label={t('rewards:loading')} />;
  const list = (rates.data?.list ?? []) as Rate[];
  const rateText = (r: Rate) =>
    isConversion(r)
      ? t('rewards:rates.convert', { points: points(r.pointsRatio), amount: money(r.amountRatio) })
      : t('rewards:rates.earn', { amount: money(r.amountRatio), points: points(r.pointsRatio) });
  const rules = ruleLines(config.data?.rules);
  return (
    <>
      <StyledSection aria-labelledby="rules-title">
        <StyledHeading id="rules-title" as="h3">
          {t('rewards:rules.title')}
        </StyledHeading>
        {config.isError ? (
          <Alert tone="danger">{errorText(config.error)}</Alert>
        ) : (
          <StyledRules>
            {(rules.length > 0 ? rules : [t('rewards:rules.noExpiry')]).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </StyledRules>
        )}
      </StyledSection>
      <StyledSection aria-labelledby="rates-title">
        <StyledHeading id="rates-title" as="h3">
          {t('rewards:rates.title')}
        </StyledHeading>
        {rates.isError ? (
          <Alert tone="danger">{errorText(rates.error)}</Alert>
        ) : (
          <Table
            caption={t('rewards:rates.title')}
            hideCaption
            rows={list}
            rowKey={(r) => r.type}
            emptyText={t('rewards:rates.none')}
            columns={[
              {
                key: 'type',
                header: t('rewards:rates.type'),
                render: (r) => t(`rewards:source.${r.type}`, { defaultValue: r.type }),
              },
              { key: 'rate', header: t('rewards:rates.rate'), render: rateText },
            ]}
          />
        )}
      </StyledSection>
    </>
  );
}
