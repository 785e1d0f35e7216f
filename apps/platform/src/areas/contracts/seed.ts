/**
 * Contracts seed of a tenant (areas/contracts/contracts.ts): down the agent tree `agent` -> `agent2` -> `agent3`, each contract
 * within its upline's rate, with the actions that led to it in the history:
 * - `agent` -> `agent2`: daily salary (1 % from 1 active member and 20 bet, 2 % from 3 and 100), active for 30 days;
 *   dividend, weekly (20 % from 1 active member), active for 28 days; real-time salary (0.3 %), active for 2 hours;
 *   hourly salary (0.5 %), offered 2 days ago and waiting for agent2's answer.
 * - `agent2` -> `agent3`: daily salary (0.5 % from 1 active member and 10 bet, 1.5 % from 2 and 50), active for 20 days.
 * - `agent` -> `agentonly`: daily salary (0.8 %), terminated 10 days ago (asked by agent, agreed by agentonly).
 * Kinds the tenant does not offer are left out. Nothing is paid in the seed: the settlement pays the periods due from the seeded bets on its first run.
 */
import type { Db, Tx } from '../../db/index.ts';
import { contractEvents, contracts } from '../../db/schema.ts';
import { kindEnabled, type ContractKind } from './contracts.ts';
import type { PlatformTenant } from '../../tenants/registry.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Tier = { activeMembers: number; betAmount: number; rate: number };
type Plan = {
  kind: string;
  upline: string;
  downline: string;
  period: string;
  tiers: Tier[];
  offeredAgo: number;
  acceptedAgo?: number;
  ended?: { ago: number; requestedAgo: number };
};

const SEED_CONTRACTS: readonly Plan[] = [
  {
    kind: 'dailySalary',
    upline: 'agent',
    downline: 'agent2',
    period: 'DAILY',
    tiers: [
      { activeMembers: 1, betAmount: 20, rate: 1 },
      { activeMembers: 3, betAmount: 100, rate: 2 },
    ],
    offeredAgo: 31 * DAY,
    acceptedAgo: 30 * DAY,
  },
  {
    kind: 'dividend',
    upline: 'agent',
    downline: 'agent2',
    period: 'WEEKLY',
    tiers: [{ activeMembers: 1, betAmount: 0, rate: 20 }],
    offeredAgo: 29 * DAY,
    acceptedAgo: 28 * DAY,
  },
  {
    kind: 'realtimeSalary',
    upline: 'agent',
    downline: 'agent2',
    period: 'DAILY',
    tiers: [{ activeMembers: 1, betAmount: 0, rate: 0.3 }],
    offeredAgo: 3 * HOUR,
    acceptedAgo: 2 * HOUR,
  },
  {
    kind: 'hourSalary',
    upline: 'agent',
    downline: 'agent2',
    period: 'DAILY',
    tiers: [{ activeMembers: 1, betAmount: 50, rate: 0.5 }],
    offeredAgo: 2 * DAY,
  },
  {
    kind: 'dailySalary',
    upline: 'agent2',
    downline: 'agent3',
    period: 'DAILY',
    tiers: [
      { activeMembers: 1, betAmount: 10, rate: 0.5 },
      { activeMembers: 2, betAmount: 50, rate: 1.5 },
    ],
    offeredAgo: 21 * DAY,
    acceptedAgo: 20 * DAY,
  },
  {
    kind: 'dailySalary',
    upline: 'agent',
    downline: 'agentonly',
    period: 'DAILY',
    tiers: [{ activeMembers: 1, betAmount: 100, rate: 0.8 }],
    offeredAgo: 40 * DAY,
    acceptedAgo: 39 * DAY,
    ended: { requestedAgo: 11 * DAY, ago: 10 * DAY },
  },
];

export async function seedContracts(
  db: Db | Tx,
  tenant: PlatformTenant,
  ids: Map<string, number>,
  now: Date,
): Promise<void> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  // Only the kinds the tenant offers (e.g. no dividends where its DIVIDEND module is off).
  for (const plan of SEED_CONTRACTS.filter((x) => kindEnabled(tenant, x.kind as ContractKind))) {
    const uplineId = ids.get(plan.upline);
    const downlineId = ids.get(plan.downline);
    if (uplineId === undefined || downlineId === undefined) continue;
    const accepted = plan.acceptedAgo === undefined ? null : ago(plan.acceptedAgo);
    const ended = plan.ended ? ago(plan.ended.ago) : null;
    const [c] = await db
      .insert(contracts)
      .values({
        tenantId: tenant.id,
        kind: plan.kind,
        uplineId,
        downlineId,
        period: plan.period,
        status: ended ? 'terminated' : accepted ? 'active' : 'offered',
        tiers: plan.tiers,
        createdAt: ago(plan.offeredAgo),
        updatedAt: ended ?? accepted ?? ago(plan.offeredAgo),
        acceptedAt: accepted,
        endedAt: ended,
        settledUntil: accepted,
      })
      .returning({ id: contracts.id });
    const events: (typeof contractEvents.$inferInsert)[] = [
      {
        tenantId: tenant.id,
        contractId: c!.id,
        action: 'offer',
        party: 'upline',
        customerId: uplineId,
        detail: `${plan.period}: ${plan.tiers.map((t) => `${t.rate}% from ${t.activeMembers} active / ${t.betAmount} bet`).join('; ')}`,
        createdAt: ago(plan.offeredAgo),
      },
    ];
    if (accepted)
      events.push({
        tenantId: tenant.id,
        contractId: c!.id,
        action: 'accept',
        party: 'downline',
        customerId: downlineId,
        createdAt: accepted,
      });
    if (plan.ended) {
      events.push({
        tenantId: tenant.id,
        contractId: c!.id,
        action: 'requestTermination',
        party: 'upline',
        customerId: uplineId,
        createdAt: ago(plan.ended.requestedAgo),
      });
      events.push({
        tenantId: tenant.id,
        contractId: c!.id,
        action: 'agreeTermination',
        party: 'downline',
        customerId: downlineId,
        createdAt: ago(plan.ended.ago),
      });
    }
    await db.insert(contractEvents).values(events);
  }
}
