import styled from 'styled-components';

/**
 * Sticky at the bottom of the page it is the last child of: it stays in view while the visitor scrolls, and at the end
 * of the page it sits in its own place below the content, so it never covers the page's last lines.
 */
export const StyledBanner = styled.section`
  position: sticky;
  inset-block-end: 0;
  z-index: ${({ theme }) => theme.z.header};
  padding: ${({ theme }) => `${theme.space['3']} ${theme.space['4']}`};
  color: ${({ theme }) => theme.color.fg.default};
  background: ${({ theme }) => theme.color.bg.raised};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

export const StyledInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
  max-width: ${({ theme }) => theme.measure.width.modalLg};
  margin: 0 auto;
`;

export const StyledText = styled.div`
  flex: 1 1 ${({ theme }) => theme.measure.width.menuMax};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space['1']};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  p {
    margin: 0;
  }
`;

/** The two choices side by side, the same size and style: neither is pushed over the other. */
export const StyledActions = styled.div`
  display: flex;
  flex: 1 1 auto;
  gap: ${({ theme }) => theme.space['2']};
  & > * {
    flex: 1 1 0;
    min-width: 0;
    white-space: normal;
  }
`;
