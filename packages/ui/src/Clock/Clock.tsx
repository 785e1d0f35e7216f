import { useTranslation } from 'react-i18next';
import { formatGmtOffset } from '../internal/format.ts';
import { useNow } from '../internal/hooks.ts';
import { StyledClock, StyledOffset } from './Clock.styles.ts';

export type ClockProps = {
  /** Offset of the shown time zone from UTC in hours (e.g. 7 for Bangkok). */
  offsetHours: number;
  /** Fixed time (ms epoch) for stories and tests; otherwise it ticks every second. */
  now?: number;
  /** Show the date too. */
  withDate?: boolean;
  label?: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The agent centre clock: date/time in the site's time zone with its GMT offset, ticking every second. */
export function Clock({ offsetHours, now, withDate = true, label }: ClockProps) {
  const { t } = useTranslation('ui');
  const ticking = useNow(1000, now);
  const shifted = new Date((now ?? ticking) + offsetHours * 3_600_000);
  const date = `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  const time = `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
  const offset = formatGmtOffset(offsetHours);
  // Not a live region: a clock announced every second would be unusable with a screen reader.
  return (
    <StyledClock dateTime={`${date}T${time}${offset.slice(3)}`} aria-label={`${label ?? t('clock')}: ${withDate ? `${date} ` : ''}${time} ${offset}`}>
      {withDate && <span>{date}</span>}
      <span>{time}</span>
      <StyledOffset>{offset}</StyledOffset>
    </StyledClock>
  );
}
