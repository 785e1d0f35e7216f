/**
 * @wl/domain: every business rule of the specs as pure functions and types. No React, no I/O, no
 * globals: time, time zones, loggers and tables are parameters. See README.md for the API map.
 */
export * from './messages/messages.ts';
export * from './patterns/index.ts';
export * from './fields/fieldRule.ts';
export * from './roles/roles.ts';
export * from './roles/audience.ts';
export * from './routes/routes.ts';
export * from './status/systemStatus.ts';
export * from './lobby/lobby.ts';
export * from './lobby/sortedVendors.ts';
export * from './launch/launch.ts';
export * from './format/balance.ts';
export * from './format/time.ts';
export * from './format/pagination.ts';
export * from './format/amount.ts';
export * from './forms/common.ts';
export * from './forms/login.ts';
export * from './forms/register.ts';
export * from './forms/invitation.ts';
export * from './forms/password.ts';
export * from './forms/feedback.ts';
export * from './forms/uploads.ts';
export * from './timing/timing.ts';
export * from './contracts/stateMachine.ts';
export * from './contracts/periods.ts';
export * from './contracts/pay.ts';
export * from './withdrawal/confirmation.ts';
export * from './records/csv.ts';
export * from './records/dateRange.ts';
export * from './points/points.ts';
export * from './site/site.ts';
export * from './site/features.ts';
export * from './site/human-verification.ts';
export * from './site/domains.ts';
export * from './security/securityLevel.ts';
export * from './security/loginVerification.ts';
export * from './protection/protection.ts';
