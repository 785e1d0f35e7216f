import { formatBalance } from '@wl/domain';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton/IconButton.tsx';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../internal/icons.tsx';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { StyledAmount, StyledBalance } from './BalanceDisplay.styles.ts';

export type BalanceDisplayProps = {
  /** The balance; null while unknown. */
  amount: number | null;
  currencySymbol?: string;
  /** Masked with stars (the header's hide toggle). */
  hidden?: boolean;
  onToggleHidden?: () => void;
  onRefresh?: () => void;
  /** A refresh is running: the refresh button spins and is busy. */
  refreshing?: boolean;
  size?: 'sm' | 'md' | 'lg';
  label?: string;
};

/** Balance: 2 decimals, thousands separators, currency symbol; masked when hidden; refresh spinner. */
export function BalanceDisplay({
  amount,
  currencySymbol = '',
  hidden = false,
  onToggleHidden,
  onRefresh,
  refreshing = false,
  size = 'md',
  label,
}: BalanceDisplayProps) {
  const { t } = useTranslation('ui');
  const text = formatBalance(amount, { currencySymbol, hidden });
  return (
    <StyledBalance>
      <VisuallyHidden>{label ?? t('balance')}</VisuallyHidden>
      <StyledAmount $size={size} aria-live="polite" aria-busy={refreshing || undefined}>
        {hidden ? <span aria-label={t('balanceHidden')}>{text}</span> : text}
      </StyledAmount>
      {onToggleHidden && (
        <IconButton
          size="sm"
          label={hidden ? t('showBalance') : t('hideBalance')}
          aria-pressed={hidden}
          icon={hidden ? <EyeOffIcon /> : <EyeIcon />}
          onClick={onToggleHidden}
        />
      )}
      {onRefresh && (
        <IconButton
          size="sm"
          label={t('refreshBalance')}
          icon={<RefreshIcon />}
          loading={refreshing}
          onClick={onRefresh}
        />
      )}
    </StyledBalance>
  );
}
