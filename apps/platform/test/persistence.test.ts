import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';

describe('PGlite data folder', () => {
  // Skipped on the PostgreSQL run: this checks the PGlite data folder, which that run does not use.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'a new folder starts seeded, and what is written survives a restart',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'wl-platform-data-'));
      const headers = { merchant: 'GOLDCASINO', 'content-type': 'application/json' };
      try {
        const first = await buildApp({ dataDir: join(dir, 'db'), printOutbox: false });
        const demo = await first.inject({
          method: 'POST',
          url: '/wps/session/login',
          headers,
          payload: { username: 'demo', password: 'demo1234' },
        });
        expect(demo.json()).toMatchObject({ success: true });
        const reg = await first.inject({
          method: 'PUT',
          url: '/wps/member/register',
          headers,
          payload: { username: 'keepme1', password: 'abc12345', confirmPassword: 'abc12345' },
        });
        expect(reg.json()).toMatchObject({ success: true });
        await first.close();
        const second = await buildApp({ dataDir: join(dir, 'db'), printOutbox: false });
        const again = await second.inject({
          method: 'POST',
          url: '/wps/session/login',
          headers,
          payload: { username: 'keepme1', password: 'abc12345' },
        });
        expect(again.json()).toMatchObject({ success: true });
        await second.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
