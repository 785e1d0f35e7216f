import {
  lazy,
  memo,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useWalletBalanceQuery } from '@wl/api/wallet';
import { useMemberIconQuery } from '@wl/api/member';
import { useHydrating, useSession, useSettled, useTenant, useWhitelabel } from '@wl/app-shell';
import {
  accountMenuItems,
  dropdownLayout,
  type AccountMenuItem,
  type Action,
  topNavigation,
  type GameCategory,
  type NavItem,
} from '@wl/domain';
import { Header as UiHeader, type MenuItem, type NavLink } from '@wl/ui';
import { useLanguage } from '@wl/app-shell';
import { LANGUAGE_NAMES, type KeyOf, type Language } from '@wl/i18n';
import { useAccountActions } from '../app/accountActions.ts';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { toggleBalanceHidden, toggleSideMenu } from '../app/store.ts';
import { DEFAULT_AVATAR } from '../lobby/images.ts';
import { useImageResolver, useSitePermission, useVendorLanes } from '../lobby/siteData.ts';
import { useChangeLanguage } from './useChangeLanguage.ts';
import { presetAvatar } from './avatars.ts';
import { useUnclaimedCount } from './useUnclaimedCount.ts';
import { usePlay } from '../components/GameLauncher.tsx';
import { vendorCardGame } from '../lobby/Sections.tsx';
import { preloadAccountModals } from '../account/index.ts';
import type { MemberPage } from '../member/pageNames.ts';
import type * as MenuRules from '../member/menu.ts';
import { useMemberPageOpener } from '../member/useMemberPageOpener.tsx';
import { useLatest } from '../components/useLatest.ts';

const LanguageSelect = lazy(() => import('./LanguageSelectView.tsx'));

/**
 * The member centre page each account-menu item opens (`/member/<page>`, the spec's page names), and the guarded
 * action it is: the account centre's records and VIP level, the reward centre, the member centre's "my account".
 */
const ACCOUNT_MENU_PAGE: Record<
  Exclude<AccountMenuItem, 'agentCentre' | 'signOut'>,
  readonly [MemberPage, Action]
> = {
  vipLevel: ['playerRank', 'accountCentre'],
  bettingRecord: ['personalHistoryCopy', 'accountCentre'],
  accountRecord: ['transactionHistory', 'accountCentre'],
  personalProfit: ['personalProfit', 'accountCentre'],
  rewardCentre: ['rewardCenter', 'rewards'],
  myAccount: ['securityCenter', 'memberCentre'],
};

/** The account menu's "Take a break" (issue 31): the responsible gaming page's break section, two taps away. */
const TAKE_A_BREAK_PATH = '/member/responsibleGaming#take-a-break';

const NAV_KEY: Record<NavItem['id'], KeyOf<'site'>> = {
  HOME: 'nav.home',
  PROMOTIONS: 'nav.promotions',
  LOTT: 'nav.lott',
  ELOTT: 'nav.elott',
  LIVE: 'nav.live',
  SPORTS: 'nav.sports',
  FISH: 'nav.fish',
  RNG: 'nav.rng',
  PVP: 'nav.pvp',
  ESPORTS: 'nav.esports',
  COCKFIGHT: 'nav.cockfight',
  HOT: 'nav.hot',
  FAV: 'nav.favorite',
};

/** Top navigation: home, promotions and each category with at least one vendor. */
export function useTopNavigation(): readonly NavLink[] {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  const { lanes, isLoading } = useVendorLanes();
  return useMemo(() => {
    const counts = Object.fromEntries(Object.entries(lanes).map(([k, v]) => [k, v?.length ?? 0]));
    // Before the vendors arrive, show every category (avoids a jumping bar on a fresh load).
    const items = isLoading
      ? topNavigation({ LOTT: 1, ELOTT: 1, LIVE: 1, SPORTS: 1, FISH: 1, RNG: 1, PVP: 1, ESPORTS: 1 })
      : topNavigation(counts);
    return items.map((item) => ({
      id: item.id,
      label: t(NAV_KEY[item.id]),
      href: item.path,
      active: item.path === '/' ? pathname === '/' : pathname.toLowerCase() === item.path,
    }));
  }, [lanes, isLoading, t, pathname]);
}

