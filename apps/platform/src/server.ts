/**
 * Starts the platform: `pnpm --filter @wl/platform start` (or `dev` to restart on changes). PGlite data in
 * apps/platform/.data unless DATABASE_URL or DATA_DIR says otherwise; an empty database is seeded on start.
 */
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';

const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL('../.data', import.meta.url));

const app = await buildApp({
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  ...(process.env.DATABASE_URL ? {} : { dataDir }),
  // Feedback images; with more than one host, a folder they share.
  ...(process.env.UPLOADS_DIR ? { uploadsDir: process.env.UPLOADS_DIR } : {}),
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      });
    setTimeout(() => process.exit(1), 10_000).unref();
  });
}

await app.listen({ port, host });
app.log.info(
  `platform ready on http://${host}:${port} (${app.platform.handle.kind}; tenants ${app.platform.tenants.all.map((t) => t.merchantCode).join(', ')})`,
);
