import { useTranslation } from 'react-i18next';
import { PointMall } from '../../member/rewards/PointMall.tsx';
import { PageFrame } from '../PageFrame.tsx';

/** /pointMall: the points mall (open to guests, who see the catalogue and are asked to log in to redeem). */
export function Component() {
  const { t } = useTranslation('site');
  return (
    <PageFrame title={t('nav.pointMall')}>
      <PointMall />
    </PageFrame>
  );
}
