import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { BalanceDisplay } from '../BalanceDisplay/BalanceDisplay.tsx';
import { Button } from '../Button/Button.tsx';
import { CountBubble } from '../CountBubble/CountBubble.tsx';
import { DropdownMenu, type MenuItem } from '../DropdownMenu/DropdownMenu.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { GiftIcon, MenuIcon } from '../internal/icons.tsx';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import {
  linkProps,
  type NavLink,
  type NavMenu,
  type NavMenuItem,
  type OnNavigate,
} from '../internal/links.tsx';
import { NavItem, OVERFLOWED } from './GameMenu.tsx';
import {
  StyledAccount,
  StyledAccountName,
  StyledAccountText,
  StyledActions,
  StyledHeader,
  StyledLogo,
  StyledMenuToggle,
  StyledFromLarge,
  StyledNav,
  StyledWallet,
  StyledPendingAccount,
  StyledPendingGuest,
  StyledPendingWallet,
} from './Header.styles.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { useNavFit } from './navFit.ts';

export type { NavLink, NavMenu, NavMenuItem, OnNavigate };

export type HeaderUser = {
  account: string;
  avatarUrl?: string | null;
  vipLevel?: number;
  rankName?: string;
  /** Available promotions + unread messages. */
  unclaimed: number;
  balance: number | null;
  currencySymbol?: string;
  balanceHidden: boolean;
  refreshing?: boolean;
};

export type HeaderProps = {
  logo: { src: string; alt: string; href: string };
  nav?: readonly NavLink[];
  onNavigate?: OnNavigate;
  /** null when logged out. */
  user: HeaderUser | null;
  defaultAvatar?: string;
  onLogin: () => void;
  onRegister: () => void;
  onToggleBalance?: () => void;
  onRefreshBalance?: () => void;
  onDeposit?: () => void;
  onWithdraw?: () => void;
  onUnclaimed?: () => void;
  /** Account menu: VIP level, records, reward centre, my account, agent centre (agents), sign out. */
  accountMenu?: readonly MenuItem[];
  /** Opens / closes the side menu (shown below the large breakpoint). */
  onMenuToggle?: () => void;
  menuOpen?: boolean;
  /** Extra items (language select...). */
  extra?: ReactNode;
  /**
   * The app has not read the session yet (a prerendered page hydrating, `user` null): the guest's buttons show, or,
   * on a page whose head script found a session (`html[data-wl-session]`), the account area's skeleton.
   */
  accountPending?: boolean;
};

/**
 * The top navigation: the links that fit, and a More menu of the rest. Its own part, so that measuring what fits
 * renders the navigation again, not the whole bar.
 */
function TopNav({ nav, onNavigate }: { nav: readonly NavLink[]; onNavigate?: OnNavigate }) {
  const { t } = useTranslation('ui');
  const [navList, fit] = useNavFit(nav);
  const more = nav.slice(fit);
  return (
    <StyledNav aria-label={t('games')}>
      <ul ref={navList}>
        {nav.map((link, i) => (
          <NavItem key={link.id} link={link} onNavigate={onNavigate} overflowed={i >= fit} />
        ))}
        {/* Always rendered, so that its width is known before it is needed. */}
        <li
          {...(more.length === 0 ? OVERFLOWED : undefined)}
          data-current={more.some((link) => link.active) || undefined}
        >
          <DropdownMenu
            label={t('more')}
            triggerVariant="ghost"
            triggerSize="sm"
            align="end"
            // A menu item is a button: the app's router, else the browser, follows the link.
            items={more.map((link) => ({
              ...link,
              onSelect: () => (onNavigate ? onNavigate(link.href, link) : location.assign(link.href)),
            }))}
          />
        </li>
      </ul>
    </StyledNav>
  );
}

/**
 * The site header: logo, top navigation, and either login/register or the player's account area. The navigation shows
 * the links that fit (measured) and a More menu of the rest. Logged in, the balance and deposit sit beside the account
 * buttons; on a phone (below md) they take a second row of the bar.
 */
