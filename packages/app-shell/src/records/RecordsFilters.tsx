import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_RANGE_MAX_DAYS, RECORD_RANGE_PRESETS, earliestRecordDate, presetRange } from '@wl/domain';
import { DateRangePicker } from '@wl/ui';
import type { useDayRange } from './useDayRange.ts';
import { StyledFilters, StyledRangeProblem } from './Records.styles.ts';

export type RecordsFiltersProps = {
  range: ReturnType<typeof useDayRange>;
  /** The page's own filters (type, status, ...). */
  children?: ReactNode;
};

/**
 * The date range of a records page (today, yesterday, 7 days, 30 days, or custom within the last 60 days) and the
 * page's filters. A custom range that breaks the rule is named under the picker and not asked for.
 */
export function RecordsFilters({ range, children }: RecordsFiltersProps) {
  const { t } = useTranslation('records');
  const problemId = useId();
  // The picker flags a reversed range itself; the other rules are ours.
  const problem = range.problem && range.problem !== 'reversed' ? range.problem : undefined;
  return (
    <StyledFilters>
      <div>
        <DateRangePicker
          legend={t('range.legend')}
          value={range.value}
          onChange={range.change}
          min={earliestRecordDate(range.today)}
          max={range.today}
          fromLabel={t('range.from')}
          toLabel={t('range.to')}
          presets={RECORD_RANGE_PRESETS.map((id) => ({
            id,
            label: t(`range.${id}`),
            range: presetRange(id, range.today),
          }))}
        />
        {problem && (
          <StyledRangeProblem id={problemId} role="alert">
            {t(`range.problem.${problem}`, { days: RECORD_RANGE_MAX_DAYS })}
          </StyledRangeProblem>
        )}
      </div>
      {children}
    </StyledFilters>
  );
}
