/**
 * Agent-centre seed of a tenant: rebate rates down the agent tree (each within its upline's), affiliate links of
 * `agent` (a member link, an agent link with an expiry, an expired one) and the seed accounts registered through
 * them. Agent notices (type A) come with the other notices (areas/site/seed.ts). Deterministic.
 */
import type { Db, Tx } from '../../db/index.ts';
import { affiliateLinkAccounts, affiliateLinks, rebateRates } from '../../db/schema.ts';
import type { PlatformTenant } from '../../tenants/registry.ts';

const DAY = 86_400_000;

/** Rates (percent) per product type: the top agent at most the platform maximum, each level within its upline. */
const SEED_REBATES: Record<string, Record<string, number>> = {
  agent: { LOTT: 7, RNG: 1.8, LIVE: 1, SPORTS: 0.9, FISH: 1.8, PVP: 0.9 },
  agent2: { LOTT: 5, RNG: 1.5, LIVE: 0.8, SPORTS: 0.7, FISH: 1.5, PVP: 0.7 },
  agent3: { LOTT: 3, RNG: 1, LIVE: 0.5, SPORTS: 0.5, FISH: 1, PVP: 0.5 },
  agentonly: { LOTT: 2, RNG: 0.5, LIVE: 0.3, SPORTS: 0.3, FISH: 0.5, PVP: 0.3 },
  player1: { LOTT: 1, RNG: 0.3, LIVE: 0.2, SPORTS: 0.2, FISH: 0.3, PVP: 0.2 },
};

export async function seedAgentCentre(
  db: Db | Tx,
  tenant: PlatformTenant,
  ids: Map<string, number>,
  now: Date,
): Promise<void> {
  const at = new Date(now.getTime() - 90 * DAY);
  const rates = Object.entries(SEED_REBATES).flatMap(([username, byType]) => {
    const customerId = ids.get(username);
    return customerId === undefined
      ? []
      : Object.entries(byType).map(([productType, rate]) => ({
          customerId,
          productType,
          tenantId: tenant.id,
          rate: rate.toFixed(2),
          updatedAt: at,
        }));
  });
  if (rates.length) await db.insert(rebateRates).values(rates);

  const owner = ids.get('agent');
  if (owner === undefined) return;
  const code = tenant.merchantCode.toUpperCase().slice(0, 8);
  const domain = tenant.config.mainDomain;
  const links = await db
    .insert(affiliateLinks)
    .values([
      {
        tenantId: tenant.id,
        customerId: owner,
        code: `${code}M1`,
        type: 'member',
        domain,
        channel: 'LINE',
        createdAt: new Date(now.getTime() - 120 * DAY),
        expiresAt: null,
      },
      {
        tenantId: tenant.id,
        customerId: owner,
        code: `${code}G1`,
        type: 'agent',
        domain,
        channel: 'Facebook',
        createdAt: new Date(now.getTime() - 100 * DAY),
        expiresAt: new Date(now.getTime() + 30 * DAY),
      },
      {
        tenantId: tenant.id,
        customerId: owner,
        code: `${code}X1`,
        type: 'member',
        domain,
        channel: 'Telegram',
        createdAt: new Date(now.getTime() - 40 * DAY),
        expiresAt: new Date(now.getTime() - 10 * DAY),
      },
    ])
    .returning({ id: affiliateLinks.id, code: affiliateLinks.code });
  const linkId = (suffix: string) => links.find((l) => l.code === `${code}${suffix}`)!.id;
  const registered = [
    { username: 'player1', link: 'M1' },
    { username: 'agent2', link: 'G1' },
  ];
  const rows = registered.flatMap((r) => {
    const customerId = ids.get(r.username);
    return customerId === undefined
      ? []
      : [{ customerId, linkId: linkId(r.link), tenantId: tenant.id, createdAt: at }];
  });
  if (rows.length) await db.insert(affiliateLinkAccounts).values(rows);
}
