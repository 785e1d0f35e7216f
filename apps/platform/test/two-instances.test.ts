/**
 * Two platform processes on one PostgreSQL database, as deploy/ runs them behind nginx: nothing a call leaves behind
 * lives in one process. Both are started at once on an empty database (they migrate and seed one after the other),
 * each with its own port, and the calls go to one or the other (two ports called alternately, as nginx's round robin
 * would; nginx is not needed for what is shown):
 *  - a session made by logging in on A works on B, and logging out on B ends it on A;
 *  - a captcha issued by A is answered on B, once: the same answer is refused on A afterwards;
 *  - the scheduled contract settlement, running on both every half second and called on both at the same moment,
 *    pays every period once, and the ledger agrees to the cent.
 *
 * It needs a real PostgreSQL server (PGlite is one process); the test starts a throwaway cluster with
 * scripts/pg-local.sh and stops it. Where PostgreSQL is not installed (CI's PGlite path) it is skipped.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { getCall, HEADERS, type CallName } from '@wl/api/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SCRIPT = resolve(ROOT, '../../scripts/pg-local.sh');
const pgAvailable =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
const MERCHANT = 'GOLDCASINO';
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((bin) => existsSync(bin));
const SAMPLE = resolve(ROOT, '../../deploy/nginx.two-instances.example.conf');
type Instance = ChildProcess & { errors?: string[]; served?: string[] };

type Envelope = { success: boolean; value: unknown; message: string | null; errorCode: string | null };

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => ok(port));
    });
  });
}

/** `pnpm --filter @wl/platform start` with DATABASE_URL and PORT; resolves once it logs that it is ready. */
function startInstance(databaseUrl: string, port: number, name: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    WL_CONTRACT_JOBS_MS: '500',
    WL_CASHIER_JOBS_MS: '500',
  };
  // Outside Vitest's defaults: the scheduled jobs run (they are off under Vitest).
  delete env.VITEST;
  delete env.VITEST_POOL_ID;
  delete env.VITEST_WORKER_ID;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What the instance logged at warning or error level (a failed settlement or sweep, a failed request) is checked at
  // the end; its stderr is kept only to explain an early exit (a runtime's own notices there are not the platform's).
  const errors: string[] = [];
  const stderr: string[] = [];
  const served: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (l) => stderr.push(l));
  return new Promise((ok, fail) => {
    child.once('exit', (code) =>
      fail(new Error(`instance ${name} exited (${code}): ${[...errors, ...stderr].slice(-20).join('\n')}`)),
    );
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes('platform ready on')) ok(child);
      // Settlement or sweep failures are logged as warnings: one would mean the instances got in each other's way.
      if (line.includes('"level":40') || line.includes('"level":50')) errors.push(line);
      if (line.includes('incoming request')) {
        const entry = JSON.parse(line) as { msg?: string; req?: { url?: string } };
        if (entry.msg === 'incoming request' && entry.req?.url) served.push(entry.req.url);
      }
    });
    Object.assign(child, { errors, served });
  });
}

