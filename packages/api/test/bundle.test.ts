import { fileURLToPath } from 'node:url';
import { rolldown, type OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
const imp = (names: string, path: string) => `import { ${names} } from ${JSON.stringify(src(path))};\n`;

type Part = { code: string; modules: string[] };
type Bundle = {
  /** What the page downloads before it runs: the entry chunk and the chunks it imports statically. */
  initial: Part;
  /** The chunks behind a dynamic import, downloaded when (and if) the app asks for them. */
  lazy: OutputChunk[];
};

const isZod = (id: string) =>
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]/.test(id);
const has = (modules: string[], tail: string) => modules.some((m) => m.replaceAll('\\', '/').endsWith(tail));

/**
 * Bundle an entry the way an app's build would (Vite 8 builds with rolldown). zod is bundled so the test
 * sees where it lands; the other bare imports (React, RTK, @wl/domain) are left external.
 */
async function bundle(code: string): Promise<Bundle> {
  const entry = 'virtual:entry';
  const build = await rolldown({
    input: entry,
    external: (id) =>
      !id.startsWith('.') && !id.startsWith('/') && id !== entry && id !== 'zod' && !id.startsWith('zod/'),
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === entry ? id : null),
        load: (id) => (id === entry ? code : null),
      },
    ],
    logLevel: 'silent',
  });
  const { output } = await build.generate({ format: 'esm' });
  await build.close();
  const chunks = output.filter((o): o is OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = new Set<OutputChunk>();
  const visit = (c: OutputChunk | undefined) => {
    if (!c || initial.has(c)) return;
    initial.add(c);
    for (const i of c.imports) visit(byName.get(i));
  };
  visit(chunks.find((c) => c.isEntry));
  const first = [...initial];
  return {
    initial: { code: first.map((c) => c.code).join('\n'), modules: first.flatMap((c) => c.moduleIds) },
    lazy: chunks.filter((c) => !initial.has(c)),
  };
}

describe('per-area bundles', () => {
  it('an app of @wl/api, @wl/api/site and @wl/api/games loads no zod and no schema at start; they come in lazy chunks, one per area', async () => {
    const { initial, lazy } = await bundle(
      imp('createApiStore, preloadCalls', 'index.ts') +
        imp('useSitePermissionQuery', 'areas/site.ts') +
        imp('useGamesListQuery', 'areas/games.ts') +
        `console.log(createApiStore, preloadCalls, useSitePermissionQuery, useGamesListQuery);`,
    );
    // The endpoints are there (their paths, from the schema-free metadata)...
    expect(initial.code).toContain('/wps/system/status');
    expect(initial.code).toContain('GCSGAME_gameList');
    // ...but not zod, the call modules or the envelope schema.
    expect(initial.modules.filter(isZod)).toEqual([]);
    expect(
      initial.modules.filter((m) => /contract[\\/](calls[\\/]|envelope\.ts|common\.ts)/.test(m)),
    ).toEqual([]);

    const chunkOf = (tail: string) => lazy.filter((c) => has(c.moduleIds, tail));
    const [site] = chunkOf('contract/calls/site.ts');
    const [games] = chunkOf('contract/calls/games.ts');
    expect(site, 'site schemas in a lazy chunk').toBeDefined();
    expect(games, 'games schemas in a lazy chunk').toBeDefined();
    expect(site).not.toBe(games);
    expect(chunkOf('contract/envelope.ts')).toHaveLength(1);
    // zod is shared by the area chunks: in a chunk of its own, not copied into each area.
    const zodChunks = lazy.filter((c) => c.moduleIds.some(isZod));
    expect(zodChunks).toHaveLength(1);
    expect(zodChunks[0]).not.toBe(site);
    expect(zodChunks[0]).not.toBe(games);
  }, 60_000);

  it('an app that imports the agent area does not load the calls of games, lottery, cashier or points at start', async () => {
    const { initial } = await bundle(
      imp('createApiStore', 'index.ts') +
        imp('useAgentDownlinesQuery', 'areas/agent.ts') +
        `console.log(createApiStore, useAgentDownlinesQuery);`,
    );
    expect(initial.code).toContain('ODSFE2_Subordinate');
    for (const other of [
      'GCSGAME_gameList',
      '/lgw/games/game_menus',
      'MCSFE_getDepositPaymentChannels',
      'MCSFE_getPointBalance',
      'MCSFE_getContractDividendInfo',
    ]) {
      expect(initial.code, other).not.toContain(other);
    }
  }, 60_000);

  it('the games area brings its own calls', async () => {
    const { initial } = await bundle(
      imp('useGamesListQuery', 'areas/games.ts') + `console.log(useGamesListQuery);`,
    );
    expect(initial.code).toContain('GCSGAME_gameList');
    expect(initial.code).not.toContain('ODSFE2_Subordinate');
  }, 60_000);

  it('the framework-free client entry, which knows every call by name, does bundle them all (the check can see them)', async () => {
    const { initial } = await bundle(
      imp('createApiClient', 'client/index.ts') + `console.log(createApiClient);`,
    );
    for (const path of ['GCSGAME_gameList', 'ODSFE2_Subordinate', 'MCSFE_getPointBalance'])
      expect(initial.code).toContain(path);
    expect(initial.modules.some(isZod)).toBe(true);
  }, 60_000);
});
