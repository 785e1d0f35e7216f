import styled from 'styled-components';

export const StyledDialogMessage = styled.div`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  color: ${({ theme }) => theme.color.fg.muted};
  overflow-wrap: anywhere;
`;

export const StyledDialogIcon = styled.div<{ $tone: 'info' | 'success' | 'warning' | 'danger' }>`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space['3']};
  font-size: ${({ theme }) => theme.font.size['3xl']};
  color: ${({ theme, $tone }) =>
    ({
      info: theme.color.fg.link,
      success: theme.color.fg.success,
      warning: theme.color.fg.warning,
      danger: theme.color.fg.danger,
    })[$tone]};
`;