async function call(
  base: string,
  name: CallName,
  input: Record<string, unknown> = {},
  opts: { token?: string; deviceId?: string } = {},
) {
  const def = getCall(name);
  const get = def.method === 'GET' || def.method === 'DELETE';
  const query = get
    ? new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString()
    : '';
  const res = await fetch(`${base}${def.path}${query ? `?${query}` : ''}`, {
    method: def.method,
    headers: {
      merchant: MERCHANT,
      ...(get ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { [HEADERS.authorization]: opts.token } : {}),
      ...(opts.deviceId ? { [HEADERS.deviceId]: opts.deviceId } : {}),
    },
    ...(get ? {} : { body: JSON.stringify(input) }),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

// Skipped where PostgreSQL is not installed (apt-get install -y postgresql): PGlite cannot run two instances.
describe.skipIf(!pgAvailable)('two platform instances on one PostgreSQL', () => {
  let dir = '';
  let databaseUrl = '';
  const instances: ChildProcess[] = [];
  let A = '';
  let B = '';

  beforeAll(async () => {
    const started = spawnSync('bash', [SCRIPT, 'start'], { encoding: 'utf8' });
    if (started.status !== 0) throw new Error(`pg-local.sh start failed: ${started.stderr}`);
    const vars = Object.fromEntries(
      started.stdout
        .trim()
        .split('\n')
        .map((l) => l.split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    dir = vars.PG_LOCAL_DIR!;
    databaseUrl = vars.DATABASE_URL!;
    const [portA, portB] = [await freePort(), await freePort()];
    A = `http://127.0.0.1:${portA}`;
    B = `http://127.0.0.1:${portB}`;
    // Both at once on the empty database: the second waits for the first's migration and seed (db/prepare.ts).
    const both = await Promise.allSettled([
      startInstance(databaseUrl, portA, 'A'),
      startInstance(databaseUrl, portB, 'B'),
    ]);
    for (const r of both) if (r.status === 'fulfilled') instances.push(r.value);
    const failed = both.find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  }, 300_000);

  afterAll(async () => {
    await Promise.all(
      instances.map(
        (child) =>
          new Promise((done) => {
            if (child.exitCode !== null) return done(undefined);
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      ),
    );
    if (dir) spawnSync('bash', [SCRIPT, 'stop', dir]);
  });

  const query = async <T>(text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  };

  it('seeded the database once, though both started on it empty at the same time', async () => {
    const [row] = await query<{ n: number }>(
      `select count(*)::int as n from customers where username = 'demo' and tenant_id = 'goldcasino'`,
    );
    expect(row!.n).toBe(1);
    for (const base of [A, B]) expect((await fetch(`${base}/health`)).status).toBe(200);
  });

  it('a session made on A works on B, and logging out on B ends it on A', async () => {
    const login = await call(A, 'session.login', { username: 'demo', password: 'demo1234' });
    expect(login.body.success).toBe(true);
    const token = (login.body.value as { token: string }).token;
    for (const base of [B, A, B]) {
      const r = await call(base, 'wallet.balance', {}, { token });
      expect(r.body.success).toBe(true);
    }
    const logout = await call(B, 'session.logout', {}, { token });
    expect(logout.body).toMatchObject({ success: true });
    for (const base of [A, B]) {
      const after = await call(base, 'wallet.balance', {}, { token });
      expect(after.status).toBe(401);
      expect(after.body.success).toBe(false);
    }
  });

  it('a captcha issued by A is answered on B, and only once', async () => {
    const deviceId = `two-instances-${process.pid}`;
    const issued = await call(A, 'session.captcha', {}, { deviceId });
    expect(issued.body.success).toBe(true);
    const answer = (
      (await call(B, 'dev.captcha', { deviceId }, { deviceId })).body.value as { answer: string }
    ).answer;
    expect(answer).toMatch(/^\w{4}$/);
    const feedback = {
      content: 'Two instances answered one captcha, as expected.',
      sender: 'visitor',
      type: 1,
      captcha: answer,
    };
    const onB = await call(B, 'site.feedback', feedback, { deviceId });
    expect(onB.body.success).toBe(true);
    const againOnA = await call(A, 'site.feedback', feedback, { deviceId });
    expect(againOnA.body.success).toBe(false);
    expect(againOnA.body.message).toMatch(/captcha/i);
  });

  it('the scheduled settlement runs on both and pays every period once; the ledger agrees', async () => {
    // Both schedulers run every 500 ms; these runs land on both at the same moment as well.
    for (let round = 0; round < 3; round++) {
      const runs = await Promise.all([
        call(A, 'dev.settleContracts'),
        call(B, 'dev.settleContracts'),
        call(A, 'dev.settleContracts'),
      ]);
      for (const r of runs) expect(r.body.success).toBe(true);
    }
    // One statement, one snapshot: both schedulers keep settling, contract by contract (each contract's periods in one
    // transaction), so the payouts and the ledger must be read at the same moment (read apart, a contract's 30 days
    // were committed between them in CI).
    const [books] = await query<{
      n: number;
      distinct: number;
      paid: number;
      total: string;
      entries: number;
      ledger: string;
    }>(
      `select count(*)::int as n, count(distinct (contract_id, period_start))::int as distinct,
              count(*) filter (where status = 'PAID')::int as paid, coalesce(sum(amount) filter (where status = 'PAID'), 0)::text as total,
              (select count(*) from ledger_entries where kind in ('dividend', 'daily_salary', 'hour_salary', 'realtime_salary'))::int as entries,
              (select coalesce(sum(amount), 0) from ledger_entries where kind in ('dividend', 'daily_salary', 'hour_salary', 'realtime_salary'))::text as ledger
       from contract_payouts`,
    );
    expect(books!.n).toBeGreaterThan(20);
    expect(books!.distinct).toBe(books!.n);
    expect(books!.entries).toBe(books!.paid);
    expect(books!.ledger).toBe(books!.total);
    const mismatches = await query(`
      select w.customer_id from wallet_accounts w left join ledger_entries l on l.customer_id = w.customer_id and l.account_type_id = w.account_type_id
      group by w.customer_id, w.account_type_id, w.balance having w.balance <> coalesce(sum(l.amount), 0)`);
    expect(mismatches).toEqual([]);
    // Neither instance logged a failed run.
    for (const child of instances) expect((child as Instance).errors ?? []).toEqual([]);
  });

  // deploy/nginx.two-instances.example.conf as written, with only its two instance ports, its listen port and its root
  // changed: nginx accepts it, spreads the calls over both instances, and a session works whichever answers.
  // Skipped where nginx is not installed (apt-get install -y nginx-light): the sample needs nginx itself.
  it.skipIf(!NGINX)(
    'behind the sample nginx (deploy/), calls reach both instances and one session works through it',
    async () => {
      const dir = mkdtempSync(resolve(tmpdir(), 'wl-nginx-'));
      chmodSync(dir, 0o777);
      let nginx: ChildProcess | undefined;
      try {
        const port = await freePort();
        const sample = readFileSync(SAMPLE, 'utf8')
          .replace('server 127.0.0.1:3001', `server ${A.replace('http://', '')}`)
          .replace('server 127.0.0.1:3002', `server ${B.replace('http://', '')}`)
          .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
          .replace(/root \/srv\/wl\/goldcasino;/, `root ${dir};`);
        expect(sample).not.toMatch(/server 127\.0\.0\.1:300[12]\b|listen 80;|root \/srv\/wl/);
        const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
          .map((k) => `${k}_temp_path ${dir}/${k};`)
          .join(' ');
        const conf = `${dir}/nginx.conf`;
        writeFileSync(
          conf,
          `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\naccess_log off;\n${temp}\n${sample}\n}\n`,
        );
        const test = spawnSync(NGINX!, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
        expect(test.status, test.stderr).toBe(0);
        expect(test.stderr).toMatch(/test is successful/);
        nginx = spawn(NGINX!, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
        const base = `http://127.0.0.1:${port}`;
        // nginx answers once it listens (its own 502 or the platform's answer; a refused connection until then).
        await expect
          .poll(
            async () =>
              await fetch(`${base}/wps/system/status`, { headers: { merchant: MERCHANT } }).then(
                (r) => r.status,
                () => 0,
              ),
            { timeout: 20_000 },
          )
          .toBe(200);

        const balanceCalls = () =>
          (instances as Instance[]).map(
            (inst) => inst.served?.filter((u) => u.startsWith('/wps/v2/wallets/balance')).length ?? 0,
          );
        const before = balanceCalls();
        const login = await call(base, 'session.login', { username: 'demo', password: 'demo1234' });
        expect(login.body.success).toBe(true);
        const token = (login.body.value as { token: string }).token;
        for (let i = 0; i < 6; i++)
          expect((await call(base, 'wallet.balance', {}, { token })).body.success).toBe(true);
        // Round robin: both instances answered some of the six (their request logs say which, as they arrive).
        const since = () => balanceCalls().map((n, k) => n - before[k]!);
        await expect.poll(() => since()[0]! + since()[1]!).toBe(6);
        expect(since()[0]).toBeGreaterThan(0);
        expect(since()[1]).toBeGreaterThan(0);
        // The sample's security headers come with the platform's answers.
        const status = await fetch(`${base}/wps/system/status`, { headers: { merchant: MERCHANT } });
        expect(status.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      } finally {
        if (nginx && nginx.exitCode === null) {
          const exited = new Promise((done) => nginx!.once('exit', done));
          nginx.kill('SIGQUIT');
          await exited;
        }
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
