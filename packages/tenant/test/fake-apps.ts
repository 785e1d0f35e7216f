import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppDist } from '../src/node/index.ts';
import { TENANT_HEAD_MARKER } from '../src/index.ts';

/** Two tiny tenant-neutral app builds, shaped like `vite build` output of apps/player (base /) and apps/agent (base /agent/). */
export function fakeAppDists(root: string): AppDist[] {
  const app = (name: string, base: string, files: Record<string, string>) => {
    const dist = path.join(root, name);
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    ${TENANT_HEAD_MARKER}\n` +
        `    <script type="module" crossorigin src="${base}assets/index-${name}1.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`,
    );
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
      writeFileSync(path.join(dist, rel), text);
    }
    return dist;
  };
  return [
    {
      name: 'player',
      mount: '',
      dist: app('player', '/', {
        'assets/index-player1.js': 'console.log("player");'.repeat(50),
        'assets/Lobby-player2.js': 'export const lobby = 1;',
        'assets/index-player3.css': 'body{margin:0}',
        // The player loads its strings one language at a time: Vite's manifest names each language's chunk.
        'assets/EN-player4.js': 'export default {};',
        'assets/TY-player5.js': 'export default {};',
        '.vite/manifest.json': JSON.stringify({
          'src/main.tsx': { file: 'assets/index-player1.js', src: 'src/main.tsx', isEntry: true },
          '../../packages/i18n/src/locales/EN/index.ts': {
            file: 'assets/EN-player4.js',
            src: '../../packages/i18n/src/locales/EN/index.ts',
            isDynamicEntry: true,
          },
          '../../packages/i18n/src/locales/TY/index.ts': {
            file: 'assets/TY-player5.js',
            src: '../../packages/i18n/src/locales/TY/index.ts',
            isDynamicEntry: true,
          },
        }),
      }),
    },
    {
      name: 'agent',
      mount: 'agent',
      dist: app('agent', '/agent/', { 'assets/index-agent1.js': 'console.log("agent");' }),
    },
  ];
}
