import styled from 'styled-components';

/** Full-page status layout shared by the maintenance and region-blocked pages. */
export const StyledStatusPage = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space['4']};
  min-height: 100vh;
  padding: ${({ theme }) => theme.space['6']};
  text-align: center;
  background: ${({ theme }) => theme.color.bg.canvas};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const StyledStatusLogo = styled.img`
  height: ${({ theme }) => theme.space['12']};
  width: auto;
`;

export const StyledStatusIcon = styled.div`
  display: flex;
  font-size: ${({ theme }) => theme.measure.size.heroIcon};
  color: ${({ theme }) => theme.color.fg.link};
`;

export const StyledStatusTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size['2xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size['3xl']};
  }
`;

export const StyledStatusText = styled.p`
  max-width: ${({ theme }) => theme.measure.width.wideText};
  color: ${({ theme }) => theme.color.fg.muted};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
`;

export const StyledStatusMeta = styled.p`
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.subtle};
`;
