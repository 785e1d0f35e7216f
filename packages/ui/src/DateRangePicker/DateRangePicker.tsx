import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { Input } from '../Input/Input.tsx';
import {
  StyledDateLabel,
  StyledInputs,
  StyledLegend,
  StyledPresets,
  StyledRange,
  StyledRangeError,
} from './DateRangePicker.styles.ts';

/** Dates as `yyyy-MM-dd` strings (what native date inputs and the platform's queries use). */
export type DateRange = { from: string; to: string };
export type DateRangePreset = { id: string; label: ReactNode; range: DateRange };

export type DateRangePickerProps = {
  legend: ReactNode;
  value: DateRange;
  onChange: (range: DateRange) => void;
  min?: string;
  max?: string;
  presets?: readonly DateRangePreset[];
  fromLabel?: string;
  toLabel?: string;
  disabled?: boolean;
};

/**
 * Two native date inputs (the phone's own picker, full keyboard support) with optional presets
 * (today, last 7 days...). A start after the end is flagged, not silently swapped.
 */
export function DateRangePicker({
  legend,
  value,
  onChange,
  min,
  max,
  presets = [],
  fromLabel,
  toLabel,
  disabled,
}: DateRangePickerProps) {
  const { t } = useTranslation('ui');
  const errorId = useId();
  const invalid = Boolean(value.from && value.to && value.from > value.to);
  return (
    <StyledRange disabled={disabled}>
      <StyledLegend>{legend}</StyledLegend>
      {presets.length > 0 && (
        <StyledPresets>
          {presets.map((p) => {
            const active = p.range.from === value.from && p.range.to === value.to;
            return (
              <Button
                key={p.id}
                size="sm"
                variant={active ? 'primary' : 'secondary'}
                aria-pressed={active}
                onClick={() => onChange(p.range)}
              >
                {p.label}
              </Button>
            );
          })}
        </StyledPresets>
      )}
      <StyledInputs>
        <StyledDateLabel>
          {fromLabel ?? t('dateFrom')}
          <Input
            type="date"
            value={value.from}
            min={min}
            max={value.to || max}
            invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
          />
        </StyledDateLabel>
        <StyledDateLabel>
          {toLabel ?? t('dateTo')}
          <Input
            type="date"
            value={value.to}
            min={value.from || min}
            max={max}
            invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
          />
        </StyledDateLabel>
      </StyledInputs>
      {invalid && (
        <StyledRangeError id={errorId} role="alert">
          {t('dateRangeInvalid')}
        </StyledRangeError>
      )}
    </StyledRange>
  );
}
