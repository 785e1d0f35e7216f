import styled from 'styled-components';
import { visuallyHidden } from '../internal/styles.ts';

/** Wraps on a phone only, where the wallet (balance, deposit) takes a second row. */
export const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
  min-height: ${({ theme }) => theme.space['16']};
  padding: ${({ theme }) => `${theme.space['2']} ${theme.space['3']}`};
  background: ${({ theme }) => theme.component.header.bg};
  color: ${({ theme }) => theme.component.header.fg};
  border-bottom: 1px solid ${({ theme }) => theme.component.header.border};
  ${({ theme }) => theme.media.md} {
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space['3']};
    padding-inline: ${({ theme }) => theme.space['4']};
  }
`;

/**
 * The tenant logo: a fixed height, at most headerLogo wide, always drawn whole (object-fit: contain).
 * The navigation takes only the room left over (flex-basis 0), so it never squeezes the logo; only when
 * the actions alone leave too little room (a phone, long Thai labels) does the logo scale down, never
 * below headerLogoMin. On a phone the bar wraps (the wallet's row), so the logo's flex-basis is its smallest width
 * there: the first row never breaks, the logo grows into the room left.
 */
export const StyledLogo = styled.a`
  display: inline-flex;
  flex: 1 1 ${({ theme }) => theme.measure.width.headerLogoMin};
  ${({ theme }) => theme.media.md} {
    flex: 0 1 auto;
  }
  min-width: ${({ theme }) => theme.measure.width.headerLogoMin};
  max-width: ${({ theme }) => theme.measure.width.headerLogo};
  img {
    display: block;
    height: ${({ theme }) => theme.space['8']};
    width: auto;
    max-width: 100%;
    object-fit: contain;
    object-position: left center;
  }
`;

/**
 * The top navigation, from lg. The rules are for the bar's own list only (`> ul`): the game dropdowns inside its items
 * have lists of their own. The links that do not fit (useNavFit) go into the More menu, the list's last item; they
 * stay in the list, out of sight and of the flow (aria-hidden), where they can still be measured; the space between
 * items is their padding, so that it is part of their measured widths.
 */
export const StyledNav = styled.nav`
  display: none;
  flex: 1;
  min-width: 0;
  ${({ theme }) => theme.media.lg} {
    display: block;
  }
  > ul {
    display: flex;
    padding: 0;
    list-style: none;
  }
  > ul > li {
    display: flex;
    align-items: center;
    flex: none;
  }
  > ul > li + li {
    padding-inline-start: ${({ theme }) => theme.space['1']};
  }
  > ul > li[aria-hidden] {
    position: absolute;
    top: 0;
    inset-inline-start: 0;
    visibility: hidden;
  }
  > ul > li:last-child > * > button {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  > ul > li[data-current] > * > button {
    color: ${({ theme }) => theme.color.fg.link};
  }
  > ul > li > a {
    display: block;
    padding: ${({ theme }) => `${theme.space['2']} ${theme.space['3']}`};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    white-space: nowrap;
    color: ${({ theme }) => theme.component.header.fg};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  > ul > li > a:hover {
    background: ${({ theme }) => theme.color.bg.raised};
  }
  > ul > li > a[aria-current='page'] {
    color: ${({ theme }) => theme.color.fg.link};
    box-shadow: inset 0 -${({ theme }) => theme.measure.stroke.indicator} 0
      ${({ theme }) => theme.color.fg.link};
  }
`;

/**
 * Logged in: the balance (hide toggle, refresh), deposit and (from lg) withdraw. On a phone a full-width second row
 * of the bar, after the first row of menu, logo, gift and account; from md in the row, before the account buttons.
 */
export const StyledWallet = styled.div`
  display: flex;
  order: 1;
  flex: 1 0 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
  ${({ theme }) => theme.media.md} {
    order: 0;
    flex: none;
    margin-inline-start: auto;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  margin-inline-start: auto;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  flex: none;
  ${StyledWallet} + & {
    ${({ theme }) => theme.media.md} {
      margin-inline-start: 0;
    }
  }
`;

/** Withdraw: from lg only; at tablet width the balance and deposit keep the bar within the screen. */
export const StyledFromLarge = styled.span`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: contents;
  }
`;

export const StyledAccount = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  max-width: ${({ theme }) => theme.measure.width.headerAccount};
  min-width: 0;
  text-align: start;
`;

/**
 * The account name next to the avatar from xl; narrower, it only names the menu button (the room goes
 * to the logo and the navigation).
 */
export const StyledAccountName = styled.span`
  ${visuallyHidden}
  ${({ theme }) => theme.media.xl} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    clip: auto;
  }
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** VIP and rank badges: shown from xl, like the account name. */
export const StyledAccountText = styled.span`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
  ${({ theme }) => theme.media.xl} {
    display: inline-flex;
  }
`;

export const StyledMenuToggle = styled.div`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

/**
 * While the app has not read the session (a prerendered page hydrating): the guest's buttons, unless the page's head
 * script found a session (`html[data-wl-session]`); then the account area's skeleton instead, with the phone's wallet
 * row, so the bar does not change height when the account arrives.
 */
export const StyledPendingGuest = styled.div`
  display: contents;
  html[data-wl-session] & {
    display: none;
  }
`;

export const StyledPendingWallet = styled(StyledWallet)`
  display: none;
  min-height: ${({ theme }) => theme.space['8']};
  html[data-wl-session] & {
    display: flex;
  }
`;

export const StyledPendingAccount = styled.span`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  html[data-wl-session] & {
    display: inline-flex;
  }
`;
