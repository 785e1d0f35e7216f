import { vi } from 'vitest';

export { renderMemberPage, isolateMemberPageTests } from '../../testing/renderMemberPage.tsx';

type Call = {
  method: string;
  path: string;
  body: Record<string, unknown>;
  query: URLSearchParams;
  headers: Headers;
};
export type Answer =
  { success: boolean; value?: unknown; message?: string; errorCode?: string; status?: number } | 'network';
type Handler = (call: Call) => Answer | Promise<Answer>;

export const ok = (value: unknown = null): Answer => ({ success: true, value });
export const refuse = (errorCode: string, message = '', value?: unknown, status = 200): Answer => ({
  success: false,
  errorCode,
  message,
  status,
  ...(value === undefined ? {} : { value }),
});

const relay = (name: string) => `/wps/relay/${name}`;

export const WALLETS = {
  sumBalance: 1500.5,
  currency: 'THB',
  currencySymbol: '฿',
  balance: [
    { accountTypeId: 1, availBalance: 1200.5, displayName: 'Main Wallet' },
    { accountTypeId: 2, availBalance: 0, displayName: 'Lottery Wallet' },
    { accountTypeId: 4, availBalance: 300, displayName: 'Sports Wallet' },
  ],
};

/** The platform's answers the cashier pages read, shaped by the call contract. */
function defaultAnswers(): Record<string, Handler> {
  return {
    'GET /wps/member/info': () => ok({ id: 7, account: 'demo', nickname: 'Demo', type: 0 }),
    'GET /wps/session/loginInfo': () =>
      ok({ firstTimeLogin: false, passwordExpired: false, isAgent: false, isTrial: false }),
    'GET /wps/v2/wallets/balance': () => ok(WALLETS),
    [`GET ${relay('GCS_merchantWallet')}`]: () => ok({ isSingle: 0 }),
    [`POST ${relay('GCS_walletTransfer')}`]: () => ok(),
    [`POST ${relay('GCS_walletReturn')}`]: () => ok(),
    'PUT /wps/member/transferUpline': () => ok(),
    'GET /wps/member/hasWithdrawalPassword': () => ok(true),
    [`GET ${relay('MCSFE_getDepositSettings')}`]: () => ok({ allowDeposit: true, pendingCount: 0 }),
    [`GET ${relay('MCSFE_getDepositPaymentChannels')}`]: () =>
      ok({
        list: [
          {
            channelId: 11,
            channelName: 'Bank transfer (KBank)',
            method: 'BANK_TRANSFER',
            minAmount: 100,
            maxAmount: 50000,
            fixedAmounts: [100, 500, 1000],
            bankName: 'Kasikorn Bank',
            accountName: 'Demo Merchant Co.',
            accountNo: '123-4-56789-0',
          },
          { channelId: 12, channelName: 'PromptPay QR', method: 'QR', minAmount: 50, maxAmount: 20000 },
        ],
      }),
    [`GET ${relay('MCSFE_getDepositPromotion')}`]: () =>
      ok({ list: [{ promotionId: 5, title: 'First deposit 100%', bonusRate: 1, maxBonus: 1000 }] }),
    [`GET ${relay('MCSFE_getDepositMethods')}`]: () =>
      ok({
        list: [
          { method: 'BANK_TRANSFER', methodName: 'Bank transfer', minAmount: 100, maxAmount: 50000 },
          { method: 'QR', methodName: 'QR payment', minAmount: 50, maxAmount: 20000 },
        ],
      }),
    [`POST ${relay('MCSFE_manualTransferByGeneric')}`]: (c) =>
      ok(
        String(c.body.channelId) === '12'
          ? {
              transactionId: 'D901',
              status: 'PENDING',
              amount: Number(c.body.amount),
              reference: 'REF-D901',
              method: 'QR',
              qrPayload: '00020101021229370016A000000677010111',
            }
          : {
              transactionId: 'D900',
              status: 'PENDING',
              amount: Number(c.body.amount),
              reference: 'REF-D900',
              method: 'BANK_TRANSFER',
              channelName: 'Bank transfer (KBank)',
              receivingAccount: {
                bankCode: 'KBANK',
                bankName: 'Kasikorn Bank',
                accountName: 'Demo Merchant Co.',
                accountNo: '123-4-56789-0',
              },
            },
      ),
    [`GET ${relay('MCSFE_getPendingDeposits')}`]: () => ok({ list: [] }),
    [`POST ${relay('MCSFE_cancelC2CDeposit')}`]: (c) =>
      ok({ transactionId: String(c.body.transactionId), status: 'CANCELLED', amount: 0 }),
    [`POST ${relay('MCSFE_uploadDepositEncodedImage')}`]: () => ok(),
    [`GET ${relay('MCSFE_getDepositTransactionReport')}`]: () => ok({ list: [] }),
    [`GET ${relay('MCSFE_getWithdrawSettings')}`]: () =>
      ok({ minimumAmount: 100, maximumAmount: 10000, allowWithdraw: true, dailyCountLeft: 3 }),
    [`GET ${relay('MCSFE_getTurnoverInfo')}`]: () => ok({ requiredTurnover: 1000, currentTurnover: 1000 }),
    [`GET ${relay('MCSFE_getCalculatedWithdrawCharges')}`]: (c) => {
      const amount = Number(c.query.get('amount'));
      return ok({ charge: Math.round(amount) / 100, receivable: amount - Math.round(amount) / 100 });
    },
    'POST /wps/v2/transaction/withdraw': () => ok({ transactionId: 'W500', status: 'PENDING' }),
    [`GET ${relay('MCS2_bankCards')}`]: () =>
      ok({
        list: [
          {
            id: 3,
            bankCode: 'KBANK',
            bankName: 'Kasikorn Bank',
            accountNo: '******7890',
            accountName: 'Demo Player',
            isDefault: true,
          },
        ],
      }),
    [`GET ${relay('MCSFE_getWithdrawTransactionReport')}`]: () =>
      ok({
        list: [
          {
            id: 'W400',
            type: 'WITHDRAW',
            amount: 250,
            status: 'APPROVED',
            createTime: Date.UTC(2026, 10, 20, 9, 30),
          },
        ],
      }),
    [`GET ${relay('MCSFE_getPaymentConfirmationList')}`]: () => ok({ list: [] }),
    [`POST ${relay('MCSFE_processC2CTransaction')}`]: () => ok(),
  };
}

/**
 * A stand-in platform for the cashier's component tests: answers by method and path, records every call with
 * its headers (the idempotency key) and body. Override per test with `on('POST /wps/...', handler)`.
 */
export function cashierPlatform(overrides: Record<string, Handler> = {}) {
  const calls: Call[] = [];
  const handlers = new Map<string, Handler>(Object.entries({ ...defaultAnswers(), ...overrides }));
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: Record<string, unknown> = {};
    if (typeof init?.body === 'string') body = JSON.parse(init.body) as Record<string, unknown>;
    const call = {
      method,
      path: url.pathname,
      body,
      query: url.searchParams,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const handler = handlers.get(`${method} ${url.pathname}`);
    const answer: Answer = handler
      ? await handler(call)
      : {
          success: false,
          errorCode: 'NOT_FOUND',
          message: `no fake for ${method} ${url.pathname}`,
          status: 404,
        };
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const { status = 200, ...envelope } = answer;
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  return {
    calls,
    on: (key: string, handler: Handler) => handlers.set(key, handler),
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}
