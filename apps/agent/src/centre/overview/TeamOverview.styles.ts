import styled from 'styled-components';

export const StyledKpis = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  div {
    display: grid;
    gap: ${({ theme }) => theme.space['1']};
    padding: ${({ theme }) => theme.space['3']};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.raised};
  }
  dt {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  min-width: 0;
  h2,
  h3 {
    margin: 0;
  }
`;
