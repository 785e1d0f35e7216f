import styled from 'styled-components';

// Same full-page layout as the maintenance and region-blocked pages.
export {
  StyledStatusIcon,
  StyledStatusLogo,
  StyledStatusPage,
  StyledStatusText,
  StyledStatusTitle,
} from '../MaintenancePage/MaintenancePage.styles.ts';

/** Title and text: the part announced as an alert. */
export const StyledMessage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
  /* The title takes focus when the page appears (it is not a control): no ring. */
  h1:focus {
    outline: none;
  }
`;

export const StyledContacts = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  max-width: 100%;
  margin-top: ${({ theme }) => theme.space['2']};
  padding-top: ${({ theme }) => theme.space['4']};
  border-top: ${({ theme }) => theme.measure.stroke.hairline} solid
    ${({ theme }) => theme.color.border.subtle};
`;

export const StyledContactsTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const StyledContactList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['5']};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    max-width: 100%;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space['2']};
    min-height: ${({ theme }) => theme.space['10']};
    max-width: 100%;
    color: ${({ theme }) => theme.color.fg.link};
    /* A long address wraps beside its icon, not centred under it. */
    text-align: start;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
  }
`;
