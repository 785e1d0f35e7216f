import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import styled from 'styled-components';
import { SkeletonGroup } from '@wl/ui';
import { useSession } from '@wl/app-shell';
import { AgentCentre } from '../centre/AgentCentre.tsx';
import { AgentLayout } from './AgentLayout.tsx';

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.space['6']} ${({ theme }) => theme.space['4']};
`;

/**
 * /agentHome/:page: the agent centre, for agents only (a non-agent goes back to /agent). A lazy route (routes.tsx):
 * react-router renders the module's `Component`. The centre's strings (area namespace `agent`) load with it.
 */
export function Component() {
  const { t } = useTranslation(['site', 'account']);
  const session = useSession();
  if (!session.token) return <Navigate to="/agent" replace />;
  if (!session.member && !session.memberLoading) return <Navigate to="/agent" replace />;
  const checking = (
    <AgentLayout>
      <StyledBody role="status">{t('account:agent.checking')}</StyledBody>
    </AgentLayout>
  );
  if (!session.member) return checking;
  if (!session.isAgent) return <Navigate to="/agent" replace />;
  return (
    <Suspense fallback={<CentreLoading />}>
      <AgentCentre />
    </Suspense>
  );
}

function CentreLoading() {
  const { t } = useTranslation('common');
  return (
    <AgentLayout>
      <StyledBody>
        <SkeletonGroup lines={6} label={t('loading')} />
      </StyledBody>
    </AgentLayout>
  );
}
