import { describe, expect, it } from 'vitest';

describe('zodInterpreted', () => {
  it('set before zod loads, zod takes it as its own setting: no compiled parser, no eval probe', async () => {
    // This file's own module graph: zod is not loaded before the import below.
    expect((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig).toBeUndefined();
    await import('./zodInterpreted.ts');
    const { config, object, string } = await import('zod');
    expect(config().jitless).toBe(true);
    // An object schema built and parsed after it never reaches for Function.
    const original = globalThis.Function;
    let probed = 0;
    globalThis.Function = new Proxy(original, {
      apply: (...args) => (probed++, Reflect.apply(...args)),
      construct: (...args) => (probed++, Reflect.construct(...args)),
    });
    try {
      expect(object({ a: string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    } finally {
      globalThis.Function = original;
    }
    expect(probed).toBe(0);
  });
});
