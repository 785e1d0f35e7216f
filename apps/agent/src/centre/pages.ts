import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AgentPage } from './menu.ts';

type PageModule = { default: ComponentType };

/**
 * Each built agent page's module (`./pages/<name>.tsx`, default export), fetched when the page is first opened: one
 * chunk per page, so the centre's shell never carries a page's code (or its chart, QR codes, forms) until it is asked
 * for. A page without an entry here is not built yet: the shell says so in words ('coming soon').
 */
export const PAGE_LOADERS: Partial<Record<AgentPage, () => Promise<PageModule>>> = {
  agentAnnouncement: () => import('./pages/agentAnnouncement.tsx'),
  agentTeamOverview: () => import('./pages/agentTeamOverview.tsx'),
  registerCenter: () => import('./pages/registerCenter.tsx'),
  downlineManagmentView: () => import('./pages/downlineManagmentView.tsx'),
  personalHistoryCopy: () => import('./pages/personalHistoryCopy.tsx'),
  palStatementsAgentCopy: () => import('./pages/palStatementsAgentCopy.tsx'),
  agentRevenueReport: () => import('./pages/agentRevenueReport.tsx'),
  agentDownlineTransactionDetailsCopy: () => import('./pages/agentDownlineTransactionDetailsCopy.tsx'),
  agentDividendRecordCopy2: () => import('./pages/agentDividendRecordCopy2.tsx'),
  agentDailyWages2: () => import('./pages/agentDailyWages2.tsx'),
  agentHourSalary: () => import('./pages/agentHourSalary.tsx'),
  agentRealtimeSalary: () => import('./pages/agentRealtimeSalary.tsx'),
  agentCreditReport: () => import('./pages/agentCreditReport.tsx'),
};

const cache = new Map<AgentPage, LazyExoticComponent<ComponentType>>();

/** The page as a lazy component (one per page for the life of the app, so React keeps its loaded state), if built. */
export function lazyPage(page: AgentPage): LazyExoticComponent<ComponentType> | undefined {
  const load = PAGE_LOADERS[page];
  if (!load) return undefined;
  let component = cache.get(page);
  if (!component) {
    component = lazy(load);
    cache.set(page, component);
  }
  return component;
}
