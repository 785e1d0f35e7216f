import { usePointsConfigQuery, usePointsConversionTypesQuery } from '@wl/api/points';
import { Alert, SkeletonGroup, Table } from '@wl/ui';
import { StyledHeading, StyledSection } from '../cashier/parts.tsx';
import { isConversion, type Rate } from './ConvertPoints.tsx';
import { StyledRules } from './Rewards.styles.tsx';
import { ruleLines, useRewardsText } from './useRewardsText.ts';

/** The points rules (earning, no expiry) and the exchange-rate table: how much earns a point, what a point converts to. */
export function RulesAndRates() {
  const { t, money, points, errorText } = useRewardsText();
  const config = usePointsConfigQuery({});
  const rates = usePointsConversionTypesQuery({});
  if (config.isLoading || rates.isLoading) return <SkeletonGroup lines={4} label={t('rewards:loading')} />;
  const list = (rates.data?.list ?? []) as Rate[];
  const rateText = (r: Rate) =>
    isConversion(r)
      ? t('rewards:rates.convert', { points: points(r.pointsRatio), amount: money(r.amountRatio) })
      : t('rewards:rates.earn', { amount: money(r.amountRatio), points: points(r.pointsRatio) });
  const rules = ruleLines(config.data?.rules);
  return (
    <>
      <StyledSection aria-labelledby="rules-title">
        <StyledHeading id="rules-title" as="h3">
          {t('rewards:rules.title')}
        </StyledHeading>
        {config.isError ? (
          <Alert tone="danger">{errorText(config.error)}</Alert>
        ) : (
          <StyledRules>
            {(rules.length > 0 ? rules : [t('rewards:rules.noExpiry')]).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </StyledRules>
        )}
      </StyledSection>
      <StyledSection aria-labelledby="rates-title">
        <StyledHeading id="rates-title" as="h3">
          {t('rewards:rates.title')}
        </StyledHeading>
        {rates.isError ? (
          <Alert tone="danger">{errorText(rates.error)}</Alert>
        ) : (
          <Table
            caption={t('rewards:rates.title')}
            hideCaption
            rows={list}
            rowKey={(r) => r.type}
            emptyText={t('rewards:rates.none')}
            columns={[
              {
                key: 'type',
                header: t('rewards:rates.type'),
                render: (r) => t(`rewards:source.${r.type}`, { defaultValue: r.type }),
              },
              { key: 'rate', header: t('rewards:rates.rate'), render: rateText },
            ]}
          />
        )}
      </StyledSection>
    </>
  );
}
