/**
 * Salary and dividend contracts (accounts spec §3, §4; issue 15): an upline agent offers a direct downline agent a
 * contract of one kind (dividend, daily, hourly or real-time salary) with tiers; the downline accepts or rejects;
 * either side may request termination, which the other side agrees to or refuses. The rules are the domain's
 * (packages/domain contracts/*): the state machine, the headline rate of a set of tiers, the cap on an offered rate
 * and the lower-rate rule (agreeing to a lower rate terminates the agent's own downline contracts of the kind whose
 * rate is above it). This file keeps the rows and the access; areas/contracts/settlement.ts pays them.
 *
 * Our readings, where the spec is silent:
 * - A contract is made with a direct downline that is an agent. An agent offers at most its own rate of the kind
 *   (the rate of its own contract in force); a top agent (no upline) at most 100 %; an agent with an upline but no
 *   contract of the kind in force has nothing to share and cannot offer one.
 * - One open offer and one contract in force per kind and downline. An offer while a contract is in force is a
 *   replacement: accepting it terminates the old one (and the lower-rate rule applies to the new rate).
 * - A dividend is settled per its period (DAILY, WEEKLY, SEMIMONTHLY, MONTHLY); salaries are settled per day (daily
 *   salary), hour (hourly) or 5-minute window (real-time), so their period is DAILY.
 * - Only the two parties see a contract; any other contract id is refused like an account outside the tree.
 * - A kind the site does not offer (its consolidated contract flag off: the tenant's DIVIDEND, DAYSAL or HOURSAL3
 *   module) answers FUNCTION_NOT_AVAILABLE; contracts made while it was on are still settled.
 */
import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import {
  canOfferRate,
  contractRate,
  contractTransition,
  downlineContractsToTerminate,
  isContractClosed,
  type ContractEvent,
  type ContractKind as DomainKind,
  type ContractParty,
  type ContractState,
  type ContractStatus,
  type ContractTier,
  type PeriodType,
} from '@wl/domain';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable, Tx } from '../../db/index.ts';
import { contractEvents, contractPayouts, contracts, customers } from '../../db/schema.ts';
import { DomainError, E, badInput, forbidden } from '../../shared/errors.ts';
import { requireDownline } from '../agent/agent.ts';
import { isAgent } from '../../shared/rules.ts';
import type { Customer } from '../session/sessions.ts';
import { contractFlags } from '../site/site.ts';

export type ContractKind = 'dividend' | 'dailySalary' | 'hourSalary' | 'realtimeSalary';
export type ContractPeriod = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';
export type TierInput = { activeMembers: number; betAmount: number; rate: number };
export type ContractRow = typeof contracts.$inferSelect;
export type ContractAction =
  'accept' | 'reject' | 'requestTermination' | 'agreeTermination' | 'refuseTermination';

/** The time zone periods are cut in: UTC days, as in the records and team reports (areas/reports/records.ts). */
export const SETTLEMENT_TIME_ZONE = 'UTC';
/** Most tiers in one contract. */
export const MAX_TIERS = 10;

export const DOMAIN_KIND: Record<ContractKind, DomainKind> = {
  dividend: 'dividend',
  dailySalary: 'dailySalary',
  hourSalary: 'hourlySalary',
  realtimeSalary: 'realtimeSalary',
};
/** The ledger kind a contract's payouts are credited with. */
export const PAYOUT_KIND: Record<ContractKind, string> = {
  dividend: 'dividend',
  dailySalary: 'daily_salary',
  hourSalary: 'hour_salary',
  realtimeSalary: 'realtime_salary',
};
export const LABEL: Record<ContractKind, string> = {
  dividend: 'dividend',
  dailySalary: 'daily salary',
  hourSalary: 'hourly salary',
  realtimeSalary: 'real-time salary',
};

