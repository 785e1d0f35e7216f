/**
 * A contract's changes (issue 15): an upline's offer (tiers checked, capped by its own rate) and the parties' actions on
 * it (accept, reject, request, agree to or refuse termination) through the domain's state machine, with the lower-rate
 * rule terminating the agent's own downline contracts above the new rate; every change is logged as an event.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  canOfferRate,
  contractRate,
  contractTransition,
  downlineContractsToTerminate,
  isContractClosed,
  type ContractEvent,
  type ContractParty,
  type ContractStatus,
} from '@wl/domain';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable, Tx } from '../../db/index.ts';
import { contractEvents, contracts } from '../../db/schema.ts';
import { DomainError, badInput, forbidden } from '../../shared/errors.ts';
import { requireDownline } from '../agent/agent.ts';
import { isAgent } from '../../shared/rules.ts';
import type { Customer } from '../session/sessions.ts';
import {
  type ContractKind,
  type ContractPeriod,
  type TierInput,
  type ContractRow,
  type ContractAction,
  MAX_TIERS,
  DOMAIN_KIND,
  LABEL,
  requireKind,
  checkPeriod,
  domainTiers,
  rateOf,
  percent,
  STATUS_VIEW,
  OPEN,
  IN_FORCE,
  stateOf,
  contractView,
  views,
  ownCap,
  requireContract,
} from './contracts.ts';

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
  checkPeriod(kind, input.period);
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
