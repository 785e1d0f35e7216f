import type { DatabaseHandle, Db } from './db/index.ts';
import type { Clock } from './shared/clock.ts';
import type { SandboxIdp } from './sandbox-idp/sandbox-idp.ts';
import type { LobbyCache } from './shared/lobby-cache.ts';
import type { RateLimitSettings } from './shared/rate-limits.ts';
import type { PlatformTenant, TenantRegistry } from './tenants/registry.ts';

export type PlatformSettings = {
  /** Sliding session lifetime. */
  sessionTtlMs: number;
  /** The dev calls (outbox, status switch, reset...) are served. */
  devCalls: boolean;
  /** SMS and e-mail are also printed as one console line. */
  printOutbox: boolean;
  /** Encrypted calls must arrive encrypted (plain JSON is accepted when false, for curl and tests). */
  requireEncryption: boolean;
  /** Where uploaded images (feedback) are written. */
  uploadsDir: string;
  /** Per-IP and per-account rate limits (shared/rate-limits.ts); null: off. */
  rateLimits: RateLimitSettings | null;
};

/** Everything a service needs: the database, the tenants, the clock. */
export type Platform = {
  handle: DatabaseHandle;
  db: Db;
  tenants: TenantRegistry;
  clock: Clock;
  settings: PlatformSettings;
  /** Reloads the seed into the database (dev reset). */
  reseed(): Promise<void>;
  /** Small in-process caches (system status for a second, the catalogue's vendor lanes until a reseed). */
  cache: Map<string, { value: unknown; until: number }>;
  /** The lobby's public reads, kept per tenant lobby version (shared/lobby-cache.ts). */
  lobby: LobbyCache;
  /** The sandbox identity providers (sandbox-idp/), outside production only. */
  sandboxIdp?: SandboxIdp | undefined;
  /** The phone-verification provider's challenge page URL for a challenge id (sandbox-idp/), outside production only. */
  phoneChallengePage?: ((challengeId: string) => string) | undefined;
};

export type Tenant = PlatformTenant;
