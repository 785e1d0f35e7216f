import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Dialog } from '@wl/ui';
import { useLazyProtectionSessionQuery } from '@wl/api/protection';
import { formatBalance } from '@wl/domain';
import { useAccountActions } from '../../account/index.ts';

/**
 * The reality check's dialog: this session's minutes and what was bet and won (asked when it opens), with Continue
 * (the focus), the betting record and log out.
 */
export default function RealityCheckDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('protection');
  const navigate = useNavigate();
  const account = useAccountActions();
  const continueRef = useRef<HTMLButtonElement>(null);
  const [load, session] = useLazyProtectionSessionQuery();
  useEffect(() => {
    void load(undefined, false);
  }, [load]);

  const s = session.data;
  const message = s
    ? t('check.text', {
        minutes: s.minutes,
        wagered: formatBalance(s.wagered),
        won: formatBalance(s.won),
        net: formatBalance(s.net),
      })
    : session.isError
      ? t('check.failed')
      : t('check.loading');

  return (
    <Dialog
      open
      role="alertdialog"
      title={t('check.title')}
      message={<span aria-live="polite">{message}</span>}
      tone="info"
      onClose={onClose}
      dismissible={false}
      escapeCloses
      initialFocusRef={continueRef}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              account.confirmLogout();
            }}
          >
            {t('check.logout')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              void navigate('/member/personalHistoryCopy');
            }}
          >
            {t('check.history')}
          </Button>
          <Button ref={continueRef} onClick={onClose}>
            {t('check.continue')}
          </Button>
        </>
      }
    />
  );
}
