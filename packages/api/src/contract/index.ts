/**
 * @wl/api/contract: the call contract shared by the client and the platform server. No React, no RTK.
 */
export * from './define.ts';
export * from './envelope.ts';
export * from './headers.ts';
export * from './errors.ts';
export * from './common.ts';
export * from './registry.ts';
export * from './calls/site.ts';
export * from './calls/session.ts';
export * from './calls/member.ts';
export * from './calls/games.ts';
export * from './calls/lottery.ts';
export * from './calls/wallet.ts';
export * from './calls/dev.ts';
export { relay, relayPasswordCheck } from './calls/paths.ts';
