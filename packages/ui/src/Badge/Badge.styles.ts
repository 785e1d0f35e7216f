import styled, { type DefaultTheme } from 'styled-components';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'danger';

/** tone -> background/foreground pair (each pair is in the contrast test of @wl/tenant or uses fg.default). */
const badgeTones: Record<BadgeTone, (t: DefaultTheme) => { bg: string; fg: string }> = {
  neutral: (t) => ({ bg: t.color.bg.raised, fg: t.color.fg.default }),
  brand: (t) => ({ bg: t.color.bg.brand, fg: t.color.fg.onBrand }),
  accent: (t) => ({ bg: t.color.bg.accent, fg: t.color.fg.onAccent }),
  success: (t) => ({ bg: t.color.bg.success, fg: t.color.fg.onSuccess }),
  warning: (t) => ({ bg: t.color.bg.raised, fg: t.color.fg.warning }),
  danger: (t) => ({ bg: t.color.bg.danger, fg: t.color.fg.onDanger }),
};

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  padding: 0 ${({ theme }) => theme.space['2']};
  min-height: ${({ theme }) => theme.space['5']};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  color: ${({ theme, $tone }) => badgeTones[$tone](theme).fg};
  background: ${({ theme, $tone }) => badgeTones[$tone](theme).bg};
  border-radius: ${({ theme }) => theme.radius.pill};
`;
