import { useTranslation } from 'react-i18next';
import { useTenant } from '@wl/app-shell';
import { PageFrame } from './PageFrame.tsx';

export function HomePage() {
  const { t } = useTranslation('site');
  const tenant = useTenant();
  return <PageFrame title={`${tenant.name} · ${t('nav.home')}`} />;
}
