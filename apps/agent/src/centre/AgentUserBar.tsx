import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Clock, ConfirmDialog } from '@wl/ui';
import { useSessionLogoutMutation } from '@wl/api/session';
import { clearSessionStorage } from '@wl/app-shell';
import { leaveTo } from '../app/leave.ts';
import { StyledUser } from './AgentCentre.styles.ts';

/** The visitor's offset from UTC in minutes (the agent header shows GMT+07:00 and a live clock). */
function localOffsetMinutes(): number {
  return -new Date().getTimezoneOffset();
}

/**
 * The agent centre's header: GMT offset, a clock ticking every second, nickname (or account) and sign-out. On a phone
 * the header keeps one row: `parts="signOut"` there, and `parts="status"` (clock and name) at the top of the menu drawer.
 */
export function AgentUserBar({
  name,
  parts = 'all',
}: {
  name: string;
  parts?: 'all' | 'signOut' | 'status';
}) {
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
      {parts !== 'signOut' && (
        <>
          <Clock offsetMinutes={offset} withDate={false} />
          <span data-testid="agent-name">{t('agent.hello', { name })}</span>
        </>
      )}
      {parts !== 'status' && (
        <Button size="sm" variant="secondary" onClick={() => setConfirm(true)}>
          {t('agent.signOut')}
        </Button>
      )}
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
