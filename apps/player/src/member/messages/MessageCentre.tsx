import { useState } from 'react';
import { usePageSearchParams } from '../pageSearchParams.tsx';
import { Alert, Tabs } from '@wl/ui';
import { ComposeMessage } from './ComposeMessage.tsx';
import { MessageList } from './MessageList.tsx';
import { useMessagesText } from './useMessagesText.ts';
import { StyledMessages } from './Messages.styles.ts';

const TABS = ['inbox', 'outbox', 'compose'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

/** Internal messages (`messageV2`): inbox, outbox and a message to customer service; the tab is in the address. */
export function MessageCentre() {
  const { t } = useMessagesText();
  const [search, setSearch] = usePageSearchParams();
  const param = search.get('tab');
  const tab: Tab = isTab(param) ? param : 'inbox';
  const [sent, setSent] = useState(false);
  const go = (next: Tab) =>
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  return (
    <StyledMessages>
      {sent && tab === 'outbox' && (
        <Alert tone="success" onClose={() => setSent(false)} closeLabel={t('close')}>
          {t('compose.sent')}
        </Alert>
      )}
      <Tabs
        label={t('tabsLabel')}
        value={tab}
        onChange={(id) => {
          setSent(false);
          go(id as Tab);
        }}
        items={TABS.map((id) => ({
          id,
          label: t(`tab.${id}`),
          content:
            id !== tab ? undefined : id === 'compose' ? (
              <ComposeMessage
                onSent={() => {
                  setSent(true);
                  go('outbox');
                }}
              />
            ) : (
              <MessageList key={id} box={id === 'inbox' ? 'in' : 'out'} />
            ),
        }))}
      />
    </StyledMessages>
  );
}
