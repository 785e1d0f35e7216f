/**
 * The contract simulator (issue 15, "beyond the original"; call contracts.simulate, ours): before offering, an agent
 * tries tiers of a kind on the last 30 whole days of its team's real bets and sees what they would have paid each
 * downline agent and the agent itself. Nothing is written.
 *
 * It is the settlement's rule (areas/contracts/settlement.ts), period by period, on the same figures:
 * - the periods are the contract's own (a day, an hour, a 5-minute window, or the dividend's period) that ended in
 *   the last 30 whole days (UTC); a dividend's window starts where the period holding its first day starts;
 * - a period's figures are the settled, non-trial bets of a team (periodFigures: valid bet, players' P&L, active
 *   members), and the pay is the domain's computeContractPay (best tier met; less what the party's own downline
 *   contracts are due: the differential);
 * - each downline agent tried (one, `downlineId`, or every direct downline agent) is paid the tiers on its team,
 *   less what its own contracts of the kind in force are due; those whose rate is above the tiers' are left out, as
 *   the lower-rate rule would end them on acceptance (named in `ended`);
 * - the agent is paid by its own contract of the kind from its upline (when it has one), less what its downlines
 *   would be due: the tried tiers for the downlines tried, their contracts in force for the others. A top agent has
 *   no contract of its own (the site pays its downlines): `agent` is null.
 *
 * Access: an agent (a trial account reads an empty team); `downlineId` must be a direct downline agent of the caller
 * (anything else in or out of the tree is refused as for an offer); tiers are checked as an offer's (at most the
 * caller's own rate).
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  AGENT_MEMBER_TYPES,
  canOfferRate,
  computeContractPay,
  contractRate,
  downlineContractsToTerminate,
  periodContaining,
  periodsToSettle,
  type Period,
} from '@wl/domain';
import type { Platform, Tenant } from '../../context.ts';
import { contracts, customers } from '../../db/schema.ts';
import { DomainError, badInput } from '../../shared/errors.ts';
import { requireDownline } from '../agent/agent.ts';
import { periodFigures, teamOf, type PeriodFiguresCents } from './settlement.ts';
import {
  DOMAIN_KIND,
  IN_FORCE,
  LABEL,
  SETTLEMENT_TIME_ZONE,
  domainTiers,
  ownCap,
  percent,
  periodTypeOf,
  rateOf,
  requireKind,
  checkPeriod,
  stateOf,
  type ContractKind,
  type ContractPeriod,
  type ContractRow,
  type TierInput,
} from './contracts.ts';
import { checkTiers } from './contract-lifecycle.ts';
import { isAgent } from '../../shared/rules.ts';
import type { Customer } from '../session/sessions.ts';

/** Days of bets the simulator looks back over (whole UTC days before today). */
const SIMULATION_DAYS = 30;
const DAY = 86_400_000;

export type SimulationInput = {
  kind: ContractKind;
  period?: ContractPeriod | undefined;
  tiers: TierInput[];
  downlineId?: string | undefined;
};
type Pay = { gross: number; downlinePaid: number; amount: number };
type PayCents = { grossCents: number; downlineCents: number; netCents: number };

const figures = (f: PeriodFiguresCents) => ({
  validBet: f.validBetCents / 100,
  activeMembers: f.activeMembers,
  profitAndLoss: f.pnlCents / 100,
});
const units = (cents: number) => cents / 100;
const payOf = (c: PayCents): Pay => ({
  gross: units(c.grossCents),
  downlinePaid: units(c.downlineCents),
  amount: units(c.netCents),
});
const addPay = (a: PayCents, b: PayCents): PayCents => ({
  grossCents: a.grossCents + b.grossCents,
  downlineCents: a.downlineCents + b.downlineCents,
  netCents: a.netCents + b.netCents,
});
const ZERO: PayCents = { grossCents: 0, downlineCents: 0, netCents: 0 };

/** The pay of tiers for one period's figures, less `downlineCents` (the settlement's rule). */
function pay(
  kind: ContractKind,
  tiers: readonly TierInput[],
  f: PeriodFiguresCents,
  downlineCents = 0,
): PayCents {
  const r = computeContractPay(DOMAIN_KIND[kind], domainTiers(tiers), figures(f), downlineCents / 100);
  if (!r.ok) throw badInput('tiers', `cannot be paid (${r.reason})`);
  return { grossCents: r.grossCents, downlineCents: r.downlineCents, netCents: r.netCents };
}

