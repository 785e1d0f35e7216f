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
    for (const [rel, text] of Object.entries(files)) writeFileSync(path.join(dist, rel), text);
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
      }),
    },
    {
      name: 'agent',
      mount: 'agent',
      dist: app('agent', '/agent/', { 'assets/index-agent1.js': 'console.log("agent");' }),
    },
  ];
}