/** The consolidated contract flag (areas/site/site.ts, from the tenant's modules) that turns each kind on. */
const FLAG_OF: Record<ContractKind, keyof ReturnType<typeof contractFlags>> = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourSalary: 'contracthoursalreqtype',
  realtimeSalary: 'realtimesalreqtype',
};
/** Whether the site offers contracts of a kind (a tenant without dividends has no dividend page nor calls). */
export const kindEnabled = (tenant: Pick<Tenant, 'config'>, kind: ContractKind) =>
  contractFlags(tenant as Tenant)[FLAG_OF[kind]] === '1';

export function requireKind(tenant: Tenant, kind: ContractKind): void {
  if (!kindEnabled(tenant, kind))
    throw new DomainError(
      E.functionNotAvailable,
      `${LABEL[kind]} contracts are not offered on this site`,
      'refused',
    );
}

/** The settlement period of a contract (domain periods.ts). */
export function periodTypeOf(c: Pick<ContractRow, 'kind' | 'period'>): PeriodType {
  switch (c.kind as ContractKind) {
    case 'dividend':
      return c.period.toLowerCase() as PeriodType;
    case 'dailySalary':
      return 'daily';
    case 'hourSalary':
      return 'hourly';
    case 'realtimeSalary':
      return 'realtime';
  }
}

/** The domain's tiers (rate as a fraction, thresholds) of the tiers as stored (rate in percent). */
export const domainTiers = (tiers: readonly TierInput[]): ContractTier[] =>
  tiers.map((t) => ({ rate: t.rate / 100, minActiveMembers: t.activeMembers, minValidBet: t.betAmount }));
/** Headline rate (the best tier's) as a fraction. */
export const rateOf = (c: Pick<ContractRow, 'tiers'>) => contractRate(domainTiers(c.tiers));
export const percent = (fraction: number) => Math.round(fraction * 1e6) / 1e4;

const STATUS_VIEW: Record<
  ContractStatus,
  'OFFERED' | 'ACTIVE' | 'REJECTED' | 'TERMINATION_REQUESTED' | 'TERMINATED'
> = {
  offered: 'OFFERED',
  active: 'ACTIVE',
  rejected: 'REJECTED',
  // Not reachable through the calls (an offer is not withdrawn); shown as ended.
  withdrawn: 'TERMINATED',
  terminationRequested: 'TERMINATION_REQUESTED',
  terminated: 'TERMINATED',
};
const OPEN: ContractStatus[] = ['offered', 'active', 'terminationRequested'];
export const IN_FORCE: ContractStatus[] = ['active', 'terminationRequested'];

export const stateOf = (c: ContractRow): ContractState => ({
  status: c.status as ContractStatus,
  ...(c.terminationRequestedBy ? { terminationRequestedBy: c.terminationRequestedBy as ContractParty } : {}),
});

async function accountsOf(db: Queryable, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, username: customers.username })
    .from(customers)
    .where(inArray(customers.id, unique));
  return new Map(rows.map((r) => [r.id, r.username]));
}

export function contractView(c: ContractRow, accounts: Map<number, string>, viewer?: number) {
  return {
    id: String(c.id),
    kind: c.kind as ContractKind,
    uplineId: String(c.uplineId),
    uplineAccount: accounts.get(c.uplineId) ?? '',
    downlineId: String(c.downlineId),
    downlineAccount: accounts.get(c.downlineId) ?? '',
    period: c.period as ContractPeriod,
    status: STATUS_VIEW[c.status as ContractStatus],
    tiers: c.tiers,
    /** The best tier's rate, percent. */
    rate: percent(rateOf(c)),
    terminationRequestedBy: (c.terminationRequestedBy as ContractParty | null) ?? null,
    createdAt: c.createdAt.getTime(),
    updatedAt: c.updatedAt.getTime(),
    acceptedAt: c.acceptedAt?.getTime() ?? null,
    endedAt: c.endedAt?.getTime() ?? null,
    ...(viewer !== undefined ? { role: viewer === c.uplineId ? 'upline' : 'downline' } : {}),
  };
}

async function views(db: Queryable, rows: ContractRow[], viewer: number) {
  const accounts = await accountsOf(
    db,
    rows.flatMap((c) => [c.uplineId, c.downlineId]),
  );
  return rows.map((c) => contractView(c, accounts, viewer));
}

