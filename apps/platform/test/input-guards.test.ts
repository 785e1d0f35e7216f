/**
 * Found by the contract fuzz (issue 17): a NUL character in a string reached the database and answered 500. It is
 * refused at the mount now (src/http/input-guards.ts), for every call.
 */
import { describe, expect, it } from 'vitest';
import { nulPath } from '../src/http/input-guards.ts';
import { expectFail, usePlatform } from './helpers.ts';

const t = usePlatform({ rateLimits: false });

describe('NUL characters', () => {
  it('are refused with 400 INVALID_PARAMETERS naming the field (a launch token, a message, a game code answered 500)', async () => {
    const demo = await t.login('demo');
    expectFail(await t.call('games.demoPlay', { launchToken: '\u0000', bet: 1, roundId: 'r1' }, { token: demo }), 400, 'INVALID_PARAMETERS', 'launchToken: must not contain a NUL character');
    expectFail(await t.call('messages.send', { title: 'hi', content: 'a\u0000b' }, { token: demo }), 400, 'INVALID_PARAMETERS', 'content: must not contain a NUL character');
    expectFail(await t.call('lottery.openedNumbers', { gameCode: 'a\u0000b' }), 400, 'INVALID_PARAMETERS', 'gameCode');
    expectFail(await t.call('agent.downlines', { account: '\u0000' }, { token: await t.login('agent') }), 400, 'INVALID_PARAMETERS', 'account');
  });
  it('are found at any depth and in keys', () => {
    expect(nulPath({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(nulPath({ ['k\u0000']: 1 })).toBe('body');
    expect(nulPath({ a: 'fine', b: [1, 2, null] })).toBeUndefined();
    expect(nulPath('\u0000')).toBe('body');
  });
});

