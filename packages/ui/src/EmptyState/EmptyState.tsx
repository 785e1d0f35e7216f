import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StyledState, StyledStateIcon, StyledStateText, StyledStateTitle } from './EmptyState.styles.ts';

export type EmptyStateProps = {
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A next step (a Button or link). */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
};

function EmptyBox() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <path d="M3 8l9-5 9 5v8l-9 5-9-5z" />
      <path d="M3 8l9 5 9-5M12 13v8" />
    </svg>
  );
}

/** Nothing to show (no records, no favourites yet). */
export function EmptyState({ title, description, icon, action, headingLevel = 'h2' }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <StyledState role="status">
      <StyledStateIcon $tone="muted">{icon ?? <EmptyBox />}</StyledStateIcon>
      <StyledStateTitle as={headingLevel}>{title ?? t('emptyTitle')}</StyledStateTitle>
      {description && <StyledStateText>{description}</StyledStateText>}
      {action}
    </StyledState>
  );
}
