import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import styled from 'styled-components';
import type { RouteHandle } from '../app/routes.tsx';
import { useAppSelector } from '../app/hooks.ts';
import { Header } from './Header.tsx';
import { SideMenu } from './SideMenu.tsx';
import { Footer } from './Footer.tsx';

const StyledShell = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr auto;
`;

const StyledBody = styled.div<{ $withMenu: boolean }>`
  display: grid;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $withMenu }) => ($withMenu ? 'minmax(200px, 240px) 1fr' : '1fr')};
  }
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
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function Layout() {
  const matches = useMatches();
  const handle = matches.reduce<RouteHandle>((acc, match) => ({ ...acc, ...(match.handle as RouteHandle | undefined) }), {});
  const showFooter = handle.footer !== false;
  const allowMenu = handle.sideMenu !== false;
  const menuOpen = useAppSelector((state) => state.shell.sideMenuOpen);
  useScrollOnNavigation();

  return (
    <StyledShell>
      <Header showMenuToggle={allowMenu} />
      <StyledBody $withMenu={allowMenu && menuOpen}>
        {allowMenu && menuOpen && <SideMenu />}
        <StyledMain id="main">
          <Outlet />
        </StyledMain>
      </StyledBody>
      {showFooter && <Footer />}
    </StyledShell>
  );
}
