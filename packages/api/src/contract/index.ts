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
export * from './calls/third-party.ts';
export * from './calls/member.ts';
export * from './calls/games.ts';
export * from './calls/lottery.ts';
export * from './calls/wallet.ts';
export * from './calls/cashier.ts';
export * from './calls/messages.ts';
export * from './calls/promotions.ts';
export * from './calls/missions.ts';
export * from './calls/vip.ts';
export * from './calls/referral.ts';
export * from './calls/points.ts';
export * from './calls/agent.ts';
export * from './calls/contracts.ts';
export * from './calls/reports.ts';
export * from './calls/protection.ts';
export * from './calls/dev.ts';
export { relay, relayPasswordCheck } from './calls/paths.ts';
