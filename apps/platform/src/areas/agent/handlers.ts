/**
 * The agent centre's platform half (issue 15): announcements, team figures, the downline tree and its accounts,
 * transfers down the tree (one downline or a red envelope), rebate rates and affiliate links. Every call takes the
 * caller's session (areas/agent/agent.ts `agentOf`: agents, and trial accounts for reading only) and any account id in
 * it must be in the caller's downline tree (NOT_IN_TREE otherwise).
 */
import type { HandlerMap } from '../../http/types.ts';
import { agentAnnouncements } from './announcements.ts';
import {
  createDownline as createDownlineAccount,
  downlineMobile as downlineMobileOf,
  promoteDownline as promoteDownlineToAgent,
  setDownlineMobile as setDownlineMobileNumber,
  setDownlineNickname,
  setDownlinePassword,
  usernameAvailable,
} from './downline-accounts.ts';
import { downlineTree, requireDownline } from './agent.ts';
import { creditHandlers } from './credit-handlers.ts';
import { listDownlines } from './downline-list.ts';
import { createLink, deleteLink, listLinks } from './links.ts';
import { collectFromDownline, redEnvelope, transferToDownline } from './money.ts';
import { changeDownlinePermission, permissionsOf, requirePermission } from './permissions.ts';
import { downlineRebates, rebateSettings, updateDownlineRebates } from './rebates.ts';
import { dailyRows, summaryView, teamFigures } from './team.ts';
import { isAgent } from '../../shared/rules.ts';
import { rangeOf } from '../reports/report-query.ts';
import type { Answer, CallArgs, CallResult } from '../../shared/call.ts';

const DAY = 86_400_000;

