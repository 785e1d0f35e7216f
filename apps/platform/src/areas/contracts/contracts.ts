/**
 * Salary and dividend contracts (accounts spec §3, §4; issue 15): an upline agent offers a direct downline agent a
 * contract of one kind (dividend, daily, hourly or real-time salary) with tiers; the downline accepts or rejects;
 * either side may request termination, which the other side agrees to or refuses. The rules are the domain's
 * (packages/domain contracts/*): the state machine, the headline rate of a set of tiers, the cap on an offered rate
 * and the lower-rate rule (agreeing to a lower rate terminates the agent's own downline contracts of the kind whose
 * rate is above it). This file keeps the kinds, the rows and the access; contract-records.ts reads them, contract-lifecycle.ts changes them and settlement.ts pays them.
 *
 * Our readings, where the spec is silent:
 * - A contract is made with a direct downline that is an agent. An agent offers at most its own rate of the kind
 *   (the rate of its own contract in force); a top agent (no upline) at most 100 %; an agent with an upline but no
 *   contract of the kind in force has nothing to share and cannot offer one.
 * - One open offer and one contract in force per kind and downline. An offer while a contract is in force is a
 *   replacement: accepting it terminates the old one (and the lower-rate rule applies to the new rate).
 * - A dividend and a salary (the daily-salary kind, the spec's "salary periods: daily, weekly, semimonthly, monthly")
 *   are settled per their period (DAILY, WEEKLY, SEMIMONTHLY, MONTHLY); an hourly salary is settled per hour and a
 *   real-time salary per 5-minute window, so their period is DAILY.
 * - Only the two parties see a contract; any other contract id is refused like an account outside the tree.
 * - A kind the site does not offer (its consolidated contract flag off: the tenant's DIVIDEND, DAYSAL or HOURSAL3
 *   module) answers FUNCTION_NOT_AVAILABLE; contracts made while it was on are still settled.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  contractRate,
  type ContractKind as DomainKind,
  type ContractParty,
  type ContractState,
  type ContractStatus,
  type ContractTier,
  type PeriodType,
} from '@wl/domain';
import type { Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { contracts, customers } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import type { Customer } from '../session/sessions.ts';
import { contractFlags } from '../site/site.ts';

export type ContractKind = 'dividend' | 'dailySalary' | 'hourSalary' | 'realtimeSalary';
export type ContractPeriod = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';
export type TierInput = { activeMembers: number; betAmount: number; rate: number };
export type ContractRow = typeof contracts.$inferSelect;
export type ContractAction =
  'accept' | 'reject' | 'requestTermination' | 'agreeTermination' | 'refuseTermination';

/** The time zone periods are cut in: UTC days, as in the records and team reports (areas/reports/report-query.ts). */
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

/** Whether a kind's contracts choose their period (dividend, salary); hourly and real-time salary are DAILY. */
const choosesPeriod = (kind: ContractKind) => kind === 'dividend' || kind === 'dailySalary';

/** Refuses a period a kind does not take (hourly and real-time salary: DAILY only). */
export function checkPeriod(kind: ContractKind, period: ContractPeriod): void {
  if (!choosesPeriod(kind) && period !== 'DAILY')
    throw badInput(
      'period',
      `a ${LABEL[kind]} is settled per ${kind === 'hourSalary' ? 'hour' : '5 minutes'}: period must be DAILY`,
    );
}

/** The settlement period of a contract (domain periods.ts). */
export function periodTypeOf(c: Pick<ContractRow, 'kind' | 'period'>): PeriodType {
  switch (c.kind as ContractKind) {
    case 'dividend':
    case 'dailySalary':
      return c.period.toLowerCase() as PeriodType;
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

export const STATUS_VIEW: Record<
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
export const OPEN: ContractStatus[] = ['offered', 'active', 'terminationRequested'];
export const IN_FORCE: ContractStatus[] = ['active', 'terminationRequested'];

export const stateOf = (c: ContractRow): ContractState => ({
  status: c.status as ContractStatus,
  ...(c.terminationRequestedBy ? { terminationRequestedBy: c.terminationRequestedBy as ContractParty } : {}),
});

export async function accountsOf(db: Queryable, ids: number[]): Promise<Map<number, string>> {
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

export async function views(db: Queryable, rows: ContractRow[], viewer: number) {
  const accounts = await accountsOf(
    db,
    rows.flatMap((c) => [c.uplineId, c.downlineId]),
  );
  return rows.map((c) => contractView(c, accounts, viewer));
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
