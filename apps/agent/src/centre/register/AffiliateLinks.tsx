import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  useAgentAffiliateUrlsQuery,
  useAgentCreateAffiliateUrlMutation,
  useAgentDeleteAffiliateUrlMutation,
} from '@wl/api/agent';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  CopyToClipboard,
  EmptyState,
  ErrorState,
  FormField,
  Input,
  Pagination,
  QrCode,
  RadioGroup,
  Select,
  SkeletonGroup,
  Table,
} from '@wl/ui';
import { useAgentText } from '../useAgentText.ts';
import { EXPIRY_CHOICES, isValidChannel } from './rules.ts';
import { StyledForm } from './CreateDownline.tsx';

const PAGE_SIZE = 10;

type LinkType = 'member' | 'agent';
type RegisteredAccount = { id: string; account: string; type: number; regDate: number };
type AffiliateLink = {
  id: string;
  url: string;
  code: string;
  accountType?: string;
  channel?: string | null;
  createTime?: number;
  expireTime?: number | null;
  expired?: boolean;
  registerCount?: number;
  accounts?: RegisteredAccount[];
};

const StyledPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['8']};
  padding-top: ${({ theme }) => theme.space['4']};
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  min-width: 0;
  h3,
  h4 {
    margin: 0;
  }
`;

const StyledLinks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLink = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: start;
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** The link itself, whole and wrapping anywhere (a phone is narrower than a link). */
const StyledUrl = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
`;

/**
 * Register centre, affiliate links: create one (member or agent, an expiry and a channel; `agent.createAffiliateUrl`),
 * and the agent's links (`agent.affiliateUrls`), each with its QR code, a copy button, its state, the accounts
 * registered through it, and delete after a confirmation (`agent.deleteAffiliateUrl`). `canCreate` and `canList`
 * follow the module keys CREATEAFF3 and AFFMAN3.
 */
export function AffiliateLinks({ canCreate, canList }: { canCreate: boolean; canList: boolean }) {
  return (
    <StyledPanel>
      {canCreate && <NewLink />}
      {canList && <LinkList />}
    </StyledPanel>
  );
}

function NewLink() {
  const { t, errorText } = useAgentText();
  const [create, creating] = useAgentCreateAffiliateUrlMutation();
  const [type, setType] = useState<LinkType>('member');
  const [expiry, setExpiry] = useState('0');
  const [channel, setChannel] = useState('');
  const [channelShown, setChannelShown] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const channelOk = isValidChannel(channel);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChannelShown(true);
    setResult(null);
    if (!channelOk) return;
    const days = Number(expiry);
    try {
      await create({
        type,
        ...(days > 0 ? { expiryDays: days } : {}),
        ...(channel.trim() ? { channel: channel.trim() } : {}),
      }).unwrap();
      setResult({ tone: 'success', text: t('register.linkCreated') });
      setChannel('');
      setChannelShown(false);
    } catch (error) {
      setResult({ tone: 'danger', text: errorText(error) });
    }
  };

  return (
    <StyledSection aria-labelledby="new-link">
      <h3 id="new-link">{t('register.newLinkTitle')}</h3>
      {result && (
        <Alert
          tone={result.tone}
          live={result.tone === 'success' ? 'status' : 'alert'}
          onClose={() => setResult(null)}
          closeLabel={t('common:close')}
        >
          {result.text}
        </Alert>
      )}
      <StyledForm noValidate onSubmit={(e) => void submit(e)} aria-labelledby="new-link">
        <RadioGroup
          legend={t('register.linkType')}
          name="link-type"
          value={type}
          onChange={(v) => setType(v as LinkType)}
          options={[
            { value: 'member', label: t('register.member') },
            { value: 'agent', label: t('register.agent') },
          ]}
        />
        <FormField label={t('register.expiry')}>
          <Select
            value={expiry}
            onChange={setExpiry}
            options={EXPIRY_CHOICES.map((days) => ({
              value: String(days),
              label: days === 0 ? t('register.expiryNever') : t('register.expiryDays', { count: days }),
            }))}
          />
        </FormField>
        <FormField
          label={t('register.channel')}
          hint={t('register.channelHint')}
          error={channelShown && !channelOk ? t('register.channelInvalid') : undefined}
        >
          <Input
            value={channel}
            onChange={(e) => setChannel(e.target.value)}
            onBlur={() => setChannelShown(true)}
          />
        </FormField>
        <div>
          <Button type="submit" loading={creating.isLoading}>
            {t('register.createLink')}
          </Button>
        </div>
      </StyledForm>
    </StyledSection>
  );
}

