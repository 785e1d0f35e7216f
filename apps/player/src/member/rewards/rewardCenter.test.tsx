import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as RewardCenterPage } from '../pages/rewardCenter.tsx';
import { Component as PromotionsPage } from '../../pages/areas/Promotions.tsx';
import {
  disposeMemberPages,
  isolateMemberPageTests,
  notServed,
  ok,
  refuse,
  relay,
  renderMemberPage,
  rewardsPlatform,
} from './testing/rewardsPlatform.tsx';

const AVAILABLE = `GET ${relay('MCSFE_getAvailablePromotions')}`;
const GUEST = `GET ${relay('MCSFE_getMerchantAvailablePromotions')}`;
const CLAIMABLE = `GET ${relay('MCSFE_getClaimPromotion')}`;
const CLAIMS = `GET ${relay('MCS2_getPromotionClaimList')}`;
const CLAIM = `POST ${relay('MCSFE_claimIssuedPromotion')}`;
const RAFFLE = `POST ${relay('MCSFE_claimRafflePromotion')}`;
const RAFFLE_STATUS = `GET ${relay('MCSFE_getRafflePromotionStatus')}`;
const BALANCE = 'GET /wps/v2/wallets/balance';

const at = Date.UTC(2026, 10, 20, 9, 30);
const ISSUED = {
  id: 'P1',
  title: 'Weekend reload',
  promotionType: 'MANUAL',
  status: 'ISSUED',
  bonus: 100,
  claimable: true,
  turnoverMultiplier: 5,
};
const SIGNUP = {
  id: 'P2',
  title: 'Welcome bonus',
  promotionType: 'SIGNUP',
  status: 'CLAIM',
  bonus: 50,
  claimable: true,
  turnoverMultiplier: 3,
};
const MANUAL = {
  id: 'P3',
  title: 'VIP reload',
  promotionType: 'MANUAL',
  status: 'JOIN',
  bonus: 200,
  claimable: false,
};
const RAFFLE_PROMO = {
  id: 'R1',
  title: 'Weekly raffle',
  promotionType: 'RAFFLE',
  status: 'CLAIM',
  claimable: true,
  ticketsLeft: 2,
};
const DEPOSIT = {
  id: 'D1',
  title: 'First deposit 100%',
  promotionType: 'FIRST_DEPOSIT',
  status: 'JOIN',
  bonus: 1000,
  joinAt: 'DEPOSIT',
};
const ALL = [
  ISSUED,
  SIGNUP,
  MANUAL,
  RAFFLE_PROMO,
  DEPOSIT,
  { id: 'P9', title: 'Lunar new year', promotionType: 'MANUAL', status: 'COMING_SOON' },
  { id: 'M1', title: 'Daily spins', promotionType: 'MISSION', status: 'PROCESS', progress: 3, target: 10 },
];

isolateMemberPageTests();

function centre(overrides = {}) {
  return rewardsPlatform({
    [CLAIMABLE]: () => ok({ list: [ISSUED, SIGNUP, RAFFLE_PROMO] }),
    [AVAILABLE]: () => ok({ list: ALL }),
    [CLAIMS]: () =>
      ok({
        list: [
          {
            id: 'c1',
            promotionId: 'P2',
            title: 'Welcome bonus',
            amount: 50,
            status: 'CLAIMED',
            createTime: at,
          },
        ],
      }),
    [CLAIM]: (c) => ok({ id: c.body.id, amount: c.body.id === 'P1' ? 100 : 50, status: 'CLAIMED' }),
    [RAFFLE]: () => ok({ id: 'R1', prize: 'Gold prize', amount: 88, status: 'CLAIMED' }),
    [RAFFLE_STATUS]: () =>
      ok({
        promotionId: 'R1',
        status: 'CLAIM',
        ticketsLeft: 2,
        ticketsUsed: 1,
        ticketsEarned: 3,
        maxTickets: 5,
        validBet: 3000,
        ticketPerValidBet: 1000,
        draws: [{ claimId: 'x', prize: 'Silver prize', amount: 20, createTime: at }],
      }),
    ...overrides,
  });
}

function show(Page = RewardCenterPage, options: { guest?: boolean; path?: string } = {}) {
  const Harness = renderMemberPage(Page, options);
  render(<Harness />);
}

