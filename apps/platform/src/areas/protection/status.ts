/** The member page's reads: the status (limits, break, reality check) and the session summary of the reality check. */
import { eq } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { playerProtection } from '../../db/schema.ts';
import { badInput } from '../../shared/errors.ts';
import type { SessionInfo } from '../session/sessions.ts';
import { activeBreak, breakView } from './breaks.ts';
import { limitRows, playedSince } from './limits.ts';
import { appendRecord } from './records.ts';

/** The player's reality check interval: their choice, else the tenant's default; null: turned off. */
export async function realityCheckMinutes(
  db: Queryable,
  tenant: Tenant,
  customerId: number,
): Promise<number | null> {
  const [row] = await db.select().from(playerProtection).where(eq(playerProtection.customerId, customerId));
  return row ? row.realityCheckMinutes : tenant.config.protection.realityCheckDefault;
}

export async function status(p: Platform, tenant: Tenant, session: SessionInfo) {
  return p.db.transaction(async (tx) => {
    const now = p.clock.now();
    const id = session.customer.id;
    const b = await activeBreak(tx, id, now);
    return {
      limits: await limitRows(tx, id, now, session.createdAt),
      coolingOffHours: tenant.config.protection.coolingOffHours,
      break: b ? breakView(b, now) : null,
      realityCheck: {
        everyMinutes: await realityCheckMinutes(tx, tenant, id),
        options: tenant.config.protection.realityCheckOptions,
      },
      sessionStartedAt: session.createdAt.getTime(),
    };
  });
}

export async function sessionSummary(p: Platform, customerId: number, startedAt: Date) {
  const now = p.clock.now();
  const { wagered, won } = await playedSince(p.db, customerId, startedAt);
  return {
    startedAt: startedAt.getTime(),
    minutes: Math.floor((now.getTime() - startedAt.getTime()) / 60_000),
    wagered,
    won,
    net: Math.round((won - wagered) * 100) / 100,
  };
}

export async function setRealityCheck(
  p: Platform,
  tenant: Tenant,
  customerId: number,
  everyMinutes: number | null,
) {
  const options = tenant.config.protection.realityCheckOptions;
  if (everyMinutes !== null && !options.includes(everyMinutes))
    throw badInput('everyMinutes', `must be one of ${options.join(', ')} (or null to turn it off)`);
  const now = p.clock.now();
  await p.db.transaction(async (tx) => {
    await tx
      .insert(playerProtection)
      .values({ customerId, tenantId: tenant.id, realityCheckMinutes: everyMinutes, updatedAt: now })
      .onConflictDoUpdate({
        target: playerProtection.customerId,
        set: { realityCheckMinutes: everyMinutes, updatedAt: now },
      });
    await appendRecord(tx, {
      tenantId: tenant.id,
      customerId,
      action: 'realityCheckSet',
      subject: 'realityCheck',
      detail: everyMinutes === null ? 'off' : String(everyMinutes),
      by: 'player',
      at: now,
    });
  });
  return { everyMinutes };
}
