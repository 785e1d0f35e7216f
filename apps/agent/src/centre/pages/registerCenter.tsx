import { useState } from 'react';
import { useWhitelabel } from '@wl/app-shell';
import { EmptyState, Tabs } from '@wl/ui';
import { agentModules } from '../menu.ts';
import { AffiliateLinks } from '../register/AffiliateLinks.tsx';
import { CreateDownline } from '../register/CreateDownline.tsx';
import { useAgentText } from '../useAgentText.ts';

type Tab = 'create' | 'links';

/**
 * registerCenter: create a downline account (module key AGEREGDOWN3) and the agent's affiliate links (create:
 * CREATEAFF3, list and delete: AFFMAN3), as two tabs. A tab whose keys are all off is left out.
 */
export default function RegisterCenter() {
  const { t } = useAgentText();
  const modules = agentModules(useWhitelabel().tree);
  const on = (key: string) => modules === null || modules.has(key);
  const canCreateAccount = on('AGEREGDOWN3');
  const canCreateLink = on('CREATEAFF3');
  const canListLinks = on('AFFMAN3');
  const [tab, setTab] = useState<Tab>(canCreateAccount ? 'create' : 'links');

  const items = [
    ...(canCreateAccount
      ? [{ id: 'create', label: t('register.tabCreate'), content: <CreateDownline /> }]
      : []),
    ...(canCreateLink || canListLinks
      ? [
          {
            id: 'links',
            label: t('register.tabLinks'),
            content: <AffiliateLinks canCreate={canCreateLink} canList={canListLinks} />,
          },
        ]
      : []),
  ];
  if (items.length === 0)
    return (
      <EmptyState headingLevel="h2" title={t('notAvailable.title')} description={t('register.notAllowed')} />
    );
  const value = items.some((i) => i.id === tab) ? tab : (items[0]!.id as Tab);
  return <Tabs label={t('register.tabs')} items={items} value={value} onChange={(id) => setTab(id as Tab)} />;
}
