/**
 * Turns off zod's compiled parsers for the whole page, before zod itself is evaluated. lazyCalls.ts imports this
 * module before the first schemas (and so before zod, which is only in the schemas' lazy chunk). The client also asks
 * each parse to interpret (`jitless` in client.ts), but zod probes once whether it may compile (`Function('')`) as
 * soon as an object schema is built (zod builds some of its own while it loads), and a strict
 * Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval') refuses that probe and reports a violation on every
 * page. zod reads its settings from `globalThis.__zod_globalConfig`, made by whichever copy of zod loads first (so
 * that copies share them), and `z.config()` answers the same object; zodInterpreted.test.ts holds zod to that. The
 * platform never imports this module: it compiles.
 */
type ZodGlobalConfig = { jitless?: boolean };
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };

scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
