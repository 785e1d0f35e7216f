import styled from 'styled-components';

export const StyledLane = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
  min-width: 0;
`;

export const StyledLaneHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['3']};
`;

export const StyledLaneTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  min-width: 0;
`;

export const StyledMore = styled.a`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: ${({ theme }) => theme.measure.size.target};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.fg.link};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

export const StyledLaneList = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 42%;
  gap: ${({ theme }) => theme.space['3']};
  padding: 0 0 ${({ theme }) => theme.space['2']};
  margin: 0;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  & > li {
    scroll-snap-align: start;
    min-width: 0;
  }
  ${({ theme }) => theme.media.md} {
    grid-auto-columns: 22%;
  }
  ${({ theme }) => theme.media.lg} {
    grid-auto-columns: calc((100% - 5 * ${({ theme }) => theme.space['3']}) / 6);
  }
`;
