/**
 * The call definitions (zod schemas) of each area, loaded on demand. The RTK areas build their endpoints
 * from the schema-free rows of `contract/meta/<area>.generated.ts`; the client imports an area's schemas the
 * first time one of its calls is made, so an app's first download carries neither zod nor any schema.
 * The map is static, so the bundler makes one chunk per area and a shared one for zod.
 */
import type { Area, CallDef } from '../contract/define.ts';
import type * as envelopeModule from '../contract/envelope.ts';

type CallSet = Readonly<Record<string, CallDef>>;
export type EnvelopeModule = typeof envelopeModule;

const LOADERS: Record<Area, () => Promise<CallSet>> = {
  site: () => import('../contract/calls/site.ts').then((m) => m.siteCalls),
  session: () => import('../contract/calls/third-party.ts').then((m) => m.sessionAreaCalls),
  member: () => import('../contract/calls/member.ts').then((m) => m.memberCalls),
  games: () => import('../contract/calls/games.ts').then((m) => m.gamesCalls),
  lottery: () => import('../contract/calls/lottery.ts').then((m) => m.lotteryCalls),
  wallet: () => import('../contract/calls/wallet.ts').then((m) => m.walletCalls),
  cashier: () => import('../contract/calls/cashier.ts').then((m) => m.cashierCalls),
  messages: () => import('../contract/calls/messages.ts').then((m) => m.messagesCalls),
  promotions: () => import('../contract/calls/promotions.ts').then((m) => m.promotionsCalls),
  missions: () => import('../contract/calls/missions.ts').then((m) => m.missionsCalls),
  vip: () => import('../contract/calls/vip.ts').then((m) => m.vipCalls),
  referral: () => import('../contract/calls/referral.ts').then((m) => m.referralCalls),
  points: () => import('../contract/calls/points.ts').then((m) => m.pointsCalls),
  agent: () => import('../contract/calls/agent.ts').then((m) => m.agentCalls),
  contracts: () => import('../contract/calls/contracts.ts').then((m) => m.contractsCalls),
  reports: () => import('../contract/calls/reports.ts').then((m) => m.reportsCalls),
  protection: () => import('../contract/calls/protection.ts').then((m) => m.protectionCalls),
  dev: () => import('../contract/calls/dev.ts').then((m) => m.devCalls),
};

const areas = new Map<Area, Promise<CallSet>>();
let envelope: Promise<EnvelopeModule> | undefined;
let interpreted: Promise<unknown> | undefined;

/** zod set to interpret (zodInterpreted.ts) before any schema is loaded. */
function withInterpretedZod<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    interpreted ??= import('./zodInterpreted.ts').catch((error: unknown) => {
      interpreted = undefined;
      throw error;
    });
    return interpreted.then(load);
  };
}

/** Is this a known area name? */
function isArea(name: string): name is Area {
  return Object.hasOwn(LOADERS, name);
}

/** Once per area: a failed import (a chunk that did not arrive) is forgotten, so the next call retries it. */
function once<T>(start: () => Promise<T>, forget: () => void): Promise<T> {
  const promise = start();
  promise.catch(forget);
  return promise;
}

/** The full call definitions of an area, imported once. */
function loadAreaCalls(area: Area): Promise<CallSet> {
  let promise = areas.get(area);
  if (!promise) {
    promise = once(withInterpretedZod(LOADERS[area]), () => areas.delete(area));
    areas.set(area, promise);
  }
  return promise;
}

/** The full definition of a call by name (`games.list`); undefined when its area has no such call. */
export async function loadCall(name: string): Promise<CallDef | undefined> {
  const area = name.slice(0, name.indexOf('.'));
  if (!isArea(area)) return undefined;
  return (await loadAreaCalls(area))[name];
}

/** The envelope schema module (zod), imported once. */
export function loadEnvelope(): Promise<EnvelopeModule> {
  envelope ??= once(
    withInterpretedZod(() => import('../contract/envelope.ts')),
    () => {
      envelope = undefined;
    },
  );
  return envelope;
}

/**
 * Start loading the call definitions of these areas (and the envelope schema) now, so they arrive while
 * the app renders instead of delaying its first calls: `preloadCalls(['site', 'games'])` at start-up.
 * Resolves when they are loaded; never rejects (a failed load is retried, and reported, by the call
 * that needs it).
 */
export function preloadCalls(list: readonly Area[]): Promise<void> {
  return Promise.all([loadEnvelope(), ...list.map((a) => loadAreaCalls(a))]).then(
    () => undefined,
    () => undefined,
  );
}
