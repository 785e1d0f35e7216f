import { useMemo, useState } from 'react';
import {
  useLazyReferralListQuery,
  useReferralDetailsQuery,
  useReferralIncomeQuery,
  useReferralListQuery,
  useReferralRulesQuery,
} from '@wl/api/referral';
import { useLanguage } from '@wl/app-shell';
import { FRESH, RECORDS_PAGE_SIZE, RecordsReport, type RecordColumn } from '@wl/app-shell/records';
import {
  Alert,
  Button,
  CopyToClipboard,
  EmptyState,
  ErrorState,
  FormField,
  QrCode,
  Select,
  SkeletonGroup,
} from '@wl/ui';
import { Html } from '../../components/Html.tsx';
import { Facts, StyledHeading, StyledSection, StyledText } from '../cashier/parts.tsx';
import { StyledActions, StyledShare, StyledRewardsPage } from './Rewards.styles.tsx';
import { notOffered, useRewardsText } from './useRewardsText.ts';

type Details = {
  referralCode: string;
  totalInvitations: number;
  promotionDomains: string[];
  enabled?: boolean;
  totalIncome?: number;
};
type Invitee = { id: string; account: string; regDate: number; deposited?: boolean; reward?: number };

/** The register link of a referral code on a site: the register route reads `referralCode` (spec §2). */
function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/register?referralCode=${encodeURIComponent(code)}`;
}

/** The sites a link may point at: this one first, then the tenant's promotion domains (https). */
function linkOrigins(current: string, domains: readonly string[]): string[] {
  const all = [current, ...domains.map((d) => (/^https?:\/\//.test(d) ? d : `https://${d}`))].map((o) =>
    o.replace(/\/+$/, ''),
  );
  return [...new Set(all)];
}

/**
 * Referral (`referral`): the member's code, the invite link (on this site or a promotion domain) with its QR code,
 * copy and share (the device's share sheet when it has one), totals and income, invited friends, rules.
 */
export function Referral() {
  const { t, errorText } = useRewardsText();
  const details = useReferralDetailsQuery({ autoGenerate: true }, FRESH);
  if (details.isLoading) return <SkeletonGroup lines={4} label={t('rewards:referral.loading')} />;
  if (details.isError && notOffered(details.error))
    return <EmptyState title={t('rewards:referral.off')} description={t('rewards:notOffered')} />;
  if (details.isError)
    return (
      <ErrorState
        title={t('rewards:referral.failed')}
        description={errorText(details.error)}
        onRetry={() => void details.refetch()}
        retryLabel={t('rewards:retry')}
      />
    );
  const d = details.data as Details;
  if (d.enabled === false)
    return <EmptyState title={t('rewards:referral.off')} description={t('rewards:referral.offText')} />;
  return (
    <StyledRewardsPage>
      <Invite details={d} />
      <Totals />
      <StyledSection aria-labelledby="referral-friends">
        <StyledHeading id="referral-friends">{t('rewards:referral.friends')}</StyledHeading>
        <Invitees />
      </StyledSection>
      <StyledSection aria-labelledby="referral-rules">
        <StyledHeading id="referral-rules">{t('rewards:referral.rules')}</StyledHeading>
        <Rules />
      </StyledSection>
    </StyledRewardsPage>
  );
}