function LinkList() {
  const { t, errorText } = useAgentText();
  const [page, setPage] = useState(1);
  const links = useAgentAffiliateUrlsQuery(
    { pageNo: page, pageSize: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const [remove, removing] = useAgentDeleteAffiliateUrlMutation();
  const [deleting, setDeleting] = useState<AffiliateLink | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    const { id, code } = deleting;
    try {
      await remove({ id }).unwrap();
      setResult({ tone: 'success', text: t('register.deleted', { code }) });
    } catch (error) {
      setResult({ tone: 'danger', text: errorText(error) });
    }
    setDeleting(null);
  };

  let body;
  if (links.isLoading) body = <SkeletonGroup lines={4} label={t('loading')} />;
  else if (links.isError || !links.data) {
    body = (
      <ErrorState
        headingLevel="h4"
        title={t('register.linksFailed')}
        description={errorText(links.error)}
        onRetry={() => void links.refetch()}
        retryLabel={t('retry')}
        retrying={links.isFetching}
      />
    );
  } else if (links.data.list.length === 0 && page === 1)
    body = <EmptyState headingLevel="h4" title={t('register.linksEmpty')} />;
  else {
    const totalPages = links.data.totalPages ?? 1;
    body = (
      <>
        <StyledLinks aria-labelledby="link-list">
          {(links.data.list as AffiliateLink[]).map((link) => (
            <LinkItem key={link.id} link={link} onDelete={() => setDeleting(link)} />
          ))}
        </StyledLinks>
        {totalPages > 1 && (
          <Pagination
            page={page}
            totalPages={totalPages}
            onChange={setPage}
            label={t('register.linksPages')}
          />
        )}
      </>
    );
  }
  return (
    <StyledSection aria-labelledby="link-list" aria-busy={links.isFetching}>
      <h3 id="link-list">{t('register.linksTitle')}</h3>
      {result && (
        <Alert
          tone={result.tone}
          live={result.tone === 'success' ? 'status' : 'alert'}
          onClose={() => setResult(null)}
          closeLabel={t('common:close')}
        >
          {result.text}
        </Alert>
      )}
      {body}
      <ConfirmDialog
        open={deleting !== null}
        title={t('register.deleteTitle')}
        message={t('register.deleteText', { code: deleting?.code ?? '' })}
        confirmLabel={t('register.deleteConfirm')}
        cancelLabel={t('register.cancel')}
        destructive
        loading={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </StyledSection>
  );
}

function LinkItem({ link, onDelete }: { link: AffiliateLink; onDelete: () => void }) {
  const { t, dateTime } = useAgentText();
  const [open, setOpen] = useState(false);
  const accounts = link.accounts ?? [];
  const count = link.registerCount ?? accounts.length;
  const panel = `link-accounts-${link.id}`;
  let expiry: string;
  if (link.expired) expiry = t('register.linkExpired');
  else if (link.expireTime) expiry = t('register.linkExpires', { date: dateTime(link.expireTime) });
  else expiry = t('register.linkNoExpiry');
  return (
    <StyledLink>
      <QrCode value={link.url} size={90} label={t('register.linkQr', { code: link.code })} />
      <StyledBody>
        <StyledHead>
          <h4>{t('register.linkCode', { code: link.code })}</h4>
          <Badge tone={link.accountType === 'agent' ? 'accent' : 'neutral'}>
            {link.accountType === 'agent' ? t('register.linkAgent') : t('register.linkMember')}
          </Badge>
          {link.expired && <Badge tone="danger">{t('register.linkExpired')}</Badge>}
        </StyledHead>
        <StyledUrl>{link.url}</StyledUrl>
        <div>
          <CopyToClipboard
            value={link.url}
            hideValue
            label={t('register.copyLink')}
            successTitle={t('register.copied')}
            successMessage={t('register.copiedText')}
          />
        </div>
        <StyledMeta>
          {[
            link.channel ? t('register.linkChannel', { channel: link.channel }) : null,
            link.createTime ? t('register.linkCreatedAt', { date: dateTime(link.createTime) }) : null,
            link.expired ? null : expiry,
            t('register.registrations', { count }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </StyledMeta>
        <StyledActions>
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={open}
            aria-controls={panel}
            onClick={() => setOpen((o) => !o)}
          >
            {`${t('register.showAccounts', { code: link.code })} (${count})`}
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={t('register.deleteLinkLabel', { code: link.code })}
            onClick={onDelete}
          >
            {t('register.deleteLink')}
          </Button>
        </StyledActions>
        {open && (
          <div id={panel}>
            {accounts.length === 0 ? (
              <p>{t('register.noAccounts')}</p>
            ) : (
              <Table<RegisteredAccount>
                caption={t('register.accountsCaption', { code: link.code })}
                columns={[
                  { key: 'account', header: t('register.accountCol') },
                  {
                    key: 'type',
                    header: t('register.typeCol'),
                    render: (a) => (a.type === 0 ? t('register.member') : t('register.agent')),
                  },
                  {
                    key: 'regDate',
                    header: t('register.regDateCol'),
                    render: (a) => dateTime(a.regDate),
                    sortValue: (a) => a.regDate,
                  },
                ]}
                rows={accounts}
                rowKey={(a) => a.id}
              />
            )}
          </div>
        )}
      </StyledBody>
    </StyledLink>
  );
}