export function Header({
  logo,
  nav = [],
  onNavigate,
  user,
  defaultAvatar,
  onLogin,
  onRegister,
  onToggleBalance,
  onRefreshBalance,
  onDeposit,
  onWithdraw,
  onUnclaimed,
  accountMenu = [],
  onMenuToggle,
  menuOpen = false,
  extra,
  accountPending = false,
}: HeaderProps) {
  const { t } = useTranslation('ui');
  return (
    <StyledHeader>
      {onMenuToggle && (
        <StyledMenuToggle>
          <IconButton
            label={t('openMenu')}
            aria-expanded={menuOpen}
            icon={<MenuIcon />}
            onClick={onMenuToggle}
          />
        </StyledMenuToggle>
      )}
      <StyledLogo {...linkProps({ id: 'logo', label: logo.alt, href: logo.href }, onNavigate)}>
        <img src={logo.src} alt={logo.alt} />
      </StyledLogo>
      {nav.length > 0 && <TopNav nav={nav} onNavigate={onNavigate} />}
      {user && (
        <StyledWallet>
          <BalanceDisplay
            amount={user.balance}
            currencySymbol={user.currencySymbol}
            hidden={user.balanceHidden}
            onToggleHidden={onToggleBalance}
            onRefresh={onRefreshBalance}
            refreshing={user.refreshing}
          />
          {onDeposit && (
            <Button size="sm" onClick={onDeposit}>
              {t('deposit')}
            </Button>
          )}
          {onWithdraw && (
            <StyledFromLarge>
              <Button size="sm" variant="secondary" onClick={onWithdraw}>
                {t('withdraw')}
              </Button>
            </StyledFromLarge>
          )}
        </StyledWallet>
      )}
      {!user && accountPending && (
        <StyledPendingWallet aria-hidden="true">
          <Skeleton width="7rem" height="1.25rem" />
          <Skeleton width="4.5rem" height="2rem" />
        </StyledPendingWallet>
      )}
      <StyledActions>
        {extra}
        {!user && accountPending ? (
          <>
            <StyledPendingGuest>
              <Button size="sm" variant="secondary" onClick={onLogin}>
                {t('login')}
              </Button>
              <Button size="sm" onClick={onRegister}>
                {t('register')}
              </Button>
            </StyledPendingGuest>
            <StyledPendingAccount aria-hidden="true">
              <Skeleton variant="circle" width="2rem" height="2rem" />
              <Skeleton width="4rem" height="1rem" />
            </StyledPendingAccount>
          </>
        ) : user ? (
          <>
            {onUnclaimed && (
              <CountBubble count={user.unclaimed}>
                <IconButton
                  label={`${t('gift')}, ${t('unclaimed', { count: user.unclaimed })}`}
                  icon={<GiftIcon />}
                  onClick={onUnclaimed}
                />
              </CountBubble>
            )}
            <DropdownMenu
              label={t('accountMenu')}
              triggerVariant="ghost"
              align="end"
              items={accountMenu}
              triggerContent={
                <StyledAccount>
                  <Avatar size="sm" src={user.avatarUrl} fallbackSrc={defaultAvatar} alt="" />
                  <StyledAccountName>{user.account}</StyledAccountName>
                  <StyledAccountText>
                    {user.vipLevel !== undefined && (
                      <Badge tone="brand">{t('vip', { level: user.vipLevel })}</Badge>
                    )}
                    {user.rankName && <Badge tone="neutral">{user.rankName}</Badge>}
                  </StyledAccountText>
                  <VisuallyHidden>{t('accountMenu')}</VisuallyHidden>
                </StyledAccount>
              }
            />
          </>
        ) : (
          <>
            <Button size="sm" variant="secondary" onClick={onLogin}>
              {t('login')}
            </Button>
            <Button size="sm" onClick={onRegister}>
              {t('register')}
            </Button>
          </>
        )}
      </StyledActions>
    </StyledHeader>
  );
}
