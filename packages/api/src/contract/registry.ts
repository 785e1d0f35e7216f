import type { CallDef } from './define.ts';
import type { PathOverrides } from './paths.ts';
import { siteCalls } from './calls/site.ts';
import { sessionCalls } from './calls/session.ts';
import { thirdPartyCalls } from './calls/third-party.ts';
import { memberCalls } from './calls/member.ts';
import { gamesCalls } from './calls/games.ts';
import { lotteryCalls } from './calls/lottery.ts';
import { walletCalls } from './calls/wallet.ts';
import { cashierCalls } from './calls/cashier.ts';
import { messagesCalls } from './calls/messages.ts';
import { promotionsCalls } from './calls/promotions.ts';
import { missionsCalls } from './calls/missions.ts';
import { vipCalls } from './calls/vip.ts';
import { referralCalls } from './calls/referral.ts';
import { pointsCalls } from './calls/points.ts';
import { agentCalls } from './calls/agent.ts';
import { contractsCalls } from './calls/contracts.ts';
import { reportsCalls } from './calls/reports.ts';
import { protectionCalls } from './calls/protection.ts';
import { devCalls } from './calls/dev.ts';

/** Every call, keyed by name (`area.call`). The one source of truth for client and server. */
export const registry = {
  ...siteCalls,
  ...sessionCalls,
  ...thirdPartyCalls,
  ...memberCalls,
  ...gamesCalls,
  ...lotteryCalls,
  ...walletCalls,
  ...cashierCalls,
  ...messagesCalls,
  ...promotionsCalls,
  ...missionsCalls,
  ...vipCalls,
  ...referralCalls,
  ...pointsCalls,
  ...agentCalls,
  ...contractsCalls,
  ...reportsCalls,
  ...protectionCalls,
  ...devCalls,
} as const;

export type Registry = typeof registry;
export type CallName = keyof Registry;
export type Call<N extends CallName> = Registry[N];

/** All calls as a list (stable order: area files in registry order). */
export const allCalls: readonly CallDef[] = Object.values(registry) as CallDef[];

export function getCall<N extends CallName>(name: N): Registry[N];
export function getCall(name: string): CallDef | undefined;
export function getCall(name: string): CallDef | undefined {
  return (registry as Record<string, CallDef>)[name];
}

export { resolvePath, fillPath, type PathOverrides } from './paths.ts';

/** Check the registry: unique names, unique method+path pairs. Throws on the first problem. */
export function assertRegistryConsistent(calls: readonly CallDef[] = allCalls): void {
  const routes = new Map<string, string>();
  const names = new Set<string>();
  for (const c of calls) {
    if (names.has(c.name)) throw new Error(`duplicate call name ${c.name}`);
    names.add(c.name);
    const key = `${c.method} ${c.path}`;
    const other = routes.get(key);
    if (other) throw new Error(`${c.name} and ${other} share the route ${key}`);
    routes.set(key, c.name);
  }
}

export type OverrideRoute = { call: CallDef; method: CallDef['method']; path: string; merchants: string[] };

/**
 * The extra routes a server mounts for its tenants' path overrides: one per distinct method + path, with
 * the call it serves and the merchants whose override it is (a request at that path with another
 * Merchant must not reach the call). Throws when an override names no call, or lands on the route of
 * another call, or when two tenants map one path to different calls.
 */
export function overrideRoutes(
  overridesByMerchant: Record<string, PathOverrides | null | undefined>,
  calls: readonly CallDef[] = allCalls,
): OverrideRoute[] {
  const byName = new Map(calls.map((c) => [c.name, c]));
  const taken = new Map(calls.map((c) => [`${c.method} ${c.path}`, c.name]));
  const routes = new Map<string, OverrideRoute>();
  for (const [merchant, overrides] of Object.entries(overridesByMerchant)) {
    for (const [name, path] of Object.entries(overrides ?? {})) {
      if (!path) continue;
      const call = byName.get(name);
      if (!call) throw new Error(`${merchant}: path override for unknown call ${name}`);
      if (path === call.path) continue;
      const key = `${call.method} ${path}`;
      const owner = taken.get(key);
      if (owner && owner !== name)
        throw new Error(`${merchant}: override of ${name} lands on the route of ${owner} (${key})`);
      const existing = routes.get(key);
      if (existing && existing.call.name !== name)
        throw new Error(
          `${merchant}: ${key} is ${existing.call.name} for ${existing.merchants.join(', ')}, not ${name}`,
        );
      if (existing) existing.merchants.push(merchant);
      else routes.set(key, { call, method: call.method, path, merchants: [merchant] });
    }
  }
  return [...routes.values()];
}
