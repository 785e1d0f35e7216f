import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as ReferralPage } from '../pages/referral.tsx';
import {
  disposeMemberPages,
  isolateMemberPageTests,
  notServed,
  ok,
  page,
  refuse,
  relay,
  renderMemberPage,
  rewardsPlatform,
} from './testing/rewardsPlatform.tsx';

const DETAILS = `GET ${relay('MCSFE_getReferralDetails')}`;
const LIST = `GET ${relay('MCSFE_getReferralList')}`;
const INCOME = `GET ${relay('ODSFE2_referralMyIncomeOverview')}`;
const RULES = `GET ${relay('MCSFE_getReferralRules')}`;

const at = Date.UTC(2026, 10, 20, 9, 30);

isolateMemberPageTests();

function referral(overrides = {}) {
  return rewardsPlatform({
    [DETAILS]: () =>
      ok({
        referralCode: 'ABC123',
        totalInvitations: 2,
        promotionDomains: ['play.example.com'],
        enabled: true,
        totalIncome: 150,
      }),
    [LIST]: () =>
      page([
        { id: '11', account: 'friend1', regDate: at, deposited: true, reward: 100 },
        { id: '12', account: 'friend2', regDate: at, deposited: false, reward: 50 },
      ]),
    [INCOME]: () =>
      ok({ totalIncome: 150, todayIncome: 50, yesterdayIncome: 0, allTimeIncome: 150, totalInvitations: 2 }),
    [RULES]: () => ok({ content: '<p>Each friend who registers pays you a reward.</p>' }),
    ...overrides,
  });
}

function show() {
  const Harness = renderMemberPage(ReferralPage);
  render(<Harness />);
}

describe('referral', () => {
  it('shows the code, the link with its QR code, copy, the totals, the invitees and the rules', async () => {
    const platform = referral();
    show();
    const user = userEvent.setup();
    const link = `${window.location.origin}/register?referralCode=ABC123`;
    expect(await screen.findByText(link)).toBeInTheDocument();
    expect(screen.getByText('ABC123')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'QR code of your referral link', busy: false }),
    ).toBeInTheDocument();
    expect(platform.callsTo(DETAILS)[0]?.query.get('autoGenerate')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Copy the link' }));
    // user-event's clipboard stands in for the device's.
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(link));
    const copied = await screen
      .findByRole('alertdialog', { name: 'Copied' })
      .catch(() => screen.findByRole('dialog', { name: 'Copied' }));
    await user.click(within(copied).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(copied).not.toBeInTheDocument());
    // Another promotion domain.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Site of the link' }), 'play.example.com');
    expect(
      await screen.findByText('https://play.example.com/register?referralCode=ABC123'),
    ).toBeInTheDocument();

    const income = screen.getByRole('region', { name: 'Totals and income' });
    expect(within(income).getByText('฿150.00')).toBeInTheDocument();
    expect(within(income).getByText('฿50.00')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Invited friends' });
    expect(within(table).getByText('friend1')).toBeInTheDocument();
    expect(within(table).getByText('Not yet')).toBeInTheDocument();
    expect(await screen.findByText('Each friend who registers pays you a reward.')).toBeInTheDocument();
    // No share sheet on this device: no share button.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('shares the link through the device share sheet when there is one', async () => {
    referral();
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    show();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/register?referralCode=ABC123` }),
    );
  });

  it('says when nobody is invited yet, when the referral fails (with a retry) and when it is not offered', async () => {
    const platform = referral({ [LIST]: () => page([]) });
    show();
    expect(await screen.findByRole('heading', { name: /No records|Nothing/i })).toBeInTheDocument();
    disposeMemberPages();
    document.body.innerHTML = '';
    platform.on(DETAILS, () => refuse('SYSTEM_ERROR', 'boom', undefined, 500));
    show();
    expect(
      await screen.findByRole('heading', { name: 'Your referral could not be loaded' }),
    ).toBeInTheDocument();
    platform.on(DETAILS, () => notServed());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This is not offered on this site yet.')).toBeInTheDocument();
  });
});
