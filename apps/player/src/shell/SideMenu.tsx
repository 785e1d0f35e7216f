import { memo, useDeferredValue, useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useLatest } from '../components/useLatest.ts';
import { useSession, useSettled, useTenant, useLanguage } from '@wl/app-shell';
import {
  isReferralPromotionEnabled,
  referralMenuItem,
  selectCurrentType,
  type CurrentType,
} from '@wl/domain';
import { LanguageSelect, SideMenu as UiSideMenu, type NavLink, type SideMenuSection } from '@wl/ui';
import { LANGUAGE_NAMES, type KeyOf, type Language } from '@wl/i18n';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { setAnnouncementsOpen, setCurrentType, setSideMenuOpen, toggleSideMenu } from '../app/store.ts';
import { useWalletConsolidatedFundsQuery } from '@wl/api/wallet';
import { useConsolidatedFundsAllowed } from './useUnclaimedCount.ts';
import { useImageResolver, useNotices, useSitePermission, useVendorLanes } from '../lobby/siteData.ts';
import { useChangeLanguage } from './useChangeLanguage.ts';
import { useAppDownloadQrCodes } from './appDownload.ts';
import { useAccountActions } from '../app/accountActions.ts';

const CATEGORY_ORDER: { type: CurrentType; key: KeyOf<'site'> }[] = [
  { type: 'HOME', key: 'nav.home' },
  { type: 'HOT', key: 'nav.hot' },
  { type: 'RNG', key: 'nav.rng' },
  { type: 'LIVE', key: 'nav.live' },
  { type: 'FISH', key: 'nav.fish' },
  { type: 'SPORTS', key: 'nav.sports' },
  { type: 'PVP', key: 'nav.pvp' },
  { type: 'ESPORTS', key: 'nav.esports' },
  { type: 'COCKFIGHT', key: 'nav.cockfight' },
  { type: 'LOTT', key: 'nav.lott' },
  { type: 'ELOTT', key: 'nav.elott' },
  { type: 'FAV', key: 'nav.favorite' },
];

/** Where the referral item takes an agent: the agent centre's register centre. */
const AGENT_REGISTER_CENTRE = '/agentHome/registerCenter';

const StyledBanners = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  margin: ${({ theme }) => theme.space['3']} 0 0;
  padding: 0 ${({ theme }) => theme.space['2']};
  list-style: none;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  button {
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
  }