// ------------------------------------------------------------------------------------------------ reading

/**
 * The caller's contracts of a kind: `mine` (from my upline: the one in force, else the offer waiting for my answer)
 * with `offers` (every offer waiting for my answer, a replacement too), and `downlines` (the open contracts I gave).
 */
export async function contractInfo(p: Platform, tenant: Tenant, agent: Customer, kind: ContractKind) {
  requireKind(tenant, kind);
  const rows = await p.db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.tenantId, tenant.id),
        eq(contracts.kind, kind),
        or(eq(contracts.downlineId, agent.id), eq(contracts.uplineId, agent.id)),
        inArray(contracts.status, OPEN),
      ),
    )
    .orderBy(desc(contracts.createdAt), desc(contracts.id));
  const all = await views(p.db, rows, agent.id);
  const received = all.filter((c) => c.downlineId === String(agent.id));
  const mine =
    received.find((c) => c.status !== 'OFFERED') ?? received.find((c) => c.status === 'OFFERED') ?? null;
  return {
    mine,
    offers: received.filter((c) => c.status === 'OFFERED'),
    downlines: all.filter((c) => c.uplineId === String(agent.id)),
    /** What I may offer my downlines at most (percent), null when I have nothing of this kind to share. */
    maxRate: await ownCap(p.db, tenant, agent, kind).then((r) => (r === null ? null : percent(r))),
  };
}

/** The highest rate (fraction) the agent may offer of a kind; null when it has no contract of the kind to share. */
export async function ownCap(
  db: Queryable,
  tenant: Tenant,
  agent: Customer,
  kind: ContractKind,
): Promise<number | null> {
  const [own] = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.tenantId, tenant.id),
        eq(contracts.kind, kind),
        eq(contracts.downlineId, agent.id),
        inArray(contracts.status, IN_FORCE),
      ),
    );
  if (own) return rateOf(own);
  return agent.parentId === null ? 1 : null;
}

/** A contract id of the request that the caller is a party to (anything else: refused as not in the caller's tree). */
export async function requireContract(
  db: Queryable,
  tenant: Tenant,
  agent: Customer,
  value: string,
  kind?: ContractKind,
  lock = false,
): Promise<ContractRow> {
  if (!/^\d{1,9}$/.test(value)) throw badInput('contractId', 'must be a contract id');
  const id = Number(value);
  const q = db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.tenantId, tenant.id)));
  const [c] = lock ? await q.for('update') : await q;
  if (!c || (c.uplineId !== agent.id && c.downlineId !== agent.id))
    throw new DomainError('NOT_IN_TREE', `contractId: contract ${value} is not one of yours`, 'forbidden', {
      field: 'contractId',
    });
  if (kind && c.kind !== kind)
    throw badInput(
      'contractId',
      `contract ${value} is a ${LABEL[c.kind as ContractKind]} contract, not a ${LABEL[kind]} one`,
    );
  return c;
}

/** History of the actions on the caller's contracts (both sides), newest first; one contract with `contractId`. */
export async function contractHistory(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  contractId: string | undefined,
) {
  let ids: number[];
  if (contractId !== undefined) ids = [(await requireContract(p.db, tenant, agent, contractId)).id];
  else {
    const rows = await p.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(
        and(
          eq(contracts.tenantId, tenant.id),
          or(eq(contracts.uplineId, agent.id), eq(contracts.downlineId, agent.id)),
        ),
      );
    ids = rows.map((r) => r.id);
  }
  if (ids.length === 0) return { list: [], total: 0 };
  const rows = await p.db
    .select({ e: contractEvents, kind: contracts.kind })
    .from(contractEvents)
    .innerJoin(contracts, eq(contracts.id, contractEvents.contractId))
    .where(inArray(contractEvents.contractId, ids))
    .orderBy(desc(contractEvents.createdAt), desc(contractEvents.id))
    .limit(200);
  const accounts = await accountsOf(
    p.db,
    rows.flatMap((r) => (r.e.customerId === null ? [] : [r.e.customerId])),
  );
  return {
    list: rows.map(({ e, kind }) => ({
      id: String(e.id),
      contractId: String(e.contractId),
      kind,
      action: e.action,
      party: e.party,
      by: e.customerId === null ? 'system' : (accounts.get(e.customerId) ?? ''),
      at: e.createdAt.getTime(),
      ...(e.detail ? { detail: e.detail } : {}),
    })),
    total: rows.length,
  };
}

