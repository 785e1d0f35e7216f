import { describe, expect, it, vi } from 'vitest';
import { createApiStore } from '../src/rtk/store.ts';
import { memoryStorage, memoryTokenStorage } from '../src/client/tokenStorage.ts';
import { gamesApi } from '../src/areas/games.ts';
import { walletApi } from '../src/areas/wallet.ts';
import { sessionApi } from '../src/areas/session.ts';
import { sessionFormsApi } from '../src/areas/session-forms.ts';
import { contractsApi } from '../src/areas/contracts.ts';
import { cashierApi } from '../src/areas/cashier.ts';
import { promotionsApi } from '../src/areas/promotions.ts';

type Route = (body: unknown, url: URL) => { status?: number; body: unknown; delayMs?: number };

/** A stub `fetch` that simulates the network with per-path answers (not our platform). */
function stubNetwork(routes: Record<string, Route>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, body });
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!route) return new Response(JSON.stringify({ success: false, message: 'no route' }), { status: 404 });
    const answer = route(body, url);
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch, calls };
}

function makeStore(fetch: typeof globalThis.fetch, token: string | null = 'tok') {
  return createApiStore({
    baseUrl: 'http://platform.test',
    merchant: 'demo',
    language: 'EN',
    tokenStorage: memoryTokenStorage(token),
    cacheStorage: memoryStorage(),
    fetch,
  });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('optimistic favourites', () => {
  it('shows the favourite at once and keeps it when the platform agrees', async () => {
    let ids = ['1'];
    const net = stubNetwork({
      'GET /wps/relay/MCSFE_getFavoriteGames': () => ({ body: { success: true, value: ids } }),
      'POST /wps/relay/MCSFE_addFavoriteGameV2': (b) => {
        ids = [...ids, String((b as { nodeId: string }).nodeId)];
        return { body: { success: true }, delayMs: 30 };
      },
    });
    const { store } = makeStore(net.fetch);
    await store.dispatch(gamesApi.endpoints.gamesFavouriteIds.initiate());
    const select = () => gamesApi.endpoints.gamesFavouriteIds.select()(store.getState()).data;
    const pending = store.dispatch(
      gamesApi.endpoints.gamesAddFavourite.initiate({ nodeId: '2', vendor: 'TCG', gameType: 'RNG' }),
    );
    expect(select()).toEqual(['1', '2']);
    await pending;
    // The list tag was invalidated: the ids are fetched again and agree.
    await until(() => net.calls.filter((c) => c.path.endsWith('getFavoriteGames')).length === 2);
    await until(() => gamesApi.endpoints.gamesFavouriteIds.select()(store.getState()).status !== 'pending');
    expect(select()).toEqual(['1', '2']);
  });

  it('rolls the favourite back when the platform refuses', async () => {
    const net = stubNetwork({
      'GET /wps/relay/MCSFE_getFavoriteGames': () => ({ body: { success: true, value: ['1', '2'] } }),
      'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': () => ({
        body: { success: false, errorCode: 'INVALID_PARAMETERS', message: 'no' },
        delayMs: 20,
      }),
      'GET /wps/relay/MCSFE_getFavoriteGamesList': () => ({
        body: {
          success: true,
          value: { content: [{ nodeId: '2', vassalage: 'TCG', gameType: 'RNG' }], pageNum: 1, totalPages: 1 },
        },
      }),
    });
    const { store } = makeStore(net.fetch);
    await store.dispatch(gamesApi.endpoints.gamesFavouriteIds.initiate());
    await store.dispatch(gamesApi.endpoints.gamesFavourites.initiate({ pageSize: 999 }));
    const ids = () => gamesApi.endpoints.gamesFavouriteIds.select()(store.getState()).data;
    const list = () =>
      gamesApi.endpoints.gamesFavourites
        .select({ pageSize: 999 })(store.getState())
        .data?.content.map((g) => g.nodeId);
    const pending = store.dispatch(gamesApi.endpoints.gamesRemoveFavourite.initiate({ nodeId: '2' }));
    expect(ids()).toEqual(['1']);
    expect(list()).toEqual([]);
    const result = await pending;
    expect('error' in result && result.error).toMatchObject({ kind: 'server', code: 'INVALID_PARAMETERS' });
    expect(ids()).toEqual(['1', '2']);
    expect(list()).toEqual(['2']);
    expect(net.calls.filter((c) => c.path.endsWith('getFavoriteGames'))).toHaveLength(1);
  });
});

describe('invalidation', () => {
  it('refreshes the balance after a transfer, not after a failed one', async () => {
    let main = 100;
    const net = stubNetwork({
      'GET /wps/v2/wallets/balance': () => ({
        body: {
          value: {
            sumBalance: main,
            balance: [{ accountTypeId: 0, availBalance: main }],
            currency: 'THB',
            currencySymbol: '฿',
          },
        },
      }),
      'POST /wps/relay/GCS_walletTransfer': (b) => {
        const amount = (b as { amount: number }).amount;
        if (amount > main)
          return { body: { success: false, errorCode: 'ACCOUNT_BALANCE_NOT_ENOUGH', message: 'not enough' } };
        main -= amount;
        return { body: { success: true } };
      },
    });
    const { store } = makeStore(net.fetch);
    const sub = store.dispatch(walletApi.endpoints.walletBalance.initiate({}));
    await sub;
    const balance = () => walletApi.endpoints.walletBalance.select({})(store.getState()).data?.sumBalance;
    expect(balance()).toBe(100);
    await store.dispatch(
      walletApi.endpoints.walletTransfer.initiate({ fromAccountTypeId: 0, toAccountTypeId: 5, amount: 500 }),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(net.calls.filter((c) => c.path === '/wps/v2/wallets/balance')).toHaveLength(1);
    await store.dispatch(
      walletApi.endpoints.walletTransfer.initiate({ fromAccountTypeId: 0, toAccountTypeId: 5, amount: 40 }),
    );
    await until(() => balance() === 60);
    sub.unsubscribe();
  });

  it('refreshes the contract list after an action on one of its contracts', async () => {
    let status = 'OFFERED';
    const contract = () => ({
      id: 'c1',
      kind: 'dailySalary',
      uplineId: 'u',
      uplineAccount: 'up',
      downlineId: 'd',
      downlineAccount: 'down',
      period: 'DAILY',
      status,
      tiers: [{ activeMembers: 1, betAmount: 100, rate: 1 }],
      createdAt: 1,
      updatedAt: 1,
    });
    const net = stubNetwork({
      'GET /wps/relay/MCSFE_getContractDailySalInfo': () => ({
        body: { value: { mine: contract(), downlines: [] } },
      }),
      'GET /wps/relay/MCSFE_getContractDividendInfo': () => ({
        body: { value: { mine: null, downlines: [] } },
      }),
      'POST /wps/relay/MCSFE_processDailySalaryContract': () => (
        (status = 'ACTIVE'),
        { body: { value: contract() } }
      ),
    });
    const { store } = makeStore(net.fetch);
    const a = store.dispatch(contractsApi.endpoints.contractsDailySalaryInfo.initiate());
    const b = store.dispatch(contractsApi.endpoints.contractsDividendInfo.initiate());
    await Promise.all([a, b]);
    await store.dispatch(
      contractsApi.endpoints.contractsProcessDailySalary.initiate({ contractId: 'c1', action: 'accept' }),
    );
    await until(
      () =>
        contractsApi.endpoints.contractsDailySalaryInfo.select()(store.getState()).data?.mine?.status ===
        'ACTIVE',
    );
    // The dividend info holds no c1: it is not fetched again.
    expect(net.calls.filter((c) => c.path.endsWith('getContractDividendInfo'))).toHaveLength(1);
    a.unsubscribe();
    b.unsubscribe();
  });

  it("reads the kind's contracts again after accepting a replacement offer (the lower-rate rule may end others)", async () => {
    let accepted = false;
    const c = (id: string, status: string, down = 'me') => ({
      id,
      kind: 'dailySalary',
      uplineId: 'u',
      uplineAccount: 'up',
      downlineId: down,
      downlineAccount: down,
      period: 'DAILY',
      status,
      tiers: [{ activeMembers: 1, betAmount: 100, rate: 1 }],
      createdAt: 1,
      updatedAt: 1,
    });
    const net = stubNetwork({
      // c1 in force, c2 its replacement offered; c3 a contract I gave, ended by the platform on accept.
      'GET /wps/relay/MCSFE_getContractDailySalInfo': () => ({
        body: {
          value: accepted
            ? { mine: c('c2', 'ACTIVE'), offers: [], downlines: [] }
            : { mine: c('c1', 'ACTIVE'), offers: [c('c2', 'OFFERED')], downlines: [c('c3', 'ACTIVE', 'x')] },
        },
      }),
      'POST /wps/relay/MCSFE_processDailySalaryContract': () => (
        (accepted = true),
        { body: { value: c('c2', 'ACTIVE') } }
      ),
    });
    const { store } = makeStore(net.fetch);
    const a = store.dispatch(contractsApi.endpoints.contractsDailySalaryInfo.initiate());
    await a;
    await store.dispatch(
      contractsApi.endpoints.contractsProcessDailySalary.initiate({ contractId: 'c2', action: 'accept' }),
    );
    await until(
      () =>
        contractsApi.endpoints.contractsDailySalaryInfo.select()(store.getState()).data?.mine?.id === 'c2',
    );
    expect(
      contractsApi.endpoints.contractsDailySalaryInfo.select()(store.getState()).data?.downlines,
    ).toEqual([]);
    a.unsubscribe();
  });
});

describe('money moved elsewhere', () => {
  const funds = (n: number) => ({ body: { value: { balance: n } } });
  const balance = (n: number) => ({
    body: { value: { sumBalance: n, balance: [], currency: 'THB', currencySymbol: '฿' } },
  });

  it('a deposit refreshes the consolidated funds and the deposit settings, not the bank cards', async () => {
    let n = 0;
    const net = stubNetwork({
      'GET /wps/member/info/funds/consolidated': () => funds(n),
      'GET /wps/relay/MCS2_bankCards': () => ({ body: { value: { list: [] } } }),
      'POST /wps/relay/MCSFE_manualTransferByGeneric': () => (
        (n = 100),
        { body: { value: { transactionId: 'D1', status: 'PENDING', amount: 100 } } }
      ),
    });
    const { store } = makeStore(net.fetch);
    const { walletApi: w } = await import('../src/areas/wallet.ts');
    const subs = [
      store.dispatch(w.endpoints.walletConsolidatedFunds.initiate()),
      store.dispatch(cashierApi.endpoints.cashierBankCards.initiate()),
    ];
    await Promise.all(subs);
    await store.dispatch(cashierApi.endpoints.cashierDeposit.initiate({ channelId: 'c1', amount: 100 }));
    await until(() => w.endpoints.walletConsolidatedFunds.select()(store.getState()).data?.balance === 100);
    expect(net.calls.filter((c) => c.path.endsWith('MCS2_bankCards'))).toHaveLength(1);
    for (const s of subs) s.unsubscribe();
  });

  it('a claim refreshes the balance and the promotions; a refused claim refreshes nothing', async () => {
    let claimed = false;
    const net = stubNetwork({
      'GET /wps/v2/wallets/balance': () => balance(claimed ? 50 : 0),
      'GET /wps/relay/MCSFE_getAvailablePromotions': () => ({
        body: {
          value: {
            list: claimed ? [] : [{ id: 'p1', title: 'Bonus', promotionType: 'MANUAL', status: 'claim' }],
          },
        },
      }),
      'POST /wps/relay/MCSFE_claimIssuedPromotion': (b) =>
        (b as { id: string }).id === 'p1'
          ? ((claimed = true), { body: { value: { amount: 50, status: 'claimed' } } })
          : { body: { success: false, errorCode: 'NOT_FOUND', message: 'no' } },
    });
    const { store } = makeStore(net.fetch);
    const subs = [
      store.dispatch(walletApi.endpoints.walletBalance.initiate({})),
      store.dispatch(promotionsApi.endpoints.promotionsAvailable.initiate({})),
    ];
    await Promise.all(subs);
    await store.dispatch(promotionsApi.endpoints.promotionsClaim.initiate({ id: 'nope' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(net.calls).toHaveLength(3);
    await store.dispatch(promotionsApi.endpoints.promotionsClaim.initiate({ id: 'p1' }));
    await until(() => walletApi.endpoints.walletBalance.select({})(store.getState()).data?.sumBalance === 50);
    await until(
      () => promotionsApi.endpoints.promotionsAvailable.select({})(store.getState()).data?.list.length === 0,
    );
    for (const s of subs) s.unsubscribe();
  });
});

describe('session', () => {
  it('keeps the token of a login and drops it and the session cache on logout, even when logout fails', async () => {
    const net = stubNetwork({
      'POST /wps/session/login': () => ({
        body: { success: true, value: { token: 'fresh', firstTimeLogin: false, passwordExpired: false } },
      }),
      'DELETE /wps/session/logout': () => ({ status: 500, body: { success: false, message: 'boom' } }),
      'GET /wps/system/setting/register': () => ({
        body: { value: { username: { acceptedPattern: '*', minLength: 4, maxLength: 16, patternId: 1 } } },
      }),
    });
    const storage = memoryStorage();
    const { store, client } = createApiStore({
      baseUrl: 'http://platform.test',
      merchant: 'demo',
      language: 'EN',
      tokenStorage: memoryTokenStorage(null),
      cacheStorage: storage,
      fetch: net.fetch,
    });
    await store.dispatch(
      sessionFormsApi.endpoints.sessionLogin.initiate({ username: 'alice', password: 'pw' }),
    );
    expect(client.tokenStorage.get()).toBe('fresh');
    await store.dispatch(sessionFormsApi.endpoints.sessionRegisterSettings.initiate());
    expect(storage.length).toBe(1);
    await store.dispatch(sessionApi.endpoints.sessionLogout.initiate());
    expect(client.tokenStorage.get()).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('calls onSessionEnded once when the platform says the session is over', async () => {
    const onSessionEnded = vi.fn();
    const net = stubNetwork({ 'GET /wps/member/info': () => ({ status: 401, body: {} }) });
    const { store, client } = createApiStore({
      baseUrl: 'http://p.test',
      merchant: 'demo',
      language: 'EN',
      tokenStorage: memoryTokenStorage('old'),
      cacheStorage: null,
      fetch: net.fetch,
      onSessionEnded,
    });
    const { memberApi } = await import('../src/areas/member.ts');
    const result = await store.dispatch(memberApi.endpoints.memberInfo.initiate());
    expect(result.error).toMatchObject({ kind: 'session', messageKey: 'errors:notLoggedIn' });
    expect(client.tokenStorage.get()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });
});

describe('keep-alive in the store', () => {
  it('touches the session on user activity in the target, at most every 8 s, until disposed', async () => {
    const net = stubNetwork({ 'GET /wps/session/touch': () => ({ body: { success: true } }) });
    let now = 100_000;
    const target = new EventTarget();
    const made = createApiStore({
      baseUrl: 'http://p.test',
      merchant: 'demo',
      language: 'EN',
      tokenStorage: memoryTokenStorage('tok'),
      cacheStorage: null,
      fetch: net.fetch,
      activityTarget: target,
      now: () => now,
    });
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    await until(() => net.calls.length === 1);
    await new Promise((r) => setTimeout(r, 20)); // let the first touch finish (a touch in flight is shared)
    now += 8_000;
    target.dispatchEvent(new Event('scroll'));
    await until(() => net.calls.length === 2);
    made.dispose();
    now += 60_000;
    target.dispatchEvent(new Event('keydown'));
    await new Promise((r) => setTimeout(r, 10));
    expect(net.calls.map((c) => c.path)).toEqual(['/wps/session/touch', '/wps/session/touch']);
  });
});

describe('game launch', () => {
  it('asks for a fresh launch URL each time and refreshes the recent games', async () => {
    let n = 0;
    const net = stubNetwork({
      'GET /wps/game/launchGame': () => ({ body: { value: { url: `https://g.test/play?t=${++n}` } } }),
      'GET /wps/relay/GCS_recentGame': () => ({ body: { value: { list: [] } } }),
    });
    const { store } = makeStore(net.fetch);
    const recent = store.dispatch(gamesApi.endpoints.gamesRecent.initiate({ page: 1, pageSize: 20 }));
    await recent;
    const arg = { nodeId: '7', vassalage: 'TCG', gameType: 'RNG' };
    const first = await store.dispatch(gamesApi.endpoints.gamesLaunch.initiate(arg, { forceRefetch: true }));
    const second = await store.dispatch(gamesApi.endpoints.gamesLaunch.initiate(arg, { forceRefetch: true }));
    expect(first.data?.url).toBe('https://g.test/play?t=1');
    expect(second.data?.url).toBe('https://g.test/play?t=2');
    expect(net.calls.find((c) => c.path === '/wps/game/launchGame')).toBeDefined();
    await until(() => net.calls.filter((c) => c.path === '/wps/relay/GCS_recentGame').length >= 2);
    recent.unsubscribe();
  });
});
