import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../app/testing/renderApp.tsx';
import { featureTree, fakePlatform } from '../account/testing/fakePlatform.tsx';

const STATUS = 'GET /wps/system/status';
const FUNDS = 'GET /wps/member/info/funds/consolidated';
const UNREAD = 'GET /wps/relay/EMFE_getInboxUnreadCount';
const CHAT_MODELS = 'GET /wps/relay/CBS_modelList';
const LAUNCH_CHAT = 'GET /wps/relay/CBS_launchChat';
const CHAT_URL = 'https://chat.goldcasino.example/widget?merchant=gold&lang=EN&desk=1';

/** The platform with app download resources, a promotion count, unread messages and live chat. */
function platformWith({
  models = [{ modelId: '1', name: 'Customer service' }],
}: { models?: { modelId: string; name: string }[] } = {}) {
  const platform = fakePlatform();
  platform.on(STATUS, () => ({
    success: true,
    value: {
      maintenance: false,
      regionRestriction: false,
      whitelabel: featureTree(),
      resources: [
        { resourceType: 'IOS_APP', url: 'https://apps.example/ios' },
        { resourceType: 'ANDROID_APP', url: 'https://apps.example/android' },
      ],
    },
  }));
  platform.on(FUNDS, () => ({ success: true, value: { balance: 10, availablePromoCount: 2 } }));
  platform.on(UNREAD, () => ({ success: true, value: 3 }));
  platform.on(CHAT_MODELS, () => ({ success: true, value: { list: models, total: models.length } }));
  platform.on(LAUNCH_CHAT, (call) => ({
    success: true,
    value: {
      chatUrl: `https://chat.goldcasino.example/widget?merchant=gold&lang=EN&desk=${call.query.get('modelId') ?? '1'}`,
    },
  }));
  return platform;
}

const asMember = () => sessionStorage.setItem('token', 'tok-1');

async function openGifts() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Gift menu/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Gifts' });
  return { user, dialog };
}

