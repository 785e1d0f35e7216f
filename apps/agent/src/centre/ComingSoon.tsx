import { useTranslation } from 'react-i18next';
import { EmptyState } from '@wl/ui';

/** An agent page that is not built yet: says so in words, with nothing to click that does nothing. */
export function ComingSoon() {
  const { t } = useTranslation('agent');
  return <EmptyState headingLevel="h2" title={t('comingSoon.title')} description={t('comingSoon.text')} />;
}
