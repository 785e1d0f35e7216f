// pnpm profile:lobby [url]
//
// Where a throttled phone's main thread goes while the home lobby loads: serve the site first
// (`LH_SERVE=1 pnpm lighthouse`, https://127.0.0.1:4591/ by default), then this loads it in Debian Chromium at a
// phone's size with the CPU slowed down 4x (as Lighthouse's mobile preset) and prints
// - React's commits and how many components each rendered (read from React's devtools hook, production build),
// - the long tasks the page itself observed (over 50 ms, slowed down),
// - the main thread's CPU profile: self time per package and the costliest functions, mapped through the source maps.
// Env: PROFILE_RUNS (default 3: a line of figures per run, the profile of the last), PROFILE_WAIT_MS (default 8000),
// PROFILE_THROTTLE (default 4), PROFILE_DETAIL=1 (each run's commits and long tasks on a timeline). Decision 0008 has what this found.
import { createRequire } from 'node:module';
import { chromium, type CDPSession } from 'playwright';
import type * as SourceMapJs from 'source-map-js';
import { CHROMIUM, chromiumArgs } from '../chromium.config.js';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js') as typeof SourceMapJs;

const url = process.argv[2] ?? 'https://127.0.0.1:4591/';
const runs = Number(process.env.PROFILE_RUNS ?? 3);
const waitMs = Number(process.env.PROFILE_WAIT_MS ?? 8000);
const throttle = Number(process.env.PROFILE_THROTTLE ?? 4);
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // the throwaway certificate of `pnpm lighthouse`'s server

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
type PageFigures = {
  commits: { t: number; rendered: number; priority?: number; tops?: string[] }[];
  longTasks: [number, number][];
  elements: number;
};

/**
 * Counts, per React commit, the components that rendered (a bailed-out subtree keeps its children), and records the
 * page's long tasks. A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
 */
const installReactCounter = `
  window.__wlCommits = [];
  window.__wlLong = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject: () => 1,
    onScheduleFiberRoot() {}, onPostCommitFiberRoot() {}, checkDCE() {},
    onCommitFiberRoot(id, root, priority) {
      let rendered = 0;
      const tops = [];
      const stack = [[root.current, 0]];
      while (stack.length) {
        const [fiber, depth] = stack.pop();
        if (!fiber) continue;
        // PerformedWork (1): the component's function ran in this render.
        if (fiber.flags & 1 && typeof fiber.type !== 'string' && fiber.type) {
          rendered++;
          if (tops.length < 3) {
            const type = fiber.type.render ?? fiber.type.type ?? fiber.type;
            let why = '';
            const a = fiber.alternate;
            if (a) {
              const np = fiber.memoizedProps || {}, op = a.memoizedProps || {};
              const props = np === op ? [] : Object.keys(np).filter((k) => np[k] !== op[k]);
              const hooks = [];
              let h = fiber.memoizedState, g = a.memoizedState, i = 0;
              while (h && g && typeof h === 'object' && 'next' in h) {
                const kind = h.queue && 'getSnapshot' in h.queue ? 'sync' : h.queue && 'dispatch' in h.queue ? 'state' : '';
                if (kind && h.memoizedState !== g.memoizedState) {
                  let v;
                  try { v = JSON.stringify(h.memoizedState); } catch { v = String(h.memoizedState); }
                  hooks.push(kind + i + '=' + String(v).slice(0, 50));
                }
                h = h.next; g = g.next; i++;
              }
              why = ' [props ' + props.join(',') + '; hooks ' + hooks.join(' ; ') + ']';
            }
            tops.push(depth + ':' + (type.displayName || type.name || '?') + (fiber.alternate ? '' : '+') + why + ' ' + String(type).slice(0, 60).replace(/\\s+/g, ' '));
          }
        }
        stack.push([fiber.sibling, depth]);
        if (!(fiber.alternate && fiber.child === fiber.alternate.child)) stack.push([fiber.child, depth + 1]);
      }
      window.__wlCommits.push({ t: Math.round(performance.now()), rendered, priority, tops });
    },
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__wlLong.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
`;

