import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MemberPage } from './pageNames.ts';

type PageModule = { Component: ComponentType };

/**
 * Each member page's module, fetched when the page is first opened (one chunk per page): the member centre's
 * shell never carries the cashier, the records or the security forms until they are asked for.
 */
export const PAGE_LOADERS: Record<MemberPage, () => Promise<PageModule>> = {
  securityCenter: () => import('./pages/securityCenter.tsx'),
  transferFund: () => import('./pages/transferFund.tsx'),
  depositv2: () => import('./pages/depositv2.tsx'),
  withdraw: () => import('./pages/withdraw.tsx'),
  transferUpline: () => import('./pages/transferUpline.tsx'),
  personalHistoryCopy: () => import('./pages/personalHistoryCopy.tsx'),
  transactionHistory: () => import('./pages/transactionHistory.tsx'),
  personalProfit: () => import('./pages/personalProfit.tsx'),
  bonusDetails: () => import('./pages/bonusDetails.tsx'),
  rewardCenter: () => import('./pages/rewardCenter.tsx'),
  referral: () => import('./pages/referral.tsx'),
  missionLeaderboard: () => import('./pages/missionLeaderboard.tsx'),
  messageV2: () => import('./pages/messageV2.tsx'),
  playerRank: () => import('./pages/playerRank.tsx'),
  responsibleGaming: () => import('./pages/responsibleGaming.tsx'),
  verification: () => import('./pages/verification.tsx'),
};

const cache = new Map<MemberPage, LazyExoticComponent<ComponentType>>();

/** The page as a lazy component (one per page for the life of the app, so React keeps its loaded state). */
export function lazyPage(page: MemberPage): LazyExoticComponent<ComponentType> {
  let component = cache.get(page);
  if (!component) {
    component = lazy(() => PAGE_LOADERS[page]().then((module) => ({ default: module.Component })));
    cache.set(page, component);
  }
  return component;
}
