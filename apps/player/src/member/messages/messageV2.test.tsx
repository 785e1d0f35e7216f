import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMessagesUnreadCountQuery } from '@wl/api/messages';
import { Component as MessagesPage } from '../pages/messageV2.tsx';
import {
  isolateMemberPageTests,
  ok,
  page,
  recordsPlatform,
  relay,
  renderMemberPage,
} from '../records/testing/recordsPlatform.tsx';

const INBOX = `GET ${relay('EMFE_getInbox')}`;
const OUTBOX = `GET ${relay('EMFE_getOutbox')}`;
const MARK = `PUT ${relay('EMFE_updateInboxRead')}`;
const DELETE = `DELETE ${relay('EMFE_deleteInbox')}`;
const SEND = `POST ${relay('EMFE_submitOutbox')}`;
const UNREAD = `GET ${relay('EMFE_getInboxUnreadCount')}`;

type Msg = { id: string; title: string; content: string; read: boolean; createTime: number };

/** The header's unread count, as the shell shows it, beside the page. */
function HeaderCount() {
  const unread = useMessagesUnreadCountQuery();
  return <output data-testid="unread">{unread.data ?? '-'}</output>;
}

/** An inbox the fake keeps: mark read and delete change what the next read answers. */
function inboxPlatform(messages: Msg[]) {
  const box = messages.map((m) => ({ ...m }));
  const platform = recordsPlatform({
    [INBOX]: () => page(box, { pageSize: 10 }),
    [UNREAD]: () => ok(box.filter((m) => !m.read).length),
    [MARK]: (c) => {
      for (const m of box) if ((c.body.ids as string[]).includes(m.id)) m.read = true;
      return ok();
    },
    [DELETE]: (c) => {
      const ids = c.body.ids as string[];
      box.splice(0, box.length, ...box.filter((m) => !ids.includes(m.id)));
      return ok();
    },
    [OUTBOX]: () => page([]),
  });
  return platform;
}

const open = (path = '/member/messageV2') => {
  const Harness = renderMemberPage(MessagesPage, { path, beside: <HeaderCount /> });
  render(<Harness />);
};

isolateMemberPageTests();

const day = (n: number) => Date.UTC(2026, 10, n, 8, 0);

describe('messages (messageV2)', () => {
  it('lists unread messages first; opening one shows its sanitised HTML, marks it read and the header count follows', async () => {
    const platform = inboxPlatform([
      {
        id: '1',
        title: 'Deposit credited',
        content:
          '<p>Your deposit of <b>500.00</b> was credited.</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>',
        read: false,
        createTime: day(10),
      },
      { id: '2', title: 'Welcome', content: '<p>Hello</p>', read: true, createTime: day(20) },
      {
        id: '3',
        title: 'Withdrawal approved',
        content: '<p>Paid out.</p>',
        read: false,
        createTime: day(15),
      },
    ]);
    const user = userEvent.setup();
    open();
    const list = await screen.findByRole('list', { name: 'Inbox' });
    const titles = within(list)
      .getAllByRole('button', { name: /^(Deposit credited|Welcome|Withdrawal approved)/ })
      .map((b) => b.textContent);
    expect(titles).toEqual(['Withdrawal approved, Unread', 'Deposit credited, Unread', 'Welcome']);
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('2'));

    await user.click(within(list).getByRole('button', { name: 'Deposit credited, Unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit credited' });
    expect(within(dialog).getByText('500.00', { selector: 'b' })).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
    await waitFor(() => expect(platform.callsTo(MARK)).toHaveLength(1));
    expect(platform.callsTo(MARK)[0]!.body).toEqual({ ids: ['1'] });
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('1'));
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(
      await within(screen.getByRole('list', { name: 'Inbox' })).findByRole('button', {
        name: 'Deposit credited',
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark read: Withdrawal approved' }));
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('0'));
    expect(platform.callsTo(MARK).at(-1)!.body).toEqual({ ids: ['3'] });
  });

  it('deletes only after a confirmation', async () => {
    const platform = inboxPlatform([
      { id: '7', title: 'Deposit failed', content: '<p>Sorry.</p>', read: true, createTime: day(3) },
    ]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete: Deposit failed' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the message?' });
    expect(confirm).toHaveTextContent(
      '"Deposit failed" will be deleted from your inbox. This cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(platform.callsTo(DELETE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete: Deposit failed' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('"Deposit failed" was deleted.')).toBeInTheDocument();
    expect(platform.callsTo(DELETE)).toHaveLength(1);
    expect(platform.callsTo(DELETE)[0]!.body).toEqual({ ids: ['7'] });
    expect(await screen.findByRole('heading', { name: 'Your inbox is empty' })).toBeInTheDocument();
  });

  it('writes to customer service: names empty fields and sends nothing, then sends once and shows the outbox', async () => {
    const platform = inboxPlatform([]);
    let sent: Msg[] = [];
    platform.on(OUTBOX, () => page(sent));
    platform.on(SEND, (c) => {
      sent = [
        {
          id: '9',
          title: String(c.body.title),
          content: String(c.body.content),
          read: true,
          createTime: day(21),
        },
      ];
      return ok();
    });
    const user = userEvent.setup();
    open('/member/messageV2?tab=compose');
    const form = await screen.findByRole('form', { name: 'A message to customer service' });
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByRole('textbox', { name: /Subject/ })).toHaveAccessibleDescription(
      'Please enter a subject',
    );
    expect(within(form).getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription(
      expect.stringContaining('Please enter your message'),
    );
    expect(platform.callsTo(SEND)).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: /Subject/ }), '  Deposit not credited ');
    await user.type(
      within(form).getByRole('textbox', { name: /Message/ }),
      'I paid 500 at 10:00 and it is not in my wallet.',
    );
    await user.dblClick(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message was sent to customer service.')).toBeInTheDocument();
    expect(platform.callsTo(SEND)).toHaveLength(1);
    expect(platform.callsTo(SEND)[0]!.body).toEqual({
      title: 'Deposit not credited',
      content: 'I paid 500 at 10:00 and it is not in my wallet.',
      recipientType: 'CS',
    });
    expect(
      await within(await screen.findByRole('list', { name: 'Sent messages' })).findByRole('button', {
        name: 'Deposit not credited',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps what was typed when sending fails, and says why', async () => {
    const platform = inboxPlatform([]);
    platform.on(SEND, () => ({ success: false, errorCode: 'SYSTEM_ERROR', message: 'down', status: 500 }));
    const user = userEvent.setup();
    open('/member/messageV2?tab=compose');
    const form = await screen.findByRole('form', { name: 'A message to customer service' });
    await user.type(within(form).getByRole('textbox', { name: /Subject/ }), 'Hello');
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'Please call me.');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText(/^The message was not sent:/)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Subject/ })).toHaveValue('Hello');
    expect(within(form).getByRole('textbox', { name: /Message/ })).toHaveValue('Please call me.');
  });

  it('says so when the inbox cannot be loaded, and retries', async () => {
    const platform = inboxPlatform([]);
    platform.on(INBOX, () => 'network');
    const user = userEvent.setup();
    open();
    expect(
      await screen.findByRole('heading', { name: 'The messages could not be loaded' }),
    ).toBeInTheDocument();
    platform.on(INBOX, () => page([]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your inbox is empty' })).toBeInTheDocument();
  });
});
