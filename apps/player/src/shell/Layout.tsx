import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import styled from 'styled-components';
import { Analytics, PlatformGate, useSettled, useTenant } from '@wl/app-shell';
import { rootPageFor, systemStatusOf } from '@wl/domain';
import { LoadingBar, ToastRegion } from '@wl/ui';
import type { RouteHandle } from '../app/routes.tsx';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { dismissFlash, setAnnouncementsOpen, setSideMenuOpen, LARGE_BREAKPOINT_PX } from '../app/store.ts';
import { GameLauncherProvider } from '../components/GameLauncher.tsx';
import { useMediaQuery } from '../components/useMediaQuery.ts';
import { useSitePermission } from '../lobby/siteData.ts';
import { Header } from './Header.tsx';
import { FloatingActions } from './FloatingActions.tsx';
import { AccountModals } from '../account/index.ts';
import { HelpModal } from '../help/HelpModal.tsx';
import { RealityCheckGate } from '../member/protection/RealityCheckGate.tsx';

// Modals that need platform HTML (DOMPurify) or thousands of games load on first use.
const VendorPopup = lazy(() =>
  import('../components/VendorPopup.tsx').then((m) => ({ default: m.VendorPopup })),
);
const NoticeModals = lazy(() => import('../components/NoticeModals.tsx'));
// The side menu is not on a phone's first screen (it opens in a drawer); on a desktop it arrives right after the
// entry, in the place kept for it. Either way it is fetched once the page is idle.
const loadSideMenu = () => import('./SideMenu.tsx').then((m) => ({ default: m.SideMenu }));
const SideMenu = lazy(loadSideMenu);
const loadDrawer = () => import('./DrawerView.tsx');
const Drawer = lazy(loadDrawer);
/** The side menu and, for a phone, its drawer: fetched when the browser is idle, or on the first tap on the menu. */
const loadMenu = () => Promise.all([loadSideMenu(), loadDrawer()]);
// The footer starts below the fold (the body is a viewport tall): it is not part of the first screen's download.
const StatusPage = lazy(() => import('./StatusPages.tsx'));
const Footer = lazy(() => import('./Footer.tsx').then((m) => ({ default: m.Footer })));

// The page body is at least a viewport tall: the footer starts below the fold and is not pushed down (a layout
// shift) as the page's content arrives from the platform.
const StyledShell = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto minmax(100vh, 1fr) auto;
  grid-template-columns: minmax(0, 1fr);
  overflow-x: clip;
`;

const StyledBody = styled.div<{ $withMenu: boolean }>`
  display: grid;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $withMenu }) => ($withMenu ? 'auto minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  }
`;

// Shown from the large breakpoint only: the prerendered HTML has the column (the build has no screen to measure), and
// a phone must not paint it before the app has seen that it is a phone.
const StyledMenuColumn = styled.div`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: block;
  }
  position: sticky;
  top: 0;
  align-self: start;
  max-height: 100vh;
  overflow-y: auto;
`;

/** The side menu's place while its script loads: its own width, so the page beside it does not move. */
const StyledMenuPlaceholder = styled.div<{ $collapsed: boolean }>`
  width: ${({ theme, $collapsed }) => ($collapsed ? theme.measure.width.sideMenuCollapsed : theme.measure.width.sideMenu)};
  min-height: 100vh;
`;

const StyledMain = styled.main`
  min-width: 0;
  &:focus {
    outline: none;
  }