/**
 * The bar itself, rendered again only when its props change. The header passes it its props through
 * `useDeferredValue`: a store value that changes (an answer, the session read after a prerendered page hydrated) renders
 * the header at once, at the highest priority, and the bar's 100 or so components then follow in a deferred,
 * time-sliced render, not in the same task (decision 0010).
 */
const Bar = memo(UiHeader);

/** The header; `compact` (phones) leaves the language select to the side menu so the bar fits 360 px. */
export function Header({
  showMenuToggle,
  compact = false,
  showsSideMenu = false,
}: {
  showMenuToggle: boolean;
  compact?: boolean;
  showsSideMenu?: boolean;
}) {
  const { t } = useTranslation('site');
  const tenant = useTenant();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const session = useSession();
  const account = useAccountActions();
  // Wide screens: the account menu's pages, deposit and withdraw open in a popup over this page (spec §2 "Modals").
  const memberPage = useMemberPageOpener();
  const topNav = useTopNavigation();
  const { lanes } = useVendorLanes();
  const play = usePlay();
  // As in the HTML (open) until the page has hydrated (the store's value is a phone's closed drawer): useSettled.
  const menuOpen = useSettled(
    useAppSelector((s) => s.shell.sideMenuOpen),
    true,
  );
  const balanceHidden = useAppSelector((s) => s.shell.balanceHidden);
  const [language] = useLanguage();
  const changeLanguage = useChangeLanguage();
  const resolve = useImageResolver();
  // Each category of the bar opens a dropdown of its providers (the spec's large layout above 10 of them); choosing
  // one acts as its card in the lobby does (popup, page or game by the launch rules).
  const nav = useMemo<NavLink[]>(
    () =>
      topNav.map((link) => {
        const cards = lanes[link.id as GameCategory] ?? [];
        if (cards.length === 0) return link;
        const byId = new Map(cards.map((card) => [card.vassalage, card]));
        return {
          ...link,
          menu: {
            label: t('header.providers', { category: link.label }),
            layout: dropdownLayout(cards.length),
            items: cards.map((card) => ({
              id: card.vassalage,
              label: card.name ?? card.vassalage,
              iconUrl: resolve(card.iconUrl),
              maintenance: card.maintenance,
            })),
            onSelect: (id: string) => {
              const card = byId.get(id);
              if (card) play(vendorCardGame(card, link.id));
            },
          },
        };
      }),
    [topNav, lanes, resolve, play, t],
  );
  const permission = useSitePermission().data as { currencySymbol?: string } | undefined;

  const loggedIn = session.isLogin;
  // A prerendered page hydrating has not read the session yet (AppProviders' serverState is a guest's).
  const hydrating = useHydrating();
  const balance = useWalletBalanceQuery({}, { skip: !loggedIn });
  const unclaimed = useUnclaimedCount();
  const icon = useMemberIconQuery(undefined, { skip: !loggedIn || session.isTrial });
  const member = session.member as
    | {
        account?: string;
        nickname?: string | null;
        clubLabel?: { labelName: string } | null;
        vipRankLevel?: number;
      }
    | undefined;

  const whitelabel = useWhitelabel();
  // The member pages' gates (member/menu.ts) are not part of the first screen: fetched once a player is logged in.
  const [menuRules, setMenuRules] = useState<typeof MenuRules | null>(null);
  useEffect(() => {
    if (!loggedIn || menuRules) return undefined;
    let live = true;
    void import('../member/menu.ts').then((rules) => {
      if (live) setMenuRules(rules);
    });
    return () => {
      live = false;
    };
  }, [loggedIn, menuRules]);
  // Shown once the site's modules are known and RESPGAM3 is on (the member page's own gate), to a real account.
  const takeBreak =
    loggedIn &&
    !session.isTrial &&
    whitelabel.loaded &&
    menuRules !== null &&
    menuRules.isPageAvailable('responsibleGaming', {
      whitelabel: whitelabel.tree,
      isSingleWallet: undefined,
      toUpline: undefined,
      memberType: undefined,
    });
  // The handlers act on the present render's actions and session (useLatest): the bar may be a render behind.
  const now = useLatest({ account, memberPage, balance, navigate, dispatch, changeLanguage });
  const accountMenu: MenuItem[] = accountMenuItems(session).flatMap((item): MenuItem[] =>
    item === 'signOut'
      ? [
          {
            id: item,
            label: t('account.signOut'),
            danger: true,
            onSelect: () => now.current.account.confirmLogout(),
          },
        ]
      : [
          {
            id: item,
            label: t(`account.${item}`),
            onSelect: () => {
              if (item === 'agentCentre') window.location.assign('/agentHome');
              else now.current.memberPage.open(...ACCOUNT_MENU_PAGE[item]);
            },
          },
          ...(item === 'myAccount' && takeBreak
            ? [
                {
                  id: 'takeBreak',
                  label: t('account.takeBreak'),
                  onSelect: () =>
                    now.current.account.guard(
                      'memberCentre',
                      () => void now.current.navigate(TAKE_A_BREAK_PATH),
                    ),
                },
              ]
            : []),
        ],
  );

  const barProps: ComponentProps<typeof UiHeader> = {
    logo: { src: tenant.assets.logo, alt: tenant.name, href: '/' },
    nav,
    onNavigate: (href) => {
      now.current.navigate(href);
    },
    user: loggedIn
      ? {
          account: member?.nickname || member?.account || '…',
          // A STATIC avatar is one of the site's built-in pictures by id ("0"), not a path on the image CDN
          // (see avatars.ts; an unknown id shows the default one). Uploaded avatars are images.
          avatarUrl: icon.data
            ? icon.data.avatarType === 'STATIC'
              ? (presetAvatar(icon.data.avatar) ?? null)
              : (resolve(icon.data.avatar) ?? null)
            : null,
          // The club label is the VIP label ("VIP 3"); the level badge shows only without a label.
          vipLevel: member?.clubLabel?.labelName ? undefined : member?.vipRankLevel,
          rankName: member?.clubLabel?.labelName,
          unclaimed,
          balance: balance.data ? Number(balance.data.sumBalance) : null,
          currencySymbol: balance.data?.currencySymbol ?? permission?.currencySymbol,
          balanceHidden,
          refreshing: balance.isFetching,
        }
      : null,
    defaultAvatar: DEFAULT_AVATAR,
    accountPending: hydrating,
    onLogin: () => now.current.account.openLogin(),
    onRegister: () => now.current.account.openRegister(),
    onToggleBalance: () => now.current.dispatch(toggleBalanceHidden()),
    onRefreshBalance: () => void now.current.balance.refetch(),
    onDeposit: () => now.current.memberPage.open('depositv2', 'deposit'),
    onWithdraw: () => now.current.memberPage.open('withdraw', 'withdraw'),
    onUnclaimed: () =>
      now.current.account.guard('rewards', () => {
        now.current.navigate('/member/rewardCenter');
      }),
    accountMenu,
    onMenuToggle: showMenuToggle ? () => now.current.dispatch(toggleSideMenu()) : undefined,
    menuOpen,
    extra:
      // The side menu holds the language select (spec); the header keeps one only where the menu is a drawer and
      // there is room (tablets).
      tenant.languages.length > 1 && !compact && !showsSideMenu ? (
        <Suspense fallback={null}>
          <LanguageSelect
            value={language}
            languages={tenant.languages.map((code) => ({ code, name: LANGUAGE_NAMES[code] }))}
            onChange={(next) => now.current.changeLanguage(next as Language)}
            label={t('header.language')}
          />
        </Suspense>
      ) : undefined,
  };
  const shown = useDeferredValue(barProps);

  return (
    <div
      // No box of its own: the header stays the shell's grid item, so it sticks to the top as the page scrolls.
      style={{ display: 'contents' }}
      // A visitor reaching for the header may be about to log in or register: fetch those popups' code now.
      onPointerOver={loggedIn ? undefined : () => preloadAccountModals()}
      onFocus={loggedIn ? undefined : () => preloadAccountModals()}
    >
      <Bar {...shown} />
      {memberPage.modal}
    </div>
  );
}
