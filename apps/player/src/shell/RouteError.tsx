import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { AreaLoadError } from '@wl/app-shell';
import { PageFrame } from '../pages/PageFrame.tsx';

/** A route that failed (an area chunk that did not load within 120 s, or a render error) offers a retry. */
export function RouteError() {
  const { t } = useTranslation(['site', 'common']);
  const error = useRouteError();
  if (!(error instanceof AreaLoadError)) console.error(error);
  return (
    <PageFrame title={t('site:page.loadFailedTitle')}>
      <p>{t('site:page.loadFailedText')}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('common:retry')}
        </button>
      </p>
    </PageFrame>
  );
}