function announcements({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'agent.announcements'>): Answer<'agent.announcements'> {
  return agentAnnouncements(p, tenant, session.customer, meta.language, input);
}

async function teamOverview({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.teamOverview'>): Promise<CallResult<'agent.teamOverview'>> {
  const c = session.customer;
  const { from, to } = rangeOf(p, input);
  const tree = await downlineTree(p.db, tenant.id, c.id);
  return summaryView(
    await teamFigures(
      p,
      tenant.id,
      tree.map((n) => n.id),
      from,
      to,
    ),
  );
}

async function teamDaily({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.teamDaily'>): Promise<CallResult<'agent.teamDaily'>> {
  const c = session.customer;
  const { from, to, page } = rangeOf(p, input);
  const tree = await downlineTree(p.db, tenant.id, c.id);
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
}

async function downlines({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.downlines'>): Promise<CallResult<'agent.downlines'>> {
  const c = session.customer;
  const page = await listDownlines(p, tenant, c, input);
  // Each direct downline agent's permissions (what I, its upline, let it do).
  const mine = page.list.filter((r) => r.level === 1 && isAgent(r.type)).map((r) => Number(r.id));
  const permissions = await permissionsOf(p.db, tenant.id, mine);
  return {
    ...page,
    list: page.list.map((r) =>
      permissions.has(Number(r.id)) ? { ...r, permissions: permissions.get(Number(r.id)) } : r,
    ),
  };
}

async function checkUsername({
  p,
  tenant,
  input,
}: CallArgs<'agent.checkUsername'>): Promise<CallResult<'agent.checkUsername'>> {
  return { available: await usernameAvailable(p.db, tenant, input.username) };
}

async function createDownline({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.createDownline'>): Promise<CallResult<'agent.createDownline'>> {
  const c = session.customer;
  await requirePermission(p.db, tenant, c, 'createDownline');
  return createDownlineAccount(p, tenant, c, input);
}

function changeDownlinePermissionCall({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.changeDownlinePermission'>): Answer<'agent.changeDownlinePermission'> {
  return changeDownlinePermission(p, tenant, session.customer, input);
}

function downlinePassword({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.downlinePassword'>): Answer<'agent.downlinePassword'> {
  return setDownlinePassword(p, tenant, session.customer, input);
}

function downlineNickname({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.downlineNickname'>): Answer<'agent.downlineNickname'> {
  return setDownlineNickname(p, tenant, session.customer, input);
}

function downlineMobile({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.downlineMobile'>): Answer<'agent.downlineMobile'> {
  return downlineMobileOf(p, tenant, session.customer, input);
}

function setDownlineMobile({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.setDownlineMobile'>): Answer<'agent.setDownlineMobile'> {
  return setDownlineMobileNumber(p, tenant, session.customer, input);
}

function promoteDownline({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.promoteDownline'>): Answer<'agent.promoteDownline'> {
  return promoteDownlineToAgent(p, tenant, session.customer, input);
}

async function transferDownline({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'agent.transferDownline'>): Promise<CallResult<'agent.transferDownline'>> {
  const c = session.customer;
  await requirePermission(p.db, tenant, c, 'transferDownline');
  return transferToDownline(p, tenant, c, input, meta.idempotencyKey);
}

function collectFromDownlineCall({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'agent.collectFromDownline'>): Answer<'agent.collectFromDownline'> {
  return collectFromDownline(p, tenant, session.customer, input, meta.idempotencyKey);
}

async function transferMultipleDownline({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'agent.transferMultipleDownline'>): Promise<CallResult<'agent.transferMultipleDownline'>> {
  const c = session.customer;
  await requirePermission(p.db, tenant, c, 'transferDownline');
  return redEnvelope(p, tenant, c, input, meta.idempotencyKey);
}

function rebateSettingsCall({
  p,
  session,
}: CallArgs<'agent.rebateSettings'>): Answer<'agent.rebateSettings'> {
  return rebateSettings(p.db, session.customer);
}

async function downlineRebatesCall({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.downlineRebates'>): Promise<CallResult<'agent.downlineRebates'>> {
  const { customer } = await requireDownline(p.db, tenant, session.customer, input.customerId);
  return downlineRebates(p.db, customer.id);
}

async function updateDownlineRebatesCall({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.updateDownlineRebates'>): Promise<CallResult<'agent.updateDownlineRebates'>> {
  const { customer } = await requireDownline(p.db, tenant, session.customer, input.customerId);
  await updateDownlineRebates(p.db, tenant, customer, input.rebates, p.clock.now());
  return null;
}

function affiliateUrls({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.affiliateUrls'>): Answer<'agent.affiliateUrls'> {
  return listLinks(p, tenant, session.customer, input);
}

function createAffiliateUrl({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.createAffiliateUrl'>): Answer<'agent.createAffiliateUrl'> {
  return createLink(p, tenant, session.customer, input);
}

function deleteAffiliateUrl({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.deleteAffiliateUrl'>): Answer<'agent.deleteAffiliateUrl'> {
  return deleteLink(p, tenant, session.customer, input.id);
}

export const agentHandlers: HandlerMap = {
  'agent.announcements': announcements,
  'agent.teamOverview': teamOverview,
  'agent.teamDaily': teamDaily,
  'agent.downlines': downlines,
  'agent.checkUsername': checkUsername,
  'agent.createDownline': createDownline,
  'agent.changeDownlinePermission': changeDownlinePermissionCall,
  'agent.downlinePassword': downlinePassword,
  'agent.downlineNickname': downlineNickname,
  'agent.downlineMobile': downlineMobile,
  'agent.setDownlineMobile': setDownlineMobile,
  'agent.promoteDownline': promoteDownline,
  'agent.transferDownline': transferDownline,
  'agent.collectFromDownline': collectFromDownlineCall,
  'agent.transferMultipleDownline': transferMultipleDownline,
  'agent.rebateSettings': rebateSettingsCall,
  'agent.downlineRebates': downlineRebatesCall,
  'agent.updateDownlineRebates': updateDownlineRebatesCall,
  'agent.affiliateUrls': affiliateUrls,
  'agent.createAffiliateUrl': createAffiliateUrl,
  'agent.deleteAffiliateUrl': deleteAffiliateUrl,
  ...creditHandlers,
};