/** A contract in force with the figures of its downline's team per period. */
type Given = { row: ContractRow; team: PeriodFiguresCents[] };

async function withTeams(
  p: Platform,
  tenant: Tenant,
  rows: readonly ContractRow[],
  periods: readonly Period[],
): Promise<Given[]> {
  return Promise.all(
    rows.map(async (row) => ({
      row,
      team: await periodFigures(p.db, tenant.id, await teamOf(p.db, tenant.id, row.downlineId), periods),
    })),
  );
}

export async function simulateContract(p: Platform, tenant: Tenant, agent: Customer, input: SimulationInput) {
  const { kind, tiers } = input;
  requireKind(tenant, kind);
  const period = input.period ?? 'DAILY';
  checkPeriod(kind, period);
  checkTiers(tiers);
  const rate = contractRate(domainTiers(tiers));
  const cap = await ownCap(p.db, tenant, agent, kind);
  if (cap === null)
    throw new DomainError(
      'CONTRACT_REQUIRED',
      `kind: you have no ${LABEL[kind]} contract in force to share with a downline`,
      'invalid',
      { field: 'tiers' },
    );
  if (!canOfferRate(cap, rate))
    throw new DomainError(
      'RATE_TOO_HIGH',
      `tiers: the best rate ${percent(rate)}% is above your own ${percent(cap)}%`,
      'invalid',
      { field: 'tiers' },
    );

  // The downline agents the tiers are tried for.
  let targets: Customer[];
  if (input.downlineId !== undefined) {
    const { customer, level } = await requireDownline(p.db, tenant, agent, input.downlineId, 'downlineId');
    if (level !== 1)
      throw badInput(
        'downlineId',
        `${customer.username} is not your direct downline: contracts are made with direct downlines only`,
      );
    if (!isAgent(customer.type)) throw badInput('downlineId', `${customer.username} is not an agent`);
    targets = [customer];
  } else {
    targets = await p.db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.tenantId, tenant.id),
          eq(customers.parentId, agent.id),
          inArray(customers.type, [...AGENT_MEMBER_TYPES]),
        ),
      )
      .orderBy(customers.username);
  }

  // The periods: the contract's own, ended in the last 30 whole days.
  const type = periodTypeOf({ kind, period });
  const today = periodContaining('daily', p.clock.now().getTime(), SETTLEMENT_TIME_ZONE).start;
  const first = periodContaining(type, today - SIMULATION_DAYS * DAY, SETTLEMENT_TIME_ZONE).start;
  const periods = periodsToSettle(type, first, today, SETTLEMENT_TIME_ZONE, SIMULATION_DAYS * 288 + 1);

  const inForce = (where: ReturnType<typeof eq>) =>
    p.db
      .select()
      .from(contracts)
      .where(
        and(
          eq(contracts.tenantId, tenant.id),
          eq(contracts.kind, kind),
          inArray(contracts.status, IN_FORCE),
          where,
        ),
      );
  const targetIds = targets.map((t) => t.id);

  // Each target: its team, and its own contracts in force (less those the lower-rate rule would end).
  const tried = await Promise.all(
    targets.map(async (t) => {
      const own = await inForce(eq(contracts.uplineId, t.id));
      const ending = downlineContractsToTerminate(
        DOMAIN_KIND[kind],
        rate,
        own.map((row) => ({ row, kind: DOMAIN_KIND[kind], rate: rateOf(row), state: stateOf(row) })),
      );
      const endingIds = new Set(ending.map((e) => e.row.id));
      const kept = await withTeams(
        p,
        tenant,
        own.filter((c) => !endingIds.has(c.id)),
        periods,
      );
      const team = await periodFigures(p.db, tenant.id, await teamOf(p.db, tenant.id, t.id), periods);
      const accounts = ending.length
        ? new Map(
            (
              await p.db
                .select({ id: customers.id, username: customers.username })
                .from(customers)
                .where(
                  inArray(
                    customers.id,
                    ending.map((e) => e.row.downlineId),
                  ),
                )
            ).map((r) => [r.id, r.username]),
          )
        : new Map<number, string>();
      return { customer: t, team, kept, ended: ending.map((e) => accounts.get(e.row.downlineId) ?? '') };
    }),
  );

  // The agent: its own contract from its upline (none for a top agent), its team, the contracts it gave the others.
  const [mine] = await inForce(eq(contracts.downlineId, agent.id));
  const agentTeam = mine
    ? await periodFigures(p.db, tenant.id, await teamOf(p.db, tenant.id, agent.id), periods)
    : [];
  const others = mine
    ? await withTeams(
        p,
        tenant,
        (await inForce(eq(contracts.uplineId, agent.id))).filter((c) => !targetIds.includes(c.downlineId)),
        periods,
      )
    : [];

  // Period by period, grouped into rows of a day (or of the period, when it is a day or longer).
  type Row = {
    start: number;
    end: number;
    validBetCents: number;
    pnlCents: number;
    activeMembers: number;
    agent: PayCents | null;
    downlines: PayCents[];
  };
  const rows: Row[] = [];
  const totals: { agent: number | null; downlines: number[] } = {
    agent: mine ? 0 : null,
    downlines: tried.map(() => 0),
  };
  const covers = (c: ContractRow, at: Period) => c.acceptedAt !== null && c.acceptedAt.getTime() <= at.start;
  for (const [i, at] of periods.entries()) {
    const paid = tried.map((t) => {
      let childCents = 0;
      for (const g of t.kept)
        if (covers(g.row, at)) childCents += pay(kind, g.row.tiers, g.team[i]!).grossCents;
      return pay(kind, tiers, t.team[i]!, childCents);
    });
    let agentPay: PayCents | null = null;
    if (mine) {
      let givenCents = paid.reduce((sum, x) => sum + x.grossCents, 0);
      for (const g of others)
        if (covers(g.row, at)) givenCents += pay(kind, g.row.tiers, g.team[i]!).grossCents;
      agentPay = pay(kind, mine.tiers, agentTeam[i]!, givenCents);
    }
    const day = at.end - at.start < DAY ? periodContaining('daily', at.start, SETTLEMENT_TIME_ZONE) : at;
    let row = rows[rows.length - 1];
    if (!row || row.start !== day.start) {
      row = {
        start: day.start,
        end: day.end,
        validBetCents: 0,
        pnlCents: 0,
        activeMembers: 0,
        agent: mine ? ZERO : null,
        downlines: tried.map(() => ZERO),
      };
      rows.push(row);
    }
    // The teams tried are disjoint: their figures add up. Members of a row of several periods: the most in one.
    let members = 0;
    for (const t of tried) {
      row.validBetCents += t.team[i]!.validBetCents;
      row.pnlCents += t.team[i]!.pnlCents;
      members += t.team[i]!.activeMembers;
    }
    row.activeMembers = Math.max(row.activeMembers, members);
    row.downlines = row.downlines.map((x, j) => addPay(x, paid[j]!));
    paid.forEach((x, j) => (totals.downlines[j]! += x.netCents));
    if (agentPay && row.agent) {
      row.agent = addPay(row.agent, agentPay);
      totals.agent = (totals.agent ?? 0) + agentPay.netCents;
    }
  }

  return {
    kind,
    period,
    from: periods[0]?.start ?? first,
    to: periods[periods.length - 1]?.end ?? today,
    periods: periods.length,
    downlines: tried.map((t, j) => ({
      downlineId: String(t.customer.id),
      account: t.customer.username,
      total: units(totals.downlines[j]!),
      ended: t.ended,
    })),
    ownRate: mine ? percent(rateOf(mine)) : null,
    rows: rows.map((r) => ({
      start: r.start,
      end: r.end,
      validBet: units(r.validBetCents),
      profitLoss: units(r.pnlCents),
      activeMembers: r.activeMembers,
      agent: r.agent ? payOf(r.agent) : null,
      downlines: r.downlines.map((x, j) => ({ downlineId: String(tried[j]!.customer.id), ...payOf(x) })),
    })),
    totals: {
      agent: totals.agent === null ? null : units(totals.agent),
      downlines: units(totals.downlines.reduce((a, b) => a + b, 0)),
      validBet: units(rows.reduce((a, r) => a + r.validBetCents, 0)),
    },
  };
}
