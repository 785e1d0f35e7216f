import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { StyledSkeleton, StyledSkeletonGroup, type SkeletonVariant } from './Skeleton.styles.ts';

export type { SkeletonVariant };

export type SkeletonProps = {
  variant?: SkeletonVariant;
  /** Any CSS length (the layout's size, e.g. a card's width). */
  width?: string;
  height?: string;
  className?: string;
};

/** A placeholder shape while content loads. Decorative: wrap groups in SkeletonGroup to announce loading. */
export function Skeleton({ variant = 'text', width, height, className }: SkeletonProps) {
  return (
    <StyledSkeleton aria-hidden="true" className={className} $variant={variant} style={{ width, height }} />
  );
}

export type SkeletonGroupProps = { lines?: number; label?: string; children?: React.ReactNode };

/** Several skeletons announced once as "Loading…" (role=status). */
export function SkeletonGroup({ lines = 3, label, children }: SkeletonGroupProps) {
  const { t } = useTranslation('ui');
  return (
    <StyledSkeletonGroup role="status" aria-busy="true">
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
      {children ??
        Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} width={i === lines - 1 ? '60%' : undefined} />
        ))}
    </StyledSkeletonGroup>
  );
}
