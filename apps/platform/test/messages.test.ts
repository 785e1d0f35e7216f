import { describe, expect, it } from 'vitest';
import { expectFail, GOLD, usePlatform } from './helpers.ts';

const t = usePlatform();

describe('announcements', () => {
  it('are paged 9 at a time', async () => {
    const p1 = await t.call('messages.announcements', { types: 'PL', platform: 'W' });
    const p2 = await t.call('messages.announcements', { types: 'PL', platform: 'W', pageNo: 2 });
    expect(p1.body.value).toMatchObject({ pageNum: 1, pageSize: 9, total: 12, totalPages: 2 });
    expect(p1.body.value.list).toHaveLength(9);
    expect(p2.body.value.list).toHaveLength(3);
  });
  it('mark read shows on the next read', async () => {
    const token = await t.login('demo');
    const list = await t.call('messages.announcements', { types: 'PL' }, { token });
    const first = list.body.value.list[0]!;
    expect(first.read).toBe(false);
    await t.call('messages.markAnnouncementRead', { id: first.id }, { token });
    const again = await t.call('messages.announcements', { types: 'PL' }, { token });
    expect(again.body.value.list.find((a) => a.id === first.id)?.read).toBe(true);
  });
  it('marking an unknown announcement is refused', async () => {
    const token = await t.login('demo');
    expectFail(
      await t.call('messages.markAnnouncementRead', { id: '999999' }, { token }),
      404,
      'NOT_FOUND',
      'id',
    );
  });
  it('agent notices (type A) are listed by type', async () => {
    const r = await t.call('messages.announcements', { types: 'A' });
    expect(r.body.value.list).toHaveLength(3);
  });
  it('a page number of 0 is named', async () => {
    expectFail(
      await t.call('messages.announcements', { types: 'PL', pageNo: 0 }),
      400,
      'INVALID_PARAMETERS',
      'pageNo',
    );
  });
});

describe('inbox and unread count', () => {
  it('the demo player has 3 unread of 4; marking one read lowers the count', async () => {
    const token = await t.login('demo');
    expect((await t.call('messages.unreadCount', {}, { token })).body.value).toBe(3);
    const inbox = await t.call('messages.inbox', {}, { token });
    expect(inbox.body.value.list).toHaveLength(4);
    const unread = inbox.body.value.list.find((m) => !m.read)!;
    await t.call('messages.markRead', { ids: [unread.id] }, { token });
    expect((await t.call('messages.unreadCount', {}, { token })).body.value).toBe(2);
  });
  it('delete removes a message; bad ids are named', async () => {
    const token = await t.login('demo');
    const inbox = await t.call('messages.inbox', {}, { token });
    expect(
      (await t.call('messages.deleteInbox', { ids: [inbox.body.value.list[0]!.id] }, { token })).body.success,
    ).toBe(true);
    expect((await t.call('messages.inbox', {}, { token })).body.value.list).toHaveLength(3);
    expectFail(
      await t.call('messages.markRead', { ids: ['x1'] }, { token }),
      400,
      'INVALID_PARAMETERS',
      'ids.0',
    );
    expectFail(await t.call('messages.markRead', { ids: [] }, { token }), 400, 'INVALID_PARAMETERS', 'ids');
  });
  it("another member's message is refused as not found, and nothing of it changes", async () => {
    const demo = await t.login('demo');
    const other = await t.login('player1');
    const theirs = (await t.call('messages.inbox', {}, { token: demo })).body.value.list[0]!;
    const count = async () => (await t.call('messages.unreadCount', {}, { token: demo })).body.value;
    const before = await count();
    for (const name of ['messages.markRead', 'messages.deleteInbox'] as const) {
      const r = await t.call(name, { ids: [theirs.id] }, { token: other });
      expectFail(r, 404, 'NOT_FOUND', 'ids.0');
    }
    // A list with one of the caller's ids and one not: refused whole.
    const own = (await t.call('messages.inbox', {}, { token: other })).body.value.list[0];
    if (own)
      expectFail(
        await t.call('messages.markRead', { ids: [own.id, theirs.id] }, { token: other }),
        404,
        'NOT_FOUND',
        'ids.1',
      );
    expect(await count()).toBe(before);
    expect((await t.call('messages.inbox', {}, { token: demo })).body.value.list.map((m) => m.id)).toContain(
      theirs.id,
    );
  });
  it('the inbox lists unread messages first, newest first within each', async () => {
    const token = await t.login('demo');
    const list = (await t.call('messages.inbox', {}, { token })).body.value.list;
    const firstRead = list.findIndex((m) => m.read);
    expect(firstRead).toBeGreaterThan(0);
    expect(list.slice(firstRead).every((m) => m.read)).toBe(true);
    const unread = list.slice(0, firstRead).map((m) => m.createTime);
    expect([...unread].sort((a, b) => b - a)).toEqual(unread);
  });
  it('another member does not see the demo player messages', async () => {
    const token = await t.login('player1');
    expect((await t.call('messages.inbox', {}, { token })).body.value.list).toHaveLength(0);
  });
});

describe('live chat', () => {
  it('launch gives the tenant chat URL with the member and language', async () => {
    const token = await t.login('demo');
    const r = await t.call('messages.launchChat', { language: 'TY' }, { token });
    const url = new URL(r.body.value.chatUrl);
    expect(url.host).toBe('chat.goldcasino.example');
    expect(url.searchParams.get('member')).toBe('demo');
    expect(url.searchParams.get('merchant')).toBe(GOLD);
  });
  it('guests can open the chat too; models and unread count answer', async () => {
    expect((await t.call('messages.launchChat', {})).body.value.chatUrl).toContain('chat.goldcasino.example');
    expect((await t.call('messages.chatModels', {})).body.value.list.length).toBeGreaterThan(0);
    const token = await t.login('demo');
    expect((await t.call('messages.chatUnreadCount', {}, { token })).body.value).toBe(0);
  });
});

describe('writing to customer service', () => {
  it('a sent message shows in the outbox, not in the inbox', async () => {
    const token = await t.login('player2');
    expect(
      (
        await t.call(
          'messages.send',
          { title: 'Deposit', content: 'My deposit of 500 is not credited yet.' },
          { token },
        )
      ).body.success,
    ).toBe(true);
    const out = await t.call('messages.outbox', {}, { token });
    expect(out.body.value.list[0]).toMatchObject({ title: 'Deposit', type: 'CS' });
    expect((await t.call('messages.inbox', {}, { token })).body.value.list).toHaveLength(0);
  });
  it('an empty title is named; players cannot write to downlines', async () => {
    const token = await t.login('player2');
    expectFail(
      await t.call('messages.send', { title: '', content: 'x' }, { token }),
      400,
      'INVALID_PARAMETERS',
      'title',
    );
    expectFail(
      await t.call('messages.send', { title: 'Hi', content: 'team', recipientType: 'DOWNLINE' }, { token }),
      403,
      'NON_AGENT',
      'recipientType',
    );
  });
});
