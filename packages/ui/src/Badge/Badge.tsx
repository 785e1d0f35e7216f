import type { ReactNode } from 'react';
import { StyledBadge, type BadgeTone } from './Badge.styles.ts';

export type { BadgeTone };
export type BadgeProps = { tone?: BadgeTone; children: ReactNode; icon?: ReactNode; className?: string };

/** A short label: VIP rank, Hot, Maintenance, New. */
export function Badge({ tone = 'neutral', children, icon, className }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} className={className}>
      {icon}
      {children}
    </StyledBadge>
  );
}
