import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { WarningIcon } from '../internal/icons.tsx';
import { StyledState, StyledStateIcon, StyledStateText, StyledStateTitle } from './ErrorState.styles.ts';

export type ErrorStateProps = {
  title?: ReactNode;
  /** What went wrong, in words from i18n (never a raw server code). */
  description?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
};

/** A load failed (network, area timeout): says so and offers a retry. */
export function ErrorState({
  title,
  description,
  onRetry,
  retryLabel,
  retrying = false,
  headingLevel = 'h2',
}: ErrorStateProps) {
  const { t } = useTranslation('ui');
  return (
    <StyledState role="alert">
      <StyledStateIcon $tone="danger">
        <WarningIcon />
      </StyledStateIcon>
      <StyledStateTitle as={headingLevel}>{title ?? t('error')}</StyledStateTitle>
      {description && <StyledStateText>{description}</StyledStateText>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {retryLabel ?? t('retry')}
        </Button>
      )}
    </StyledState>
  );
}