function Invite({ details }: { details: Details }) {
  const { t } = useRewardsText();
  const origins = useMemo(
    () => linkOrigins(window.location.origin, details.promotionDomains),
    [details.promotionDomains],
  );
  const [origin, setOrigin] = useState(origins[0] ?? window.location.origin);
  const [shareProblem, setShareProblem] = useState(false);
  const link = referralLink(origin, details.referralCode);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    setShareProblem(false);
    try {
      await navigator.share({
        title: t('rewards:referral.shareTitle'),
        text: t('rewards:referral.shareText', { code: details.referralCode }),
        url: link,
      });
    } catch (e) {
      // Closing the share sheet is no failure.
      if (!(e instanceof DOMException && e.name === 'AbortError')) setShareProblem(true);
    }
  };
  return (
    <StyledSection aria-labelledby="referral-invite">
      <StyledHeading id="referral-invite">{t('rewards:referral.invite')}</StyledHeading>
      <StyledText>{t('rewards:referral.inviteText')}</StyledText>
      <StyledShare>
        <div>
          <FormField label={t('rewards:referral.code')}>
            <CopyToClipboard
              value={details.referralCode}
              label={t('rewards:referral.copyCode')}
              successTitle={t('rewards:referral.copied')}
            />
          </FormField>
          {origins.length > 1 && (
            <FormField label={t('rewards:referral.site')}>
              <Select
                value={origin}
                onChange={setOrigin}
                options={origins.map((o) => ({ value: o, label: o.replace(/^https?:\/\//, '') }))}
              />
            </FormField>
          )}
          <FormField label={t('rewards:referral.link')}>
            <CopyToClipboard
              value={link}
              label={t('rewards:referral.copyLink')}
              successTitle={t('rewards:referral.copied')}
            />
          </FormField>
          {canShare && (
            <StyledActions>
              <Button variant="secondary" onClick={() => void share()}>
                {t('rewards:referral.share')}
              </Button>
            </StyledActions>
          )}
          {shareProblem && <Alert tone="warning">{t('rewards:referral.shareFailed')}</Alert>}
        </div>
        <QrCode
          value={link}
          size={90}
          label={t('rewards:referral.qr')}
          caption={t('rewards:referral.qrCaption')}
        />
      </StyledShare>
    </StyledSection>
  );
}

function Totals() {
  const { t, money, errorText } = useRewardsText();
  const income = useReferralIncomeQuery({}, FRESH);
  const data = income.data as
    | {
        totalIncome: number;
        todayIncome?: number;
        yesterdayIncome?: number;
        allTimeIncome?: number;
        totalInvitations?: number;
      }
    | undefined;
  return (
    <StyledSection aria-labelledby="referral-income">
      <StyledHeading id="referral-income">{t('rewards:referral.income')}</StyledHeading>
      {income.isLoading ? (
        <SkeletonGroup lines={2} label={t('rewards:loading')} />
      ) : income.isError ? (
        <Alert tone="danger">
          {notOffered(income.error) ? t('rewards:notOffered') : errorText(income.error)}
        </Alert>
      ) : (
        <Facts
          label={t('rewards:referral.income')}
          items={[
            ...(data?.totalInvitations !== undefined
              ? [
                  {
                    key: 'invited',
                    term: t('rewards:referral.invited'),
                    value: String(data.totalInvitations),
                  },
                ]
              : []),
            {
              key: 'total',
              term: t('rewards:referral.totalIncome'),
              value: money(data?.allTimeIncome ?? data?.totalIncome ?? 0),
            },
            ...(data?.todayIncome !== undefined
              ? [{ key: 'today', term: t('rewards:referral.today'), value: money(data.todayIncome) }]
              : []),
            ...(data?.yesterdayIncome !== undefined
              ? [
                  {
                    key: 'yesterday',
                    term: t('rewards:referral.yesterday'),
                    value: money(data.yesterdayIncome),
                  },
                ]
              : []),
          ]}
        />
      )}
    </StyledSection>
  );
}

function Invitees() {
  const { t, money, dateTime } = useRewardsText();
  const [page, setPage] = useState(1);
  const result = useReferralListQuery({ pageNo: page, pageSize: RECORDS_PAGE_SIZE }, FRESH);
  const [load] = useLazyReferralListQuery();
  const columns = useMemo<RecordColumn<Invitee>[]>(
    () => [
      { key: 'account', header: t('rewards:referral.col.account'), value: (r) => r.account },
      { key: 'regDate', header: t('rewards:referral.col.registered'), value: (r) => dateTime(r.regDate) },
      {
        key: 'deposited',
        header: t('rewards:referral.col.deposited'),
        value: (r) => (r.deposited ? t('rewards:referral.yes') : t('rewards:referral.no')),
      },
      {
        key: 'reward',
        header: t('rewards:referral.col.reward'),
        value: (r) => r.reward ?? 0,
        render: (r) => money(r.reward ?? 0),
        align: 'end',
      },
    ],
    [t, money, dateTime],
  );
  return (
    <RecordsReport<Invitee>
      caption={t('rewards:referral.friends')}
      fileName="invited-friends.csv"
      columns={columns}
      rowKey={(r) => r.id}
      result={result as never}
      page={page}
      onPageChange={setPage}
      fetchPage={(pageNo, pageSize) => load({ pageNo, pageSize }, true).unwrap() as never}
      detailTitle={(r) => r.account}
      headingLevel="h3"
    />
  );
}

function Rules() {
  const { t, errorText } = useRewardsText();
  const [language] = useLanguage();
  const rules = useReferralRulesQuery({ language });
  if (rules.isLoading) return <SkeletonGroup lines={3} label={t('rewards:loading')} />;
  if (rules.isError) return <Alert tone="danger">{errorText(rules.error)}</Alert>;
  return <Html html={rules.data?.content ?? ''} />;
}
