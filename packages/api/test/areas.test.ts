import { describe, expect, it } from 'vitest';
import { AREAS } from '../src/contract/define.ts';
import { allCalls } from '../src/contract/registry.ts';
import { endpointName } from '../src/rtk/endpoints.ts';
import pkg from '../package.json' with { type: 'json' };

const hookBase = (name: string) => {
  const e = endpointName(name);
  return e.charAt(0).toUpperCase() + e.slice(1);
};

describe('area modules', () => {
  const areas = AREAS.filter((a) => a !== 'dev');

  it.each(areas)('%s: a subpath export, an endpoint and an exported hook for every call', async (area) => {
    expect((pkg.exports as Record<string, string>)[`./${area}`]).toBe(`./src/areas/${area}.ts`);
    const mod = (await import(`../src/areas/${area}.ts`)) as Record<string, unknown>;
    const api = mod[`${area}Api`] as { endpoints: Record<string, unknown> };
    for (const call of allCalls.filter((c) => c.area === area)) {
      expect(api.endpoints[endpointName(call.name)], call.name).toBeDefined();
      const hook = `use${hookBase(call.name)}${call.kind === 'query' ? 'Query' : 'Mutation'}`;
      expect(typeof mod[hook], `${call.name} -> ${hook}`).toBe('function');
      if (call.kind === 'query')
        expect(typeof mod[`useLazy${hookBase(call.name)}Query`], `${call.name} lazy`).toBe('function');
    }
  });
});
