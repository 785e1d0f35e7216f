import styled from 'styled-components';

export const StyledPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['8']};
  padding-top: ${({ theme }) => theme.space['4']};
`;

export const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  min-width: 0;
  h3,
  h4 {
    margin: 0;
  }
`;

export const StyledLinks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledLink = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: start;
  }
`;

export const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
`;

export const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** The link itself, whole and wrapping anywhere (a phone is narrower than a link). */
export const StyledUrl = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
`;
