import { Alert } from '@wl/ui';
import { useAgentText } from '../useAgentText.ts';

/** The refusal a trial account gets for a money action (nothing is sent). */
export function TrialRefusal({ footer }: { footer?: React.ReactNode }) {
  const { t } = useAgentText();
  return (
    <>
      <Alert tone="warning" title={t('trial.title')}>
        {t('trial.money')}
      </Alert>
      {footer}
    </>
  );
}
