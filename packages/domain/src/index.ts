/**
 * @wl/domain: every business rule of the specs as pure functions and types. No React, no I/O, no
 * globals: time, time zones, loggers and tables are parameters. See README.md for the API map.
 */
export * from './messages/messages.ts';
export * from './patterns/index.ts';
export * from './fields/fieldRule.ts';
