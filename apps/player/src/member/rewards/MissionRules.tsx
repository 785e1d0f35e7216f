import { useMissionsRulesQuery } from '@wl/api/missions';
import { useLanguage } from '@wl/app-shell';
import { ErrorState, SkeletonGroup } from '@wl/ui';
import { Html } from '../../components/Html.tsx';
import { useRewardsText } from './useRewardsText.ts';

/** The missions' rules, as the platform's HTML in the page's language. */
export function Rules() {
  const { t, errorText } = useRewardsText();
  const [language] = useLanguage();
  const rules = useMissionsRulesQuery({ language });
  if (rules.isLoading) return <SkeletonGroup lines={3} label={t('rewards:loading')} />;
  if (rules.isError)
    return (
      <ErrorState
        headingLevel="h3"
        title={t('rewards:missions.rulesFailed')}
        description={errorText(rules.error)}
        onRetry={() => void rules.refetch()}
        retryLabel={t('rewards:retry')}
      />
    );
  return <Html html={rules.data?.content ?? ''} />;
}
