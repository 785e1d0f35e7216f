import styled from 'styled-components';

export const StyledLanguageSelect = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.fg.muted};
  & > div {
    min-width: ${({ theme }) => theme.measure.width.languageSelect};
  }
`;
