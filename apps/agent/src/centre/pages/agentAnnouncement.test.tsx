import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../app/testing.tsx';
import { agentPlatform, failure, ok, type Call } from '../testing/agentPlatform.ts';

beforeAll(async () => {
  await import('../../pages/AgentHomePage.tsx');
  await import('./agentAnnouncement.tsx');
}, 120_000);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const notice = (id: number, read: boolean) => ({
  id: String(id),
  title: `Agent notice ${id}`,
  content: `<p>New commission rates ${id}.</p><script>window.hacked = true</script>`,
  createTime: Date.UTC(2026, 10, 20 - id, 3, 0),
  read,
});

function open() {
  window.history.pushState({}, '', '/agentHome/agentAnnouncement');
  return renderApp();
}

describe('agent announcements', () => {
  it('lists the agent notices with their read state, shows one and marks it read', async () => {
    const platform = agentPlatform();
    const read = new Set<string>(['2']);
    platform.on('GET /wps/agent/announcements', () => {
      const list = [notice(1, read.has('1')), notice(2, read.has('2')), notice(3, read.has('3'))];
      return ok({ list, total: 3, totalPages: 1, pageNum: 1, unread: list.filter((n) => !n.read).length });
    });
    platform.on('POST /wps/relay/MCSFE_markAnnouncementAsRead', (c: Call) => {
      read.add(String(c.body.id));
      return ok();
    });
    const user = userEvent.setup();
    open();
    const list = await screen.findByRole('list', { name: 'Agent announcements' }, { timeout: 20_000 });
    expect(screen.getByRole('status')).toHaveTextContent('2 unread announcements');
    const first = within(list).getByRole('button', { name: /Agent notice 1/ });
    expect(first).toHaveTextContent('Unread');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(within(list).getByRole('button', { name: /Agent notice 2/ })).toHaveTextContent('Read');
    expect(platform.callsTo('GET /wps/agent/announcements')[0]?.query.get('pageSize')).toBe('9');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('New commission rates 1.')).toBeInTheDocument();
    // The platform's HTML is sanitised: no script reaches the page.
    expect(document.querySelector('li script')).toBeNull();
    await waitFor(() =>
      expect(platform.callsTo('POST /wps/relay/MCSFE_markAnnouncementAsRead')).toHaveLength(1),
    );
    expect(platform.callsTo('POST /wps/relay/MCSFE_markAnnouncementAsRead')[0]?.body).toEqual({ id: '1' });
    await waitFor(() => expect(first).toHaveTextContent('Read'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 unread announcement'));

    // A read notice is opened and closed without another call.
    const second = within(list).getByRole('button', { name: /Agent notice 2/ });
    await user.click(second);
    expect(await screen.findByText('New commission rates 2.')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/relay/MCSFE_markAnnouncementAsRead')).toHaveLength(1);
    await user.click(second);
    expect(screen.queryByText('New commission rates 2.')).not.toBeInTheDocument();
  });

  it('says when a notice could not be marked read and keeps it unread', async () => {
    const platform = agentPlatform();
    platform.on('GET /wps/agent/announcements', () =>
      ok({ list: [notice(1, false)], total: 1, totalPages: 1, unread: 1 }),
    );
    platform.on('POST /wps/relay/MCSFE_markAnnouncementAsRead', () => failure());
    const user = userEvent.setup();
    open();
    const button = await screen.findByRole('button', { name: /Agent notice 1/ }, { timeout: 20_000 });
    await user.click(button);
    expect(
      await screen.findByText('It could not be marked as read. It will show as unread until it is.'),
    ).toBeInTheDocument();
    expect(button).toHaveTextContent('Unread');
  });

  it('says when there are no announcements', async () => {
    const platform = agentPlatform();
    platform.on('GET /wps/agent/announcements', () => ok({ list: [], total: 0, totalPages: 1, unread: 0 }));
    open();
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'There are no announcements for agents right now.' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
  });

  it('says when the announcements cannot be loaded, and loads them on retry', async () => {
    const platform = agentPlatform();
    let fail = true;
    platform.on('GET /wps/agent/announcements', () =>
      fail ? 'network' : ok({ list: [notice(4, true)], total: 1, totalPages: 1, unread: 0 }),
    );
    const user = userEvent.setup();
    open();
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('The announcements could not be loaded.');
    expect(alert).toHaveTextContent('Network link is abnormal, please try again');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Agent notice 4/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You have read every announcement.');
  });
});
