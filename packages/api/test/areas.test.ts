import { describe, expect, it } from 'vitest';
import { AREAS } from '../src/contract/define.ts';
import { allCalls } from '../src/contract/registry.ts';
import { endpointName } from '../src/rtk/endpoints.ts';
import pkg from '../package.json' with { type: 'json' };
import { SPLIT_META } from '../scripts/meta.ts';

const hookBase = (name: string) => {
  const e = endpointName(name);
  return e.charAt(0).toUpperCase() + e.slice(1);
};

describe('area modules', () => {
  const areas = AREAS.filter((a) => a !== 'dev');

  it.each(areas)('%s: a subpath export, an endpoint and an exported hook for every call', async (area) => {
    expect((pkg.exports as Record<string, string>)[`./${area}`]).toBe(`./src/areas/${area}.ts`);
    const modules = [(await import(`../src/areas/${area}.ts`)) as Record<string, unknown>];
    // A split area (scripts/meta.ts SPLIT_META): its other calls' endpoints and hooks are in a module of their own.
    const split = (SPLIT_META as Partial<Record<string, { file: string }>>)[area];
    if (split) {
      expect((pkg.exports as Record<string, string>)[`./${split.file}`]).toBe(`./src/areas/${split.file}.ts`);
      modules.push((await import(`../src/areas/${split.file}.ts`)) as Record<string, unknown>);
    }
    // injectEndpoints gives every area the same api object: a module is the one that exports the call's hook.
    for (const call of allCalls.filter((c) => c.area === area)) {
      const hook = `use${hookBase(call.name)}${call.kind === 'query' ? 'Query' : 'Mutation'}`;
      const mod = modules.find((m) => typeof m[hook] === 'function');
      expect(mod, `${call.name} -> ${hook}`).toBeDefined();
      const api = Object.values(mod!).find(
        (v) => typeof v === 'object' && v !== null && 'endpoints' in v,
      ) as {
        endpoints: Record<string, unknown>;
      };
      expect(api.endpoints[endpointName(call.name)], call.name).toBeDefined();
      if (call.kind === 'query')
        expect(typeof mod![`useLazy${hookBase(call.name)}Query`], `${call.name} lazy`).toBe('function');
    }
  });
});
