import styled from 'styled-components';

export const StyledGridScroller = styled.div`
  position: relative;
  width: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
  contain: strict;
`;

export const StyledGridInner = styled.div`
  position: relative;
  width: 100%;
`;

export const StyledGridRow = styled.div<{ $columns: number }>`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space['3']};
`;

export const StyledGridEmpty = styled.div`
  padding: ${({ theme }) => theme.space['8']};
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};
`;
