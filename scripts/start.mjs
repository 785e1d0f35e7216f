#!/usr/bin/env node
// Starts the whole product locally for one tenant (TENANT, default: the default tenant):
// the platform on its embedded database (seeded on first start), the agent app and the player app.
// The player dev server is the one origin to open: it proxies the platform and the agent app.
import { spawn } from 'node:child_process';

const tenant = process.env.TENANT ?? '';
const children = [];

function run(name, args, env = {}) {
  const child = spawn('pnpm', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, FORCE_COLOR: '1' },
    detached: true, // own process group, so stopping kills vite/tsx grandchildren too
  });
  const prefix = `[${name}] `;
  const pipe = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) out.write(prefix + line + '\n');
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}exited with code ${code}; stopping everything.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, label, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${label} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

const env = tenant ? { TENANT: tenant } : {};
run('platform', ['--filter', '@wl/platform', 'start'], env);
run('agent', ['--filter', '@wl/agent', 'dev'], env);
run('player', ['--filter', '@wl/player', 'dev'], env);

try {
  await waitFor('http://127.0.0.1:3001/health', 'platform');
  await waitFor('http://127.0.0.1:5174/agent/', 'agent site');
  await waitFor('http://127.0.0.1:5173/', 'player site');
  console.log(`
  Everything is up${tenant ? ` for tenant ${tenant}` : ' for the default tenant'}:

    Player site     http://127.0.0.1:5173/
    Agent site      http://127.0.0.1:5173/agent      (agent centre: /agentHome)
    Platform        http://127.0.0.1:3001/health
    Sandbox logins  http://127.0.0.1:3001/sandbox-idp/google and /sandbox-idp/line (third-party login)

  Demo accounts are listed in apps/platform/README.md. Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(String(error));
  stop(1);
}
