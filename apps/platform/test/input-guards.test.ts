/**
 * Found by the contract fuzz (issue 17): a NUL character in a string, or a page number past a bigint offset, reached
 * the database and answered 500. Both are refused at the mount now (src/http/input-guards.ts), for every call.
 */
import { describe, expect, it } from 'vitest';
import { MAX_PAGE, nulPath } from '../src/http/input-guards.ts';
import { expectFail, usePlatform } from './helpers.ts';

const t = usePlatform({ rateLimits: false });

describe('NUL characters', () => {
  it('are refused with 400 INVALID_PARAMETERS naming the field (a launch token, a message, a game code answered 500)', async () => {
    const demo = await t.login('demo');
    expectFail(
      await t.call('games.demoPlay', { launchToken: '\u0000', bet: 1, roundId: 'r1' }, { token: demo }),
      400,
      'INVALID_PARAMETERS',
      'launchToken: must not contain a NUL character',
    );
    expectFail(
      await t.call('messages.send', { title: 'hi', content: 'a\u0000b' }, { token: demo }),
      400,
      'INVALID_PARAMETERS',
      'content: must not contain a NUL character',
    );
    expectFail(
      await t.call('lottery.openedNumbers', { gameCode: 'a\u0000b' }),
      400,
      'INVALID_PARAMETERS',
      'gameCode',
    );
    expectFail(
      await t.call('agent.downlines', { account: '\u0000' }, { token: await t.login('agent') }),
      400,
      'INVALID_PARAMETERS',
      'account',
    );
  });
  it('are found at any depth and in keys', () => {
    expect(nulPath({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(nulPath({ ['k\u0000']: 1 })).toBe('body');
    expect(nulPath({ a: 'fine', b: [1, 2, null] })).toBeUndefined();
    expect(nulPath('\u0000')).toBe('body');
  });
});

describe('page numbers', () => {
  it(`past ${MAX_PAGE} are refused with 400 (pageNo=99999999999999999999999 overflowed the offset: 500)`, async () => {
    const demo = await t.login('demo');
    for (const name of [
      'messages.outbox',
      'messages.inbox',
      'reports.deposits',
      'points.redeemList',
      'referral.list',
    ] as const) {
      expectFail(
        await t.call(name, { pageNo: '99999999999999999999999' }, { token: demo }),
        400,
        'INVALID_PARAMETERS',
        `pageNo: must be between 1 and ${MAX_PAGE}`,
      );
      expectFail(
        await t.call(name, { pageNo: MAX_PAGE + 1 }, { token: demo }),
        400,
        'INVALID_PARAMETERS',
        'pageNo',
      );
    }
    expectFail(
      await t.call('agent.affiliateUrls', { pageNo: 9223372036854776000 }, { token: await t.login('agent') }),
      400,
      'INVALID_PARAMETERS',
      'pageNo',
    );
  });
  it(`up to ${MAX_PAGE} answer as before (an empty page past the end)`, async () => {
    const demo = await t.login('demo');
    const r = await t.call('messages.outbox', { pageNo: MAX_PAGE, pageSize: 10 }, { token: demo });
    expect(r.status).toBe(200);
    expect(r.body.value.list).toEqual([]);
  });
});

describe('body sizes (issue 30: a 300 KB username answered 500, JSON bodies were taken up to 25 MB on every call)', () => {
  it('a body over what its call takes is refused (413) before it is read, naming the limit, on every JSON call', async () => {
    const huge = 'a'.repeat(300 * 1024);
    for (const username of [huge, 'b'.repeat(100 * 1024)]) {
      const r = await t.call('session.login', { username, password: 'x' });
      expectFail(r, 413, 'INVALID_PARAMETERS', 'body: is too large (64 KB at most for this call)');
    }
    const demo = await t.login('demo');
    const big = await t.call(
      'messages.send',
      { title: 't', content: 'c'.repeat(70 * 1024) },
      { token: demo },
    );
    expect(big.status).toBe(413);
  });
  it('an upload takes what its files need: three 4 MB images pass the body limit, six do not', async () => {
    const demo = await t.login('demo');
    const image = `data:image/png;base64,${Buffer.alloc(4 * 1024 * 1024, 1).toString('base64')}`;
    const three = await t.call(
      'cashier.uploadDepositReceipt',
      { transactionId: '999999', images: [image, image, image] },
      { token: demo },
    );
    // Past the body limit: answered by the call itself (these bytes are no PNG), not refused for its size.
    expect(three.status).not.toBe(413);
    expect(three.body.message).not.toContain('too large');
    const seven = await t.call(
      'cashier.uploadDepositReceipt',
      { transactionId: '999999', images: [image, image, image, image, image, image] },
      { token: demo },
    );
    expect(seven.status).toBe(413);
  });
});
