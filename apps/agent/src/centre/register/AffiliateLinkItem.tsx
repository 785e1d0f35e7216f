import { useState } from 'react';
import { Badge, Button, CopyToClipboard, QrCode, Table } from '@wl/ui';
import { useAgentText } from '../useAgentText.ts';
import type { AffiliateLink, RegisteredAccount } from './affiliateLink.ts';
import {
  StyledActions,
  StyledBody,
  StyledHead,
  StyledLink,
  StyledMeta,
  StyledUrl,
} from './AffiliateLinks.styles.ts';

export function LinkItem({ link, onDelete }: { link: AffiliateLink; onDelete: () => void }) {
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
