/**
 * The agent centre's platform half (issue 15): announcements, team figures, the downline tree and its accounts,
 * transfers down the tree (one downline or a red envelope), rebate rates and affiliate links. Every call takes the
 * caller's session (areas/agent/agent.ts `agentOf`: agents, and trial accounts for reading only) and any account id in
 * it must be in the caller's downline tree (NOT_IN_TREE otherwise).
 */
import type { HandlerMap } from '../../http/types.ts';
import * as agent from './agent.ts';
import { createLink, deleteLink, listLinks } from './links.ts';
import { collectFromDownline, redEnvelope, transferToDownline } from './money.ts';
import { changeDownlinePermission, permissionsOf, requirePermission } from './permissions.ts';
import { downlineRebates, rebateSettings, updateDownlineRebates } from './rebates.ts';
import { dailyRows, summaryView, teamFigures } from './team.ts';
import { isAgent } from '../../shared/rules.ts';
import { rangeOf } from '../reports/records.ts';

const DAY = 86_400_000;

export const agentHandlers: HandlerMap = {
  'agent.announcements': ({ p, tenant, input, session, meta }) =>
    agent.agentAnnouncements(p, tenant, session.customer, meta.language, input),

  'agent.teamOverview': async ({ p, tenant, input, session }) => {
    const c = session.customer;
    const { from, to } = rangeOf(p, input);
    const tree = await agent.downlineTree(p.db, tenant.id, c.id);
    return summaryView(
      await teamFigures(
        p,
        tenant.id,
        tree.map((n) => n.id),
        from,
        to,
      ),
    );
  },
  'agent.teamDaily': async ({ p, tenant, input, session }) => {
    const c = session.customer;
    const { from, to, page } = rangeOf(p, input);
    const tree = await agent.downlineTree(p.db, tenant.id, c.id);
    const rows = dailyRows(
      await teamFigures(
        p,
        tenant.id,
        tree.map((n) => n.id),
        from,
        to,
      ),
    );
    // Every day of the range on one page unless a page size is asked for.
    const size = input.pageSize ?? Math.max(1, Math.ceil((to.getTime() - from.getTime()) / DAY));
    return {
      list: rows.slice((page - 1) * size, page * size),
      pageNum: page,
      pageSize: size,
      total: rows.length,
      totalPages: Math.max(1, Math.ceil(rows.length / size)),
    };
  },

  'agent.downlines': async ({ p, tenant, input, session }) => {
    const c = session.customer;
    const page = await agent.listDownlines(p, tenant, c, input);
    // Each direct downline agent's permissions (what I, its upline, let it do).
    const mine = page.list.filter((r) => r.level === 1 && isAgent(r.type)).map((r) => Number(r.id));
    const permissions = await permissionsOf(p.db, tenant.id, mine);
    return {
      ...page,
      list: page.list.map((r) =>
        permissions.has(Number(r.id)) ? { ...r, permissions: permissions.get(Number(r.id)) } : r,
      ),
    };
  },
  'agent.checkUsername': async ({ p, tenant, input }) => {
    return { available: await agent.usernameAvailable(p.db, tenant, input.username) };
  },
  'agent.createDownline': async ({ p, tenant, input, session }) => {
    const c = session.customer;
    await requirePermission(p.db, tenant, c, 'createDownline');
    return agent.createDownline(p, tenant, c, input);
  },
  'agent.changeDownlinePermission': ({ p, tenant, input, session }) =>
    changeDownlinePermission(p, tenant, session.customer, input),
  'agent.downlinePassword': ({ p, tenant, input, session }) =>
    agent.setDownlinePassword(p, tenant, session.customer, input),
  'agent.downlineNickname': ({ p, tenant, input, session }) =>
    agent.setDownlineNickname(p, tenant, session.customer, input),
  'agent.downlineMobile': ({ p, tenant, input, session }) =>
    agent.downlineMobile(p, tenant, session.customer, input),
  'agent.setDownlineMobile': ({ p, tenant, input, session }) =>
    agent.setDownlineMobile(p, tenant, session.customer, input),
  'agent.promoteDownline': ({ p, tenant, input, session }) =>
    agent.promoteDownline(p, tenant, session.customer, input),

  'agent.transferDownline': async ({ p, tenant, input, session, meta }) => {
    const c = session.customer;
    await requirePermission(p.db, tenant, c, 'transferDownline');
    return transferToDownline(p, tenant, c, input, meta.idempotencyKey);
  },
  'agent.collectFromDownline': ({ p, tenant, input, session, meta }) =>
    collectFromDownline(p, tenant, session.customer, input, meta.idempotencyKey),
  'agent.transferMultipleDownline': async ({ p, tenant, input, session, meta }) => {
    const c = session.customer;
    await requirePermission(p.db, tenant, c, 'transferDownline');
    return redEnvelope(p, tenant, c, input, meta.idempotencyKey);
  },

  'agent.rebateSettings': ({ p, session }) => rebateSettings(p.db, session.customer),
  'agent.downlineRebates': async ({ p, tenant, input, session }) => {
    const { customer } = await agent.requireDownline(p.db, tenant, session.customer, input.customerId);
    return downlineRebates(p.db, customer.id);
  },
  'agent.updateDownlineRebates': async ({ p, tenant, input, session }) => {
    const { customer } = await agent.requireDownline(p.db, tenant, session.customer, input.customerId);
    await updateDownlineRebates(p.db, tenant, customer, input.rebates, p.clock.now());
    return null;
  },

  'agent.affiliateUrls': ({ p, tenant, input, session }) => listLinks(p, tenant, session.customer, input),
  'agent.createAffiliateUrl': ({ p, tenant, input, session }) =>
    createLink(p, tenant, session.customer, input),
  'agent.deleteAffiliateUrl': ({ p, tenant, input, session }) =>
    deleteLink(p, tenant, session.customer, input.id),
};
