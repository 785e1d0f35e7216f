import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { Layout } from '../shell/Layout.tsx';
import { RouteError } from '../shell/RouteError.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { hasSessionToken, lazyArea } from '@wl/app-shell';

/** Per-route layout rules (spec section 2): lottery and seamless pages have no footer; game pages no side menu. */
export type RouteHandle = { footer?: boolean; sideMenu?: boolean };

const requireSession = () => (hasSessionToken() ? null : redirect('/login'));

const area = {
  gameCenter: lazyArea('GameCenter', () => import('../pages/areas/GameCenter.tsx')),
  gameListCenter: lazyArea('GameListCenter', () => import('../pages/areas/GameListCenter.tsx')),
  accountGame: lazyArea('AccountGame', () => import('../pages/areas/AccountGame.tsx')),
  hotGame: lazyArea('HotGame', () => import('../pages/areas/HotGame.tsx')),
  lottery: lazyArea('Lottery', () => import('../pages/areas/Lottery.tsx')),
  promotions: lazyArea('Promotions', () => import('../pages/areas/Promotions.tsx')),
  pointMall: lazyArea('PointMall', () => import('../pages/areas/PointMall.tsx')),
  seamless: lazyArea('Seamless', () => import('../pages/areas/Seamless.tsx')),
  memberCenter: lazyArea('MemberCenter', () => import('../pages/areas/MemberCenter.tsx')),
  help: lazyArea('Help', () => import('../pages/areas/Help.tsx')),
  appDownload: lazyArea('AppDownload', () => import('../pages/areas/AppDownload.tsx')),
};

const noFooter: RouteHandle = { footer: false };
const gamePage: RouteHandle = { footer: false, sideMenu: false };

/** The route table of the spec (site-and-games.md section 2). /agent and /agentHome belong to the agent app. */
export const playerRoutes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...['/', '/index', '/index.html', '/home', '/login', '/register'].map((path) => ({
            path,
            element: <HomePage />,
          })),
          // One route for the list and every page (`/member/securityCenter`…), so moving between pages keeps the menu.
          { path: '/member/:page?', loader: requireSession, lazy: area.memberCenter },
          { path: '/help', lazy: area.help },
          { path: '/appDownload', lazy: area.appDownload },
          ...['/sports', '/esports', '/lott', '/elott'].map((path) => ({ path, lazy: area.gameCenter })),
          ...['/live', '/fish', '/rng', '/pvp'].map((path) => ({ path, lazy: area.gameListCenter })),
          ...['/favorite', '/recent'].map((path) => ({ path, lazy: area.accountGame })),
          { path: '/lottery', loader: requireSession, lazy: area.lottery, handle: noFooter },
          ...['/seaLottery', '/vnLottery'].map((path) => ({
            path,
            loader: requireSession,
            lazy: area.lottery,
            handle: gamePage,
          })),
          { path: '/promotions', lazy: area.promotions },
          { path: '/pointMall', lazy: area.pointMall },
          { path: '/seamless', lazy: area.seamless, handle: gamePage },
          { path: '/hot', lazy: area.hotGame },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createPlayerRouter() {
  return createBrowserRouter(playerRoutes);
}
