import styled, { keyframes, type DefaultTheme } from 'styled-components';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

/** tone -> accent stripe + icon colour. Text stays fg.default on surface (a checked pair). */
const toastTones: Record<ToastTone, (t: DefaultTheme) => { accent: string; icon: string }> = {
  info: (t) => ({ accent: t.color.bg.info, icon: t.color.fg.link }),
  success: (t) => ({ accent: t.color.bg.success, icon: t.color.fg.success }),
  warning: (t) => ({ accent: t.color.bg.warning, icon: t.color.fg.warning }),
  danger: (t) => ({ accent: t.color.bg.danger, icon: t.color.fg.danger }),
};

const slideIn = (offset: string) =>
  keyframes`from { opacity: 0; transform: translateY(-${offset}); } to { opacity: 1; transform: none; }`;

export const StyledAlert = styled.div<{ $tone: ToastTone; $floating: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space['3']};
  width: 100%;
  padding: ${({ theme }) => `${theme.space['3']} ${theme.space['4']}`};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-inline-start: ${({ theme }) => theme.space['1']} solid
    ${({ theme, $tone }) => toastTones[$tone](theme).accent};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme, $floating }) => ($floating ? theme.shadow.md : 'none')};
  animation: ${({ theme }) => slideIn(theme.measure.enter)} ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.standard};
`;

export const StyledAlertIcon = styled.span<{ $tone: ToastTone }>`
  display: inline-flex;
  flex: none;
  padding-top: ${({ theme }) => theme.space['1']};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme, $tone }) => toastTones[$tone](theme).icon};
`;

export const StyledAlertBody = styled.div`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const StyledAlertTitle = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const StyledToastRegion = styled.div`
  position: fixed;
  inset-block-start: ${({ theme }) => theme.space['4']};
  inset-inline: ${({ theme }) => theme.space['4']};
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  pointer-events: none;
  & > * {
    pointer-events: auto;
    max-width: ${({ theme }) => theme.measure.width.toast};
  }
`;
