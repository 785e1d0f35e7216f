import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, ErrorState, SkeletonGroup, type BadgeTone } from '@wl/ui';
import { useMemberKycSettingsQuery, useMemberKycStatusQuery } from '@wl/api/member';
import { KYC_KINDS, type KycOverallStatus, type KycSettings } from '@wl/api/contract';
import { formatBalance } from '@wl/domain';
import { Section, StyledGrid } from '../security/parts.tsx';
import { DocumentCard } from './DocumentCard.tsx';
import { megabytes } from './files.ts';

const StyledWide = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  min-width: 0;
  ${({ theme }) => theme.media.lg} {
    grid-column: 1 / -1;
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const TONES: Record<KycOverallStatus, BadgeTone> = {
  NOT_REQUIRED: 'neutral',
  NOT_SUBMITTED: 'warning',
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

const OVERALL = new Set<string>(['NOT_REQUIRED', 'NOT_SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED']);

/** What the tenant asks: a verified identity for withdrawals (all, over an amount, or none), the age, the files. */
function Requirements({ settings }: { settings: KycSettings }) {
  const { t } = useTranslation('kyc');
  return (
    <ul>
      <li>
        {settings.requiredFor === 'withdrawalsOver'
          ? t('required.withdrawalsOver', { amount: formatBalance(settings.withdrawalsOverAmount) })
          : t(`required.${settings.requiredFor}`)}
      </li>
      <li>{t('required.age', { age: settings.minimumAge })}</li>
      <li>{t('required.types', { maxMb: megabytes(settings.maxFileBytes) })}</li>
    </ul>
  );
}

/**
 * The verification page (issue 31, module UPLOADID3): the overall status and the reason of a rejection, what the
 * site requires, and the identity document and proof of address, each with its status and an upload.
 */
export function Verification() {
  const { t } = useTranslation('kyc');
  const status = useMemberKycStatusQuery();
  const settings = useMemberKycSettingsQuery();

  if (status.isLoading || settings.isLoading) return <SkeletonGroup lines={6} label={t('loading')} />;
  if (!status.data || !settings.data)
    return (
      <ErrorState
        title={t('loadFailed')}
        onRetry={() => {
          void status.refetch();
          void settings.refetch();
        }}
        retryLabel={t('retry')}
        retrying={status.isFetching || settings.isFetching}
      />
    );
  const s = status.data;
  const maxFileBytes = settings.data.maxFileBytes;
  const overall = (OVERALL.has(s.status) ? s.status : 'NOT_SUBMITTED') as KycOverallStatus;
  const byKind = new Map((s.documents ?? []).map((d) => [d.kind, d]));
  return (
    <StyledGrid>
      <StyledWide>
        <p>{t('intro')}</p>
        <Section
          id="kyc-status"
          title={t('overall.title')}
          status={<Badge tone={TONES[overall]}>{t(`overall.${overall}`)}</Badge>}
        >
          {overall === 'REJECTED' && s.reason && (
            <p>
              <strong>{t('overall.rejectedReason', { reason: s.reason })}</strong>
            </p>
          )}
          {overall === 'NOT_REQUIRED' ? (
            <p>{t('overall.trial')}</p>
          ) : (
            <Requirements settings={settings.data} />
          )}
        </Section>
      </StyledWide>
      {overall !== 'NOT_REQUIRED' && (
        <StyledWide>
          <StyledList>
            {KYC_KINDS.map((kind) => (
              <DocumentCard key={kind} kind={kind} document={byKind.get(kind)} maxFileBytes={maxFileBytes} />
            ))}
          </StyledList>
        </StyledWide>
      )}
    </StyledGrid>
  );
}
