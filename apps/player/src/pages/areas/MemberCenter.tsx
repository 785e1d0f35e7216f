import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonGroup } from '@wl/ui';
import { MemberCentre } from '../../member/MemberCentre.tsx';

/** The member centre area (`/member`, `/member/:page`): its strings (namespace `member`) load with it. */
export function Component() {
  return (
    <Suspense fallback={<AreaLoading />}>
      <MemberCentre />
    </Suspense>
  );
}

function AreaLoading() {
  const { t } = useTranslation('common');
  return <SkeletonGroup lines={6} label={t('loading')} />;
}