`;

const StyledLanguage = styled.div`
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['2']};
`;

type Social = { type?: string; url?: string; name?: string };
/** The networks the menu links to, each with its words (`site:social.<network>`). */
type SocialNetwork = 'telegram' | 'facebook' | 'whatsapp' | 'viber' | 'youtube';
type SocialLink = Social & { type: SocialNetwork };

/** The menu itself, rendered again only when its props change (see SideMenu). */
const Menu = memo(UiSideMenu);

/** The side menu: referral, promotions, categories from HOME, app QR codes, service and social links, language, w_leftmenu banners. */
export function SideMenu({ drawer }: { drawer: boolean }) {
  const { t } = useTranslation(['site', 'ui']);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const tenant = useTenant();
  const session = useSession();
  const account = useAccountActions();
  // As in the HTML (open) until the page has hydrated: useSettled.
  const open = useSettled(
    useAppSelector((s) => s.shell.sideMenuOpen),
    true,
  );
  const current = useAppSelector((s) => s.shell.currentType);
  const permission = useSitePermission().data as
    { customerService?: Social[]; social?: Social[] } | undefined;
  const notices = useNotices();
  const resolve = useImageResolver();
  const { lanes } = useVendorLanes();
  const [language] = useLanguage();
  const changeLanguage = useChangeLanguage();
  const qrCodes = useAppDownloadQrCodes();
  // The REFERRAL promotion's switch is in the public state (consolidated funds `availablePromo.REFERRAL.enabled`),
  // asked only for a real member once member info is in (the header's unclaimed count asks the same query).
  // An agent whose site's agent policy flag is off does not ask (spec §6).
  const realMember = useConsolidatedFundsAllowed();
  const funds = useWalletConsolidatedFundsQuery(undefined, { skip: !realMember });
  const referralEnabled = realMember && isReferralPromotionEnabled(funds.data?.availablePromo);

  const sections = useMemo<SideMenuSection[]>(() => {
    const top: NavLink[] = [];
    const referral = referralMenuItem(session, referralEnabled);
    if (referral.visible) {
      top.push({
        id: 'referral',
        label: t('menu.referral'),
        href: referral.target === 'agentRegisterCentre' ? AGENT_REGISTER_CENTRE : '/member/referral',
      });
    }
    // Below 1024 px the header has no room for the deposit and withdraw shortcuts: the drawer carries them.
    if (drawer && session.isLogin) {
      top.push({ id: 'deposit', label: t('ui:deposit'), href: '/member/depositv2' });
      top.push({ id: 'withdraw', label: t('ui:withdraw'), href: '/member/withdraw' });
    }
    top.push({ id: 'promotions', label: t('nav.promotions'), href: '/promotions' });
    top.push({ id: 'announcements', label: t('announcements'), href: '#announcements' });
    const categories: NavLink[] = CATEGORY_ORDER.filter(
      ({ type }) =>
        type === 'HOME' ||
        type === 'HOT' ||
        (type === 'FAV' ? session.isLogin : (lanes[type as keyof typeof lanes]?.length ?? 0) > 0),
    ).map(({ type, key }) => ({
      id: `type-${type}`,
      label: t(key),
      href: selectCurrentType(type).navigateTo,
      active: current === type,
    }));
    const service: NavLink[] = (permission?.customerService ?? [])
      .filter((c) => c.url)
      .map((c, i) => ({
        id: `cs-${i}`,
        label: c.type === 'livechat' ? t('liveChat') : (c.name ?? t('customer_service')),
        href: c.url!,
        external: /^(https?:|mailto:)/.test(c.url!),
      }));
    const social = (permission?.social ?? []).filter(
      (s): s is SocialLink => !!s.url && ['telegram', 'facebook', 'whatsapp', 'viber'].includes(s.type ?? ''),
    );
    const channels = (permission?.social ?? []).filter(
      (s): s is SocialLink => !!s.url && ['facebook', 'youtube'].includes(s.type ?? ''),
    );
    const out: SideMenuSection[] = [
      { id: 'top', items: top },
      { id: 'categories', title: t('menu.games'), items: categories },
    ];
    if (service.length > 0) out.push({ id: 'service', title: t('customer_service'), items: service });
    if (social.length > 0)
      out.push({
        id: 'social',
        title: t('menu.contactUs'),
        items: social.map((s) => ({
          id: `social-${s.type}`,
          label: t(`social.${s.type}`),
          href: s.url!,
          external: true,
        })),
      });
    if (channels.length > 0)
      out.push({
        id: 'channels',
        title: t('menu.channels'),
        items: channels.map((s) => ({
          id: `channel-${s.type}`,
          label: t(`social.${s.type}`),
          href: s.url!,
          external: true,
        })),
      });
    return out;
  }, [session, permission, t, lanes, current, drawer, referralEnabled]);

  const banners = (notices?.banners ?? []).filter((b) => b.groupName === 'w_leftmenu');

  const go = (href: string, link: NavLink) => {
    if (href === '#announcements') {
      dispatch(setAnnouncementsOpen(true));
    } else if (href === AGENT_REGISTER_CENTRE) {
      // The agent centre is the agent app's (its own build under /agentHome), not a route of this one.
      window.location.assign(href);
    } else if (link.id === 'deposit' || link.id === 'withdraw') {
      // The same role check as the header's shortcuts (trial players are told to open a real account).
      account.guard(link.id, () => {
        navigate(href);
      });
    } else if (link.id.startsWith('type-')) {
      // The side menu sets the current game type (spec §4): RNG and PVP open their pages, every other type the home
      // page, which shows that type's section.
      const type = link.id.slice(5) as CurrentType;
      const choice = selectCurrentType(type);
      dispatch(setCurrentType(choice.currentType));
      navigate(choice.navigateTo, { state: { currentType: choice.currentType } });
    } else navigate(href);
    if (drawer) dispatch(setSideMenuOpen(false));
  };

  // The handlers act on the present render (useLatest): the menu may be a render behind.
  const now = useLatest({ go, changeLanguage, navigate });
  const menuProps: ComponentProps<typeof UiSideMenu> = {
    sections,
    onNavigate: (href, link) => now.current.go(href, link),
    collapsed: !drawer && !open,
    onToggle: () => dispatch(toggleSideMenu()),
    qrCodes,
    label: t('header.menu'),
    children: (
      <>
        {tenant.languages.length > 1 && (
          <StyledLanguage>
            <LanguageSelect
              value={language}
              languages={tenant.languages.map((code) => ({ code, name: LANGUAGE_NAMES[code] }))}
              onChange={(next) => now.current.changeLanguage(next as Language)}
              label={t('header.language')}
            />
          </StyledLanguage>
        )}
        {banners.length > 0 && (
          <StyledBanners aria-label={t('banners')}>
            {banners.map((b, i) => (
              <li key={i}>
                <button
                  type="button"
                  onClick={() => {
                    if (b.link) now.current.navigate(b.link);
                  }}
                >
                  <img
                    src={resolve(b.url)}
                    alt={String((b as { title?: unknown }).title ?? t('banner'))}
                    width={240}
                    height={90}
                    loading="lazy"
                  />
                </button>
              </li>
            ))}
          </StyledBanners>
        )}
      </>
    ),
  };
  // As the header's bar: a changed answer renders the menu's 80 or so components in a deferred, time-sliced render.
  const shown = useDeferredValue(menuProps);
  if (drawer && !open) return null;
  return <Menu {...shown} />;
}
