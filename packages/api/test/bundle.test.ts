import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/** Bundle an entry the way an app's build would (bare imports external) and return the code. */
async function bundle(code: string): Promise<string> {
  const entry = 'virtual:entry';
  const build = await rolldown({
    input: entry,
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && id !== entry,
    plugins: [{ name: 'entry', resolveId: (id) => (id === entry ? id : null), load: (id) => (id === entry ? code : null) }],
    logLevel: 'silent',
  });
  const { output } = await build.generate({ format: 'esm' });
  await build.close();
  return output.map((o) => ('code' in o ? o.code : '')).join('\n');
}

describe('per-area bundles', () => {
  it('an app that imports the agent area does not bundle the calls of games, lottery, cashier or points', async () => {
    const code = await bundle(
      `import { createApiStore } from ${JSON.stringify(src('index.ts'))};\n` +
        `import { useAgentDownlinesQuery } from ${JSON.stringify(src('areas/agent.ts'))};\n` +
        `console.log(createApiStore, useAgentDownlinesQuery);`,
    );
    expect(code).toContain('ODSFE2_Subordinate');
    for (const other of ['GCSGAME_gameList', '/lgw/games/game_menus', 'MCSFE_getDepositPaymentChannels', 'MCSFE_getPointBalance', 'MCSFE_getContractDividendInfo']) {
      expect(code, other).not.toContain(other);
    }
  }, 60_000);

  it('the games area brings its own calls', async () => {
    const code = await bundle(`import { useGamesListQuery } from ${JSON.stringify(src('areas/games.ts'))};\nconsole.log(useGamesListQuery);`);
    expect(code).toContain('GCSGAME_gameList');
    expect(code).not.toContain('ODSFE2_Subordinate');
  }, 60_000);

  it('the framework-free client entry, which knows every call by name, does bundle them all (the check can see them)', async () => {
    const code = await bundle(`import { createApiClient } from ${JSON.stringify(src('client/index.ts'))};\nconsole.log(createApiClient);`);
    for (const path of ['GCSGAME_gameList', 'ODSFE2_Subordinate', 'MCSFE_getPointBalance']) expect(code).toContain(path);
  }, 60_000);
});
