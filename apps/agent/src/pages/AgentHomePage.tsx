import { useTranslation } from 'react-i18next';
import { AgentLayout } from './AgentLayout.tsx';

/** /agentHome: the agent centre (its pages come with the agent-centre issue). */
export function AgentHomePage() {
  const { t } = useTranslation('site');
  return (
    <AgentLayout>
      <h1>{t('agent.centre')}</h1>
    </AgentLayout>
  );
}
