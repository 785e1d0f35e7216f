import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from './PageFrame.tsx';

export function NotFoundPage() {
  const { t } = useTranslation('site');
  return (
    <PageFrame title={t('page.notFoundTitle')}>
      <p>{t('page.notFoundText')}</p>
      <p>
        <Link to="/">{t('page.backHome')}</Link>
      </p>
    </PageFrame>
  );
}
