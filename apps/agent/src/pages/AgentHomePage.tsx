import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import styled from 'styled-components';
import { ConfirmDialog, Button, Clock } from '@wl/ui';
import { useSessionLogoutMutation } from '@wl/api/session';
import { clearSessionStorage, useSession } from '@wl/app-shell';
import { AgentLayout } from './AgentLayout.tsx';
import { leaveTo } from '../app/leave.ts';

const StyledUser = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.space['6']} ${({ theme }) => theme.space['4']};
`;

/** The visitor's offset from UTC in minutes (the agent header shows GMT+07:00 and a live clock). */
function localOffsetMinutes(): number {
  return -new Date().getTimezoneOffset();
}

/** The agent centre's header: GMT offset, a clock ticking every second, nickname (or account) and sign-out. */
function AgentUserBar({ name }: { name: string }) {
  const { t } = useTranslation('account');
  const [confirm, setConfirm] = useState(false);
  const [logout, { isLoading }] = useSessionLogoutMutation();
  const offset = localOffsetMinutes();
  const signOut = async () => {
    try {
      await logout().unwrap();
    } catch {
      // The session ends here whatever the platform answered.
    }
    clearSessionStorage();
    leaveTo('/');
  };
  return (
    <StyledUser>
      <Clock offsetMinutes={offset} withDate={false} />
      <span data-testid="agent-name">{t('agent.hello', { name })}</span>
      <Button size="sm" variant="secondary" onClick={() => setConfirm(true)}>
        {t('agent.signOut')}
      </Button>
      <ConfirmDialog
        open={confirm}
        title={t('logout.title')}
        message={t('logout.message')}
        confirmLabel={t('logout.confirm')}
        cancelLabel={t('cancel')}
        loading={isLoading}
        onConfirm={() => void signOut()}
        onCancel={() => setConfirm(false)}
      />
    </StyledUser>
  );
}

/**
 * /agentHome: the agent centre shell, for agents only (a non-agent goes back to /agent); its pages come with the
 * agent-centre issue. A lazy route (routes.tsx): react-router renders the module's `Component`.
 */
export function Component() {
  const { t } = useTranslation(['site', 'account']);
  const session = useSession();
  if (!session.token) return <Navigate to="/agent" replace />;
  if (!session.member && !session.memberLoading) return <Navigate to="/agent" replace />;
  if (!session.member) {
    return (
      <AgentLayout>
        <StyledBody role="status">{t('account:agent.checking')}</StyledBody>
      </AgentLayout>
    );
  }
  if (!session.isAgent) return <Navigate to="/agent" replace />;
  const name = session.member.nickname || session.member.account;
  return (
    <AgentLayout actions={<AgentUserBar name={name} />}>
      <StyledBody>
        <h1>{t('agent.centre')}</h1>
      </StyledBody>
    </AgentLayout>
  );
}
