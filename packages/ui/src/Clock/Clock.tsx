import { clockText, gmtOffsetText } from '@wl/domain';
import { useTranslation } from 'react-i18next';
import { useNow } from '../internal/hooks.ts';
import { StyledClock, StyledOffset } from './Clock.styles.ts';

export type ClockProps = {
  /** Offset of the shown time zone, minutes east of UTC (420 for Bangkok). */
  offsetMinutes: number;
  /** Fixed time (ms epoch) for stories and tests; otherwise it ticks every second. */
  now?: number;
  /** Show the date too. */
  withDate?: boolean;
  label?: string;
};

/** The agent centre clock: date/time in the site's time zone with its GMT offset, ticking every second. */
export function Clock({ offsetMinutes, now, withDate = true, label }: ClockProps) {
  const { t } = useTranslation('ui');
  const ticking = useNow(1000, now);
  const [date = '', time = ''] = clockText(now ?? ticking, offsetMinutes).split(' ');
  const offset = gmtOffsetText(offsetMinutes);
  // Not a live region: a clock announced every second would be unusable with a screen reader.
  return (
    <StyledClock
      dateTime={`${date}T${time}${offset.slice(3)}`}
      aria-label={`${label ?? t('clock')}: ${withDate ? `${date} ` : ''}${time} ${offset}`}
    >
      {withDate && <span>{date}</span>}
      <span>{time}</span>
      <StyledOffset>{offset}</StyledOffset>
    </StyledClock>
  );
}
