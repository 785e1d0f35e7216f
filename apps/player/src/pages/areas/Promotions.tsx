import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { titleKeyFor } from '../../app/navigation.ts';
import { PageFrame } from '../PageFrame.tsx';

export function Component() {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  return <PageFrame title={t(titleKeyFor(pathname))} />;
}