`;

/** Spec: after each navigation the page scrolls to the top when the route changes, or to the hash's anchor. */
function useScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      // The anchor may belong to content that is still loading.
      let tries = 0;
      const seek = () => {
        const el = document.getElementById(id);
        if (el) el.scrollIntoView();
        else if (tries++ < 20) timer = window.setTimeout(seek, 150);
      };
      let timer = window.setTimeout(seek, 0);
      return () => window.clearTimeout(timer);
    }
    window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash]);
}

/** Whether the screen is at least `px` wide now (the browser's answer from the first render on). */
function useMinWidthNow(px: number): boolean {
  return useMediaQuery(`(min-width: ${px}px)`, true, { hydrateWithClientValue: true });
}

/** Whether the screen is at least `px` wide, as shown: as wide while a prerendered page hydrates (the HTML's layout). */
function useMinWidth(px: number): boolean {
  return useSettled(useMinWidthNow(px), true);
}

function Flashes() {
  // A flash names its namespace (`member:...`, `games:...`): the instance's `t` takes keys of every namespace. Its
  // values go as `replace`, so they are only ever interpolated, never read as options of the call (context, ns).
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const flashes = useAppSelector((s) => s.shell.flashes);
  return (
    <ToastRegion
      toasts={flashes.map((f) => ({
        id: String(f.id),
        tone: f.tone,
        message: i18n.t(f.key, { replace: f.values ?? {} }),
      }))}
      onDismiss={(id) => dispatch(dismissFlash(Number(id)))}
    />
  );
}

/**
 * Root page by system status: the normal site, the maintenance page or the region-blocked page; and, when the status
 * call fails because the platform refuses this site, is down or does not answer in time, the page that says so.
 */
function StatusGate({ children }: { children: React.ReactNode }) {
  return (
    <PlatformGate>
      <SystemStatusGate>{children}</SystemStatusGate>
    </PlatformGate>
  );
}

function SystemStatusGate({ children }: { children: React.ReactNode }) {
  const tenant = useTenant();
  const { data } = useSitePermission();
  const page = rootPageFor(data ? systemStatusOf(data) : 0);
  const service = (data?.customerService ?? []).find((c) => c.type === 'livechat' || c.type === 'email');
  const openService = () => {
    if (service?.url) window.open(service.url, '_blank', 'noopener');
  };
  const logo = { src: tenant.assets.logo, alt: tenant.name };
  if (page === 'maintenance' || page === 'regionBlocked') {
    return (
      <Suspense fallback={null}>
        <StatusPage
          page={page}
          logo={logo}
          ip={data?.location?.ip ?? ''}
          onCustomerService={page === 'regionBlocked' || service ? openService : undefined}
        />
      </Suspense>
    );
  }
  return <>{children}</>;
}

export function Layout() {
  const { t } = useTranslation('site');
  const matches = useMatches();
  const navigation = useNavigation();
  const dispatch = useAppDispatch();
  const handle = matches.reduce<RouteHandle>(
    (acc, match) => ({ ...acc, ...(match.handle as RouteHandle | undefined) }),
    {},
  );
  const showFooter = handle.footer !== false;
  const allowMenu = handle.sideMenu !== false;
  const menuOpen = useSettled(
    useAppSelector((state) => state.shell.sideMenuOpen),
    true,
  );
  // A phone's first tap on the menu button finds the side menu loaded.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return void loadMenu().catch(() => undefined);
    const cancel = window.cancelIdleCallback?.bind(window);
    const idle = window.requestIdleCallback(() => void loadMenu().catch(() => undefined), {
      timeout: 5000,
    });
    return () => cancel?.(idle);
  }, []);
  const largeNow = useMinWidthNow(LARGE_BREAKPOINT_PX);
  const large = useSettled(largeNow, true);
  const vendorPopupOpen = useAppSelector((state) => state.shell.vendorPopup !== null);
  const wide = useMinWidth(768);
  const { pathname } = useLocation();
  // The drawer is mounted from its first opening on (closed before: nothing of it in the page).
  const drawerOpen = allowMenu && !large && menuOpen;
  const [drawerUsed, setDrawerUsed] = useState(drawerOpen);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  useScrollOnNavigation();
  // The drawer closes on navigation on phones.
  useEffect(() => {
    if (!largeNow) dispatch(setSideMenuOpen(false));
    // The screen's width, not the layout shown: a phone's layout shown after hydrating is no reason to close the
    // drawer a tap has just opened.
  }, [pathname, largeNow, dispatch]);
  useEffect(() => {
    const open = () => dispatch(setAnnouncementsOpen(true));
    window.addEventListener('wl:announcements', open);
    return () => window.removeEventListener('wl:announcements', open);
  }, [dispatch]);

  return (
    <StatusGate>
      <GameLauncherProvider>
        <StyledShell>
          <LoadingBar active={navigation.state !== 'idle'} />
          {/* The header, the menu, the page and the footer are Suspense boundaries: React hydrates prerendered HTML one
              at a time, yielding between them, and first the one a visitor taps. */}
          <Suspense fallback={null}>
            <Header showMenuToggle={allowMenu} compact={!wide} showsSideMenu={allowMenu && large} />
          </Suspense>
          <StyledBody $withMenu={allowMenu && large}>
            {allowMenu && large && (
              <StyledMenuColumn>
                <Suspense fallback={<StyledMenuPlaceholder $collapsed={!menuOpen} />}>
                  <SideMenu drawer={false} />
                </Suspense>
              </StyledMenuColumn>
            )}
            {drawerUsed && (
              <Suspense fallback={null}>
                <Drawer
                  open={drawerOpen}
                  onClose={() => dispatch(setSideMenuOpen(false))}
                  label={t('header.menu')}
                >
                  <Suspense fallback={null}>
                    <SideMenu drawer />
                  </Suspense>
                </Drawer>
              </Suspense>
            )}
            <StyledMain id="main">
              <Suspense fallback={null}>
                <Outlet />
              </Suspense>
            </StyledMain>
          </StyledBody>
          {showFooter && (
            <Suspense fallback={null}>
              <Footer />
            </Suspense>
          )}
          {/* The account strings are an area namespace: the popups wait for them, the page does not. */}
          <Suspense fallback={null}>
            <AccountModals />
          </Suspense>
          <Analytics />
        </StyledShell>
        {allowMenu && <FloatingActions />}
        <Suspense fallback={null}>
          {vendorPopupOpen && <VendorPopup />}
          <NoticeModals />
          <HelpModal />
        </Suspense>
        <RealityCheckGate />
        <Flashes />
      </GameLauncherProvider>
    </StatusGate>
  );
}