/** Settled periods of the caller's contracts of a kind (paid to me, and to the downlines I gave one), newest first. */
export async function contractRecords(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  kind: ContractKind,
  range: { from: Date; to: Date; page: number; size: number },
) {
  requireKind(tenant, kind);
  const where = and(
    eq(contracts.tenantId, tenant.id),
    eq(contracts.kind, kind),
    or(eq(contracts.uplineId, agent.id), eq(contracts.downlineId, agent.id)),
    gte(contractPayouts.periodStart, range.from),
    lt(contractPayouts.periodStart, range.to),
  );
  const [totals] = await p.db
    .select({
      n: sql<number>`count(*)::int`,
      mine: sql<string>`coalesce(sum(${contractPayouts.amount}) filter (where ${contracts.downlineId} = ${agent.id}), 0)`,
      downlines: sql<string>`coalesce(sum(${contractPayouts.amount}) filter (where ${contracts.uplineId} = ${agent.id}), 0)`,
    })
    .from(contractPayouts)
    .innerJoin(contracts, eq(contracts.id, contractPayouts.contractId))
    .where(where);
  const rows = await p.db
    .select({ x: contractPayouts, c: contracts })
    .from(contractPayouts)
    .innerJoin(contracts, eq(contracts.id, contractPayouts.contractId))
    .where(where)
    .orderBy(desc(contractPayouts.periodStart), desc(contractPayouts.id))
    .limit(range.size)
    .offset((range.page - 1) * range.size);
  const accounts = await accountsOf(
    p.db,
    rows.map((r) => r.x.customerId),
  );
  const n = Number(totals?.n ?? 0);
  const num = (v: string) => Math.round(Number(v) * 100) / 100;
  return {
    list: rows.map(({ x, c }) => ({
      id: String(x.id),
      contractId: String(x.contractId),
      account: accounts.get(x.customerId) ?? '',
      role: c.downlineId === agent.id ? 'mine' : 'downline',
      periodStart: x.periodStart.getTime(),
      periodEnd: x.periodEnd.getTime(),
      activeMembers: x.activeMembers,
      validBet: num(x.validBet),
      profitLoss: num(x.profitLoss),
      rate: Number(x.rate),
      gross: num(x.gross),
      downlinePaid: num(x.downlinePaid),
      amount: num(x.amount),
      status: x.status,
      createTime: x.createdAt.getTime(),
    })),
    pageNum: range.page,
    pageSize: range.size,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / range.size)),
    summary: { count: n, mine: num(totals?.mine ?? '0'), downlines: num(totals?.downlines ?? '0') },
  };
}

// ------------------------------------------------------------------------------------------------ offering

const decimals = (v: number, places: number) =>
  Math.abs(Math.round(v * 10 ** places) - v * 10 ** places) < 1e-6;

export function checkTiers(tiers: readonly TierInput[]): void {
  if (tiers.length > MAX_TIERS) throw badInput('tiers', `at most ${MAX_TIERS} tiers`);
  const seen = new Set<string>();
  for (const [i, t] of tiers.entries()) {
    if (!Number.isFinite(t.betAmount) || t.betAmount > 1e12 || !decimals(t.betAmount, 2))
      throw badInput(`tiers.${i}.betAmount`, 'must be an amount with at most 2 decimals');
    if (t.activeMembers > 100_000) throw badInput(`tiers.${i}.activeMembers`, 'must be at most 100000');
    if (!decimals(t.rate, 4)) throw badInput(`tiers.${i}.rate`, 'must have at most 4 decimals');
    const key = `${t.activeMembers}:${t.betAmount}`;
    if (seen.has(key)) throw badInput(`tiers.${i}`, 'two tiers have the same active members and bet amount');
    seen.add(key);
  }
}

