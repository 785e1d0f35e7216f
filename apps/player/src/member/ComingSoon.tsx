import { useTranslation } from 'react-i18next';
import { EmptyState } from '@wl/ui';

/** A member page that comes with the rewards issue: says so in words, with nothing to click that does nothing. */
export function ComingSoon() {
  const { t } = useTranslation('member');
  return <EmptyState headingLevel="h2" title={t('comingSoon.title')} description={t('comingSoon.text')} />;
}
