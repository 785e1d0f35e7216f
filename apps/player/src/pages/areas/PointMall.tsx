import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, EmptyState } from '@wl/ui';
import { useAccountActions } from '../../app/accountActions.ts';
import { PageFrame } from '../PageFrame.tsx';

/** /pointMall: the entry to the points mall (the member centre holds the redeem flows). */
export function Component() {
  const { t } = useTranslation(['site', 'games']);
  const navigate = useNavigate();
  const account = useAccountActions();
  return (
    <PageFrame title={t('site:nav.pointMall')}>
      <EmptyState
        title={t('games:pointMallTitle')}
        description={t('games:pointMallText')}
        action={<Button onClick={() => account.guard('pointsRedeem') && navigate('/member?page=pointMall')}>{t('games:pointMallOpen')}</Button>}
      />
    </PageFrame>
  );
}