async function logEvent(
  db: Queryable,
  tenant: Tenant,
  contractId: number,
  action: string,
  party: ContractParty | 'system',
  customerId: number | null,
  at: Date,
  detail?: string,
) {
  await db.insert(contractEvents).values({
    tenantId: tenant.id,
    contractId,
    action,
    party,
    customerId,
    detail: detail ?? null,
    createdAt: at,
  });
}

const tierText = (tiers: readonly TierInput[]) =>
  tiers.map((t) => `${t.rate}% from ${t.activeMembers} active / ${t.betAmount} bet`).join('; ');

/** The upline offers a direct downline agent a contract of a kind. */
export async function offerContract(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  kind: ContractKind,
  input: { downlineId: string; period: ContractPeriod; tiers: TierInput[] },
) {
  requireKind(tenant, kind);
  const { customer: downline, level } = await requireDownline(
    p.db,
    tenant,
    agent,
    input.downlineId,
    'downlineId',
  );
  if (level !== 1)
    throw badInput(
      'downlineId',
      `${downline.username} is not your direct downline: contracts are made with direct downlines only`,
    );
  if (!isAgent(downline.type)) throw badInput('downlineId', `${downline.username} is not an agent`);
  if (downline.status !== 'active')
    throw new DomainError(
      'ACCOUNT_NOT_ACTIVE',
      `downlineId: account ${downline.username} is not active`,
      'invalid',
      {
        field: 'downlineId',
      },
    );
  if (kind !== 'dividend' && input.period !== 'DAILY')
    throw badInput(
      'period',
      `a ${LABEL[kind]} is settled per ${kind === 'dailySalary' ? 'day' : kind === 'hourSalary' ? 'hour' : '5 minutes'}: period must be DAILY`,
    );
  checkTiers(input.tiers);
  const offered = contractRate(domainTiers(input.tiers));
  const cap = await ownCap(p.db, tenant, agent, kind);
  if (cap === null)
    throw new DomainError(
      'CONTRACT_REQUIRED',
      `kind: you have no ${LABEL[kind]} contract in force to share with a downline`,
      'invalid',
      { field: 'tiers' },
    );
  if (!canOfferRate(cap, offered))
    throw new DomainError(
      'RATE_TOO_HIGH',
      `tiers: the best rate ${percent(offered)}% is above your own ${percent(cap)}%`,
      'invalid',
      { field: 'tiers' },
    );
  const at = p.clock.now();
  const row = await p.db.transaction(async (tx) => {
    const [waiting] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(
        and(
          eq(contracts.tenantId, tenant.id),
          eq(contracts.kind, kind),
          eq(contracts.downlineId, downline.id),
          eq(contracts.status, 'offered'),
        ),
      );
    if (waiting)
      throw new DomainError(
        'DUPLICATE',
        `downlineId: a ${LABEL[kind]} offer to ${downline.username} is already waiting for an answer (contract ${waiting.id})`,
        'conflict',
        { field: 'downlineId' },
      );
    const [c] = await tx
      .insert(contracts)
      .values({
        tenantId: tenant.id,
        kind,
        uplineId: agent.id,
        downlineId: downline.id,
        period: input.period,
        status: 'offered',
        tiers: input.tiers,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!c) throw new Error('contract insert returned nothing');
    await logEvent(
      tx,
      tenant,
      c.id,
      'offer',
      'upline',
      agent.id,
      at,
      `${input.period}: ${tierText(input.tiers)}`,
    );
    return c;
  });
  return contractView(
    row,
    new Map([
      [agent.id, agent.username],
      [downline.id, downline.username],
    ]),
    agent.id,
  );
}

// ------------------------------------------------------------------------------------------------ processing

const EVENT_OF: Record<ContractAction, ContractEvent['type']> = {
  accept: 'accept',
  reject: 'reject',
  requestTermination: 'requestTermination',
  agreeTermination: 'confirmTermination',
  refuseTermination: 'declineTermination',
};

async function systemTerminate(
  tx: Tx,
  tenant: Tenant,
  c: ContractRow,
  at: Date,
  detail: string,
): Promise<void> {
  const r = contractTransition(stateOf(c), { type: 'systemTerminate' });
  if (!r.ok) return;
  await tx
    .update(contracts)
    .set({ status: r.state.status, terminationRequestedBy: null, updatedAt: at, endedAt: at })
    .where(eq(contracts.id, c.id));
  await logEvent(tx, tenant, c.id, 'systemTerminate', 'system', null, at, detail);
}

/**
 * Accept, reject, request termination, agree to or refuse a termination the other side asked for. Accepting
 * terminates the contract it replaces and, by the lower-rate rule, the accepting agent's own downline contracts of
 * the kind whose rate is above the accepted one (each logged on its contract).
 */
export async function processContract(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  kind: ContractKind,
  input: { contractId: string; action: ContractAction },
) {
  requireKind(tenant, kind);
  const row = await p.db.transaction(async (tx) => {
    const c = await requireContract(tx, tenant, agent, input.contractId, kind, true);
    const party: ContractParty = c.uplineId === agent.id ? 'upline' : 'downline';
    const r = contractTransition(stateOf(c), { type: EVENT_OF[input.action], by: party });
    if (!r.ok) {
      if (r.reason === 'wrongParty') {
        const who =
          input.action === 'accept' || input.action === 'reject' ? 'the downline' : 'the other side';
        throw forbidden(`action: only ${who} may ${input.action} contract ${c.id}`, 'WRONG_PARTY');
      }
      throw new DomainError(
        'INVALID_STATE',
        `action: contract ${c.id} is ${STATUS_VIEW[c.status as ContractStatus]}: ${input.action} is not possible`,
        'invalid',
        { field: 'action' },
      );
    }
    const at = p.clock.now();
    if (input.action === 'accept') {
      const rate = rateOf(c);
      const [previous] = await tx
        .select()
        .from(contracts)
        .where(
          and(
            eq(contracts.tenantId, tenant.id),
            eq(contracts.kind, kind),
            eq(contracts.downlineId, c.downlineId),
            inArray(contracts.status, IN_FORCE),
          ),
        )
        .for('update');
      if (previous) await systemTerminate(tx, tenant, previous, at, `replaced by contract ${c.id}`);
      const given = await tx
        .select()
        .from(contracts)
        .where(
          and(
            eq(contracts.tenantId, tenant.id),
            eq(contracts.kind, kind),
            eq(contracts.uplineId, c.downlineId),
            inArray(contracts.status, OPEN),
          ),
        )
        .for('update');
      const above = downlineContractsToTerminate(
        DOMAIN_KIND[kind],
        rate,
        given.map((g) => ({ row: g, kind: DOMAIN_KIND[kind], rate: rateOf(g), state: stateOf(g) })),
      );
      for (const g of above)
        await systemTerminate(
          tx,
          tenant,
          g.row,
          at,
          `upline rate ${percent(rate)}% (contract ${c.id}) is below this contract's ${percent(g.rate)}%`,
        );
    }
    const closed = isContractClosed(r.state);
    const [updated] = await tx
      .update(contracts)
      .set({
        status: r.state.status,
        terminationRequestedBy: r.state.terminationRequestedBy ?? null,
        updatedAt: at,
        ...(input.action === 'accept' ? { acceptedAt: at, settledUntil: at } : {}),
        ...(closed ? { endedAt: at } : {}),
      })
      .where(eq(contracts.id, c.id))
      .returning();
    await logEvent(tx, tenant, c.id, input.action, party, agent.id, at);
    return updated!;
  });
  const [view] = await views(p.db, [row], agent.id);
  return view!;
}
