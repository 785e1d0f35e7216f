import styled from 'styled-components';

/** Everything in the footer uses the footer pair (component.footer.fg on .bg), which the tenant contrast test checks. */
export const StyledFooter = styled.footer`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['6']};
  padding: ${({ theme }) => `${theme.space['8']} ${theme.space['4']}`};
  background: ${({ theme }) => theme.component.footer.bg};
  color: ${({ theme }) => theme.component.footer.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space['6']};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const StyledColumnTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space['2']};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.component.footer.fg};
`;

export const StyledLinks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.component.footer.fg};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export const StyledSocial = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['3']};
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.component.footer.fg};
  }
`;

export const StyledVendors = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['3']};
  padding: 0;
  list-style: none;
  img {
    height: ${({ theme }) => theme.space['8']};
    width: auto;
    opacity: 0.85;
  }
`;

export const StyledLicence = styled.p`
  padding-top: ${({ theme }) => theme.space['4']};
  font-size: ${({ theme }) => theme.font.size.xs};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
`;