describe('reward centre (rewardCenter)', () => {
  it('claims an issued promotion once for a double click, with an idempotency key; the balance is asked again and the turnover is said', async () => {
    const platform = centre();
    let release: () => void = () => {};
    platform.on(
      CLAIM,
      (c) =>
        new Promise(
          (resolve) => (release = () => resolve(ok({ id: c.body.id, amount: 100, status: 'CLAIMED' }))),
        ),
    );
    show();
    const list = await screen.findByRole('list', { name: 'To claim' });
    const card = within(list).getByRole('listitem', { name: 'Weekend reload' });
    expect(within(card).getByText('Issued')).toBeInTheDocument();
    const balanceCalls = platform.callsTo(BALANCE).length;
    await userEvent.setup().dblClick(within(card).getByRole('button', { name: 'Claim: Weekend reload' }));
    await waitFor(() => expect(platform.callsTo(CLAIM)).toHaveLength(1));
    release();
    expect(await within(card).findByText(/฿100.00 was added to your main wallet/)).toBeInTheDocument();
    expect(within(card).getByText(/Turnover of ฿500.00 is needed before a withdrawal/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See bonus details' })).toHaveAttribute(
      'href',
      '/member/bonusDetails',
    );
    expect(platform.callsTo(CLAIM)).toHaveLength(1);
    expect(platform.callsTo(CLAIM)[0]?.body).toEqual({ id: 'P1' });
    expect(platform.callsTo(CLAIM)[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(platform.callsTo(BALANCE).length).toBeGreaterThan(balanceCalls));
  });

  it('draws a raffle ticket and shows the raffle status', async () => {
    const platform = centre();
    show();
    const user = userEvent.setup();
    const card = within(await screen.findByRole('list', { name: 'To claim' })).getByRole('listitem', {
      name: 'Weekly raffle',
    });
    await user.click(within(card).getByRole('button', { name: 'Raffle status: Weekly raffle' }));
    const status = await within(card).findByRole('region', { name: 'Raffle status' });
    expect(within(status).getByText('Silver prize: ฿20.00', { exact: false })).toBeInTheDocument();
    expect(within(status).getByText('3 / 5')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Draw a ticket: Weekly raffle' }));
    expect(
      await within(card).findByText('You drew Gold prize: ฿88.00 was added to your main wallet.'),
    ).toBeInTheDocument();
    expect(platform.callsTo(RAFFLE)[0]?.body).toEqual({ promotionId: 'R1' });
  });

  it('lists every promotion with its status: applies for a manual one, sends a deposit one to the deposit form', async () => {
    const platform = centre({
      [CLAIM]: (c: { body: Record<string, unknown> }) => ok({ id: c.body.id, amount: 0, status: 'APPLYING' }),
    });
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'All promotions' }));
    const list = await screen.findByRole('list', { name: 'All promotions' });
    expect(
      within(within(list).getByRole('listitem', { name: 'Lunar new year' })).getByText('Coming soon'),
    ).toBeInTheDocument();
    expect(
      within(within(list).getByRole('listitem', { name: 'Lunar new year' })).queryByRole('button'),
    ).not.toBeInTheDocument();
    const mission = within(list).getByRole('listitem', { name: 'Daily spins' });
    expect(within(mission).getByText('In progress')).toBeInTheDocument();
    expect(within(mission).getByText('3 / 10')).toBeInTheDocument();
    const deposit = within(list).getByRole('listitem', { name: 'First deposit 100%' });
    expect(within(deposit).getByRole('link', { name: 'Join with a deposit' })).toHaveAttribute(
      'href',
      '/member/depositv2?promotion=D1',
    );
    const manual = within(list).getByRole('listitem', { name: 'VIP reload' });
    await user.click(within(manual).getByRole('button', { name: 'Apply: VIP reload' }));
    expect(await within(manual).findByText(/Your application was sent/)).toBeInTheDocument();
    expect(platform.callsTo(CLAIM)[0]?.body).toEqual({ id: 'P3' });
  });

  it('shows a refused claim in words on its card', async () => {
    centre({
      [CLAIM]: () => refuse('ALREADY_CLAIMED', 'id: Welcome bonus is already claimed', { field: 'id' }),
    });
    show();
    const card = within(await screen.findByRole('list', { name: 'To claim' })).getByRole('listitem', {
      name: 'Welcome bonus',
    });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Claim: Welcome bonus' }));
    expect(await within(card).findByText('This reward has already been claimed')).toBeInTheDocument();
  });

  it('says so when nothing is to claim, when the list fails (with a retry), and lists the claims made', async () => {
    const platform = centre({ [CLAIMABLE]: () => ok({ list: [] }) });
    show();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'No promotions here' })).toBeInTheDocument();
    platform.on(AVAILABLE, () => refuse('SYSTEM_ERROR', 'boom', undefined, 500));
    await user.click(screen.getByRole('tab', { name: 'All promotions' }));
    expect(
      await screen.findByRole('heading', { name: 'The promotions could not be loaded' }),
    ).toBeInTheDocument();
    platform.on(AVAILABLE, () => ok({ list: ALL }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'All promotions' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'My claims' }));
    const table = await screen.findByRole('table', { name: 'My claims' });
    expect(within(table).getByText('Welcome bonus')).toBeInTheDocument();
    expect(within(table).getByText('Claimed')).toBeInTheDocument();
  });

  it('says a site without promotions does not offer them (501)', async () => {
    centre({ [CLAIMABLE]: () => notServed() });
    show();
    expect(await screen.findByText('This is not offered on this site yet.')).toBeInTheDocument();
  });
});

describe('/promotions claim buttons', () => {
  it('gives a member the claim buttons and a guest a log-in button', async () => {
    const platform = centre({ [GUEST]: () => ok({ list: [{ ...MANUAL, status: 'JOIN' }] }) });
    show(PromotionsPage, { path: '/promotions' });
    const list = await screen.findByRole('list', { name: 'Join and claim' });
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Claim: Weekend reload' }));
    expect(await within(list).findByText(/฿100.00 was added/)).toBeInTheDocument();
    disposeMemberPages();
    document.body.innerHTML = '';
    sessionStorage.clear();
    show(PromotionsPage, { path: '/promotions', guest: true });
    const guest = await screen.findByRole('list', { name: 'Join and claim' });
    expect(within(guest).getByRole('button', { name: 'Log in to join: VIP reload' })).toBeInTheDocument();
    expect(platform.callsTo(GUEST).length).toBeGreaterThan(0);
  });
});