async function loadOnce(profile: boolean): Promise<{ figures: PageFigures; cpu?: Profile }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...chromiumArgs, '--ignore-certificate-errors'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      ignoreHTTPSErrors: true,
    });
    await context.addInitScript({ content: installReactCounter });
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(waitMs); // a measurement window, not a test's wait
    const cpu = profile ? ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile : undefined;
    const figures = await page.evaluate(() => {
      const w = window as unknown as {
        __wlCommits: { t: number; rendered: number; priority?: number; tops?: string[] }[];
        __wlLong: [number, number][];
      };
      return {
        commits: w.__wlCommits,
        longTasks: w.__wlLong,
        elements: document.getElementsByTagName('*').length,
      };
    });
    return { figures, cpu };
  } finally {
    await browser.close();
  }
}

async function mapProfile(cpu: Profile) {
  const consumers = new Map<string, InstanceType<typeof SourceMapConsumer> | null>();
  const consumer = async (script: string) => {
    if (!consumers.has(script)) {
      const answer = await fetch(`${script}.map`).catch(() => undefined);
      consumers.set(script, answer?.ok ? new SourceMapConsumer(await answer.json()) : null);
    }
    return consumers.get(script)!;
  };
  const self = new Map<number, number>();
  cpu.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (cpu.timeDeltas[i] ?? 0) / 1000));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  for (const node of cpu.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (!ms) continue;
    const frame = node.callFrame;
    let where = frame.functionName || '(anonymous)';
    let place = frame.url ? '(unmapped script)' : where;
    if (frame.url.endsWith('.js')) {
      const map = await consumer(frame.url);
      const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      if (original?.source) {
        const source = original.source.replace(/^(\.\.\/)+/, '').replace(/.*node_modules\//, '');
        place = source.startsWith('@')
          ? source.split('/').slice(0, 2).join('/')
          : source.includes('/src/') || source.startsWith('src/')
            ? source.split('/').slice(0, 3).join('/')
            : source.split('/')[0]!;
        where = `${original.name ?? frame.functionName} ${source}:${original.line}`;
      }
    }
    add(byPackage, place, ms);
    add(byFunction, where, ms);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, ms]) => `    ${ms.toFixed(0).padStart(6)} ms  ${key}`)
      .join('\n');
  console.log(`  self time by package (CPU ${throttle}x slower):\n${top(byPackage, 18)}`);
  console.log(`  costliest functions:\n${top(byFunction, 25)}`);
}

console.log(`profile:lobby ${url} (412 x 823, CPU ${throttle}x slower, ${waitMs} ms after load)`);
for (let run = 1; run <= runs; run++) {
  const last = run === runs;
  const { figures, cpu } = await loadOnce(last);
  const rendered = figures.commits.reduce((n, c) => n + c.rendered, 0);
  const blocking = figures.longTasks.reduce((n, [, d]) => n + Math.max(0, d - 50), 0);
  console.log(
    `  run ${run}/${runs}: ${figures.commits.length} commits, ${rendered} components rendered (first commit ${figures.commits[0]?.rendered ?? 0}), ` +
      `${figures.elements} elements, ${figures.longTasks.length} long tasks (${blocking} ms over 50 ms)`,
  );
  if (process.env.PROFILE_DETAIL === '1') {
    console.log(
      `    commits (ms after navigation: components): ${figures.commits.map((c) => `${Math.round(c.t)}:${c.rendered}`).join(' ')}`,
    );
    if (process.env.PROFILE_DETAIL_COMMITS === '1')
      for (const c of figures.commits)
        console.log(`      ${c.t} p${c.priority} ${c.rendered}: ${(c.tops ?? []).join(' | ')}`);
    console.log(
      `    long tasks (start+duration ms): ${figures.longTasks.map(([t, d]) => `${t}+${d}`).join(' ')}`,
    );
  }
  if (last && cpu) await mapProfile(cpu);
}
