import { useTranslation } from 'react-i18next';
import { StyledBar, StyledTrack } from './LoadingBar.styles.ts';

export type LoadingBarProps = {
  /** Shown only while active (route changes, lazy areas). */
  active: boolean;
  /** 0-100 for known progress; indeterminate when absent. */
  value?: number;
  label?: string;
  /** Pinned to the top of the viewport (default) or in the flow. */
  fixed?: boolean;
};

/** The thin top loading bar: a named progressbar, indeterminate unless a value is given. */
export function LoadingBar({ active, value, label, fixed = true }: LoadingBarProps) {
  const { t } = useTranslation('ui');
  if (!active) return null;
  const clamped = value === undefined ? undefined : Math.min(100, Math.max(0, value));
  return (
    <StyledTrack
      $fixed={fixed}
      role="progressbar"
      aria-label={label ?? t('loadingPage')}
      aria-valuemin={clamped === undefined ? undefined : 0}
      aria-valuemax={clamped === undefined ? undefined : 100}
      aria-valuenow={clamped}
    >
      <StyledBar $value={clamped} />
    </StyledTrack>
  );
}