describe('floating gift button', () => {
  it('offers a guest four choices: download the app, share, join and the reward centre', async () => {
    platformWith();
    renderAppAt('/');
    const { dialog } = await openGifts();
    const choices = within(dialog).getAllByRole('listitem');
    expect(choices.map((c) => c.textContent)).toEqual([
      'Download the app',
      'Share this site',
      'Join now',
      'Reward centre',
    ]);
  });

  it('shows the download QR codes of the site permission under "download the app"', async () => {
    platformWith();
    renderAppAt('/');
    const { user, dialog } = await openGifts();
    const download = within(dialog).getByRole('button', { name: 'Download the app' });
    expect(download).toHaveAttribute('aria-expanded', 'false');
    await user.click(download);
    expect(download).toHaveAttribute('aria-expanded', 'true');
    expect(await within(dialog).findByRole('img', { name: 'iOS app' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Android app' })).toBeInTheDocument();
  });

  it('the side menu shows the same download QR codes (one source for both)', async () => {
    platformWith();
    renderAppAt('/');
    // The gift's choices are closed: these are the side menu's.
    expect(await screen.findByRole('img', { name: 'iOS app' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Android app' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('join opens the register popup for a guest', async () => {
    platformWith();
    renderAppAt('/');
    const { user, dialog } = await openGifts();
    await user.click(within(dialog).getByRole('button', { name: 'Join now' }));
    expect(await screen.findByRole('dialog', { name: /register/i })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Gifts' })).not.toBeInTheDocument();
  });

  it('reward centre asks a guest to log in', async () => {
    platformWith();
    renderAppAt('/');
    const { user, dialog } = await openGifts();
    await user.click(within(dialog).getByRole('button', { name: 'Reward centre' }));
    expect(await screen.findByRole('dialog', { name: /log ?in/i })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('a member sees three choices (no join) and the count of promotions plus unread messages', async () => {
    platformWith();
    asMember();
    renderAppAt('/');
    expect(await screen.findByRole('button', { name: 'Gift menu, 5 unclaimed' })).toBeInTheDocument();
    const { dialog } = await openGifts();
    const choices = within(dialog).getAllByRole('listitem');
    expect(choices.map((c) => c.textContent)).toEqual([
      'Download the app',
      'Share this site',
      'Reward centre',
    ]);
  });

  it('reward centre takes a member to /member/rewardCenter inside the app (no page reload)', async () => {
    platformWith();
    asMember();
    renderAppAt('/');
    const gift = await screen.findByRole('button', { name: 'Gift menu, 5 unclaimed' });
    const { user, dialog } = await openGifts();
    await user.click(within(dialog).getByRole('button', { name: 'Reward centre' }));
    await waitFor(() => expect(window.location.pathname).toBe('/member/rewardCenter'));
    // The same document: the floating button rendered before the navigation is still there.
    expect(gift).toBeInTheDocument();
  });

  it('a trial player gets no count (neither call is made) and the trial message from reward centre', async () => {
    const platform = platformWith();
    platform.on('GET /wps/member/info', () => ({
      success: true,
      value: { id: 9, account: 'trial', nickname: 'Trial', type: 4 },
    }));
    asMember();
    renderAppAt('/');
    await waitFor(() => expect(platform.callsTo('GET /wps/member/info').length).toBeGreaterThan(0));
    const { user, dialog } = await openGifts();
    expect(platform.callsTo(FUNDS)).toHaveLength(0);
    expect(platform.callsTo(UNREAD)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Gift menu, / })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reward centre' }));
    expect(await screen.findByText(/real account/i)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('share copies the site link and says so when the device has no share sheet', async () => {
    platformWith();
    renderAppAt('/');
    const { user, dialog } = await openGifts();
    await user.click(within(dialog).getByRole('button', { name: 'Share this site' }));
    expect(await screen.findByRole('dialog', { name: 'Link copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/`);
  });

  it('closes on Escape and gives the focus back to the gift button', async () => {
    platformWith();
    renderAppAt('/');
    const { user } = await openGifts();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Gifts' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Gift menu/ })).toHaveFocus();
  });
});

describe('live chat button', () => {
  it('opens the chat room in a dialog: the launched chat URL in a titled frame, and a new-window link', async () => {
    const platform = platformWith();
    renderAppAt('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Live chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Live chat' });
    const frame = await within(dialog).findByTitle('Live chat');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', CHAT_URL);
    expect(within(dialog).getByRole('link', { name: 'Open in a new window' })).toHaveAttribute(
      'href',
      CHAT_URL,
    );
    expect(platform.callsTo(LAUNCH_CHAT)[0]?.query.get('modelId')).toBe('1');
  });

  it('with more than one chat model, the player chooses one first and that one is launched', async () => {
    const platform = platformWith({
      models: [
        { modelId: '1', name: 'Customer service' },
        { modelId: '2', name: 'Deposits and withdrawals' },
      ],
    });
    renderAppAt('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Live chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Live chat' });
    await user.click(await within(dialog).findByRole('button', { name: 'Deposits and withdrawals' }));
    const frame = await within(dialog).findByTitle('Live chat: Deposits and withdrawals');
    expect(frame).toHaveAttribute(
      'src',
      'https://chat.goldcasino.example/widget?merchant=gold&lang=EN&desk=2',
    );
    expect(platform.callsTo(LAUNCH_CHAT).map((c) => c.query.get('modelId'))).toEqual(['2']);
  });

  it('says in words when the chat cannot be launched', async () => {
    const platform = platformWith();
    platform.on(LAUNCH_CHAT, () => ({
      success: false,
      errorCode: 'INTERNAL_ERROR',
      message: 'down',
      status: 500,
    }));
    renderAppAt('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Live chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Live chat' });
    expect(
      await within(dialog).findByText('Live chat could not be opened. Please try again.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByTitle('Live chat')).not.toBeInTheDocument();
  });
});
