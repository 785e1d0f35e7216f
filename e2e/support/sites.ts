import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
/** The built sites under test (E2E_DIST lets two runs use separate builds). */
export const DIST = process.env.E2E_DIST ?? join(ROOT, 'dist');
const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 3101);
export const FIRST_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4301);

/**
 * The journeys run in E2E_STACKS Playwright workers, and serve.ts starts one stack per worker: a platform on its
 * own fresh database and every site proxied to it, on ports STACK_PORT_STEP apart. A worker talks only to its own
 * stack (Playwright's TEST_PARALLEL_INDEX), so one journey's `dev.reset` never pulls the data from under another.
 */
export const STACKS = Math.max(1, Number(process.env.E2E_STACKS ?? 1));
const STACK_PORT_STEP = 100;
const STACK = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % STACKS;

export function stackPorts(stack: number): { platform: number; firstSite: number } {
  return {
    platform: PLATFORM_PORT + stack * STACK_PORT_STEP,
    firstSite: FIRST_SITE_PORT + stack * STACK_PORT_STEP,
  };
}

/** The tenants built into dist/, in a stable order; each is served on its own port. */
export function builtTenants(): string[] {
  if (!existsSync(DIST)) return [];
  return readdirSync(DIST, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(DIST, entry.name, 'index.html')))
    .map((entry) => entry.name)
    .sort();
}

export function siteUrl(tenant: string): string {
  const index = builtTenants().indexOf(tenant);
  if (index < 0) throw new Error(`Tenant ${tenant} is not built: run pnpm build:tenants first.`);
  return `http://127.0.0.1:${stackPorts(STACK).firstSite + index}`;
}

/** The platform of this worker's stack. */
export const platformUrl = `http://127.0.0.1:${stackPorts(STACK).platform}`;
