import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FEATURE_TOGGLE_NAMES,
  enabledModules,
  featureModuleKey,
  featureToggles,
  type FeatureToggle,
} from '@wl/domain';
import { loadPlatformTenants } from '../src/tenants/registry.ts';
import { FEATURE_MODULES, whitelabelTree } from '../src/areas/site/site.ts';

/** The tenants of the repository, with goldcasino's platform.json `features` (and `modules`) replaced. */
function goldWith(settings: { features: Record<string, boolean>; modules?: Record<string, boolean> }) {
  const dir = mkdtempSync(join(tmpdir(), 'wl-features-'));
  cpSync(new URL('../../../tenants/goldcasino', import.meta.url), join(dir, 'goldcasino'), {
    recursive: true,
  });
  const file = join(dir, 'goldcasino', 'platform.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(
    file,
    JSON.stringify({
      ...json,
      features: settings.features,
      ...(settings.modules ? { modules: { ...(json.modules as object), ...settings.modules } } : {}),
    }),
  );
  return loadPlatformTenants(dir)[0]!;
}

describe('feature toggles in the whitelabel tree (the keys of @wl/domain)', () => {
  it('has a module key of the domain table for every toggle of platform.json, and no other', () => {
    for (const tenant of loadPlatformTenants())
      expect(Object.keys(tenant.config.features).sort()).toEqual([...FEATURE_TOGGLE_NAMES].sort());
    expect(FEATURE_MODULES).toEqual(
      Object.fromEntries(FEATURE_TOGGLE_NAMES.map((t) => [t, featureModuleKey(t)])),
    );
  });

  it('gives every tenant, read as the sites read it (tree only, no features), the toggles of its platform.json', () => {
    for (const tenant of loadPlatformTenants()) {
      expect(featureToggles(whitelabelTree(tenant)), tenant.id).toEqual(tenant.config.features);
    }
  });

  it('switches each toggle alone from platform.json, on and off', () => {
    const off = Object.fromEntries(FEATURE_TOGGLE_NAMES.map((t) => [t, false])) as Record<
      FeatureToggle,
      boolean
    >;
    for (const toggle of FEATURE_TOGGLE_NAMES) {
      const one = goldWith({ features: { ...off, [toggle]: true } });
      const modules = enabledModules(whitelabelTree(one));
      expect(modules.has(featureModuleKey(toggle)), toggle).toBe(true);
      expect(featureToggles(whitelabelTree(one)), toggle).toEqual({ ...off, [toggle]: true });
      const allBut = goldWith({
        features: Object.fromEntries(FEATURE_TOGGLE_NAMES.map((t) => [t, t !== toggle])),
      });
      expect(featureToggles(whitelabelTree(allBut))[toggle], toggle).toBe(false);
    }
  });

  it('lets the feature decide a key that modules also names (one node per key)', () => {
    const tenant = goldWith({
      features: { freePlay: false, mobileCodeLogin: true },
      modules: { FREEPLAY3: true, VERIFICATION3: false },
    });
    const tree = whitelabelTree(tenant);
    const ids: string[] = [];
    const walk = (nodes: { modId: string; childrenNodes?: unknown[] }[]) =>
      nodes.forEach((n) => (ids.push(n.modId), walk((n.childrenNodes ?? []) as never)));
    walk(tree);
    expect(ids.filter((id) => id === 'FREEPLAY3' || id === 'VERIFICATION3')).toHaveLength(2);
    expect(featureToggles(tree)).toMatchObject({ freePlay: false, mobileCodeLogin: true });
  });
});
