import type { CallDef } from './define.ts';
import { siteCalls, siteKeyCalls } from './calls/site.ts';
import { sessionCalls } from './calls/session.ts';
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
import { devCalls } from './calls/dev.ts';

/** Every call, keyed by name (`area.call`). The one source of truth for client and server. */
export const registry = {
  ...siteCalls,
  ...siteKeyCalls,
  ...sessionCalls,
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

/** A tenant's path overrides: call name -> path (older and newer brands use different service names). */
export type PathOverrides = Partial<Record<CallName | (string & {}), string>>;

/** The path of a call for a tenant: its override if any, else the registry path. */
export function resolvePath(call: Pick<CallDef, 'name' | 'path'>, overrides?: PathOverrides | null): string {
  const override = overrides?.[call.name];
  return override && override.length > 0 ? override : call.path;
}

/**
 * Fill `{param}` segments of a path from the request. Returns the path and the request without the
 * used params. Values are URI-encoded.
 */
export function fillPath(path: string, request: unknown): { path: string; rest: unknown } {
  if (!path.includes('{')) return { path, rest: request };
  const rest: Record<string, unknown> = { ...((request ?? {}) as Record<string, unknown>) };
  const filled = path.replace(/\{(\w+)\}/g, (_m, key: string) => {
    const v = rest[key];
    if (v === undefined || v === null || v === '') throw new Error(`path parameter {${key}} missing for ${path}`);
    delete rest[key];
    return encodeURIComponent(String(v));
  });
  return { path: filled, rest };
}

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
