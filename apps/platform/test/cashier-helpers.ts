/** Helpers of the cashier tests: members with money, a payment password and a card; signed provider callbacks. */
import { eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { customers } from '../src/db/schema.ts';
import { checkLedger } from '../src/ledger/check.ts';
import {
  CALLBACK_PATH,
  NONCE_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  providerSecret,
  sign,
} from '../src/areas/cashier/provider.ts';
import { hashPassword, randomId } from '../src/shared/secrets.ts';
import { GOLD, SPORTS, unique, type Caller } from './helpers.ts';

export const PAY_PASSWORD = '135790';

/** A tiny png and jpg as data URLs (the platform checks their first bytes). */
export const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]).toString('base64')}`;
export const JPG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]).toString('base64')}`;

export type Member = { username: string; token: string; id: number; merchant: string };

export function cashierKit(t: Caller) {
  const tenantOf = (merchant: string) => t.app.platform.tenants.byMerchantCode(merchant)!;

  /** A new member of `merchant` (registered through the API), with `credit` in the main wallet and optionally a payment password. */
  async function member(
    opts: { merchant?: string; credit?: number; payPassword?: boolean; realName?: string } = {},
  ): Promise<Member> {
    const merchant = opts.merchant ?? GOLD;
    const username = unique('cash');
    const r = await t.call(
      'session.register',
      {
        username,
        password: 'abc12345',
        confirmPassword: 'abc12345',
        email: `${username}@mail.example`,
        // sportsline requires the nationality at registration.
        ...(merchant === SPORTS ? { nationality: 'Thai' } : {}),
      },
      { merchant },
    );
    if (!r.body.success) throw new Error(`register: ${r.body.message}`);
    const [row] = await t.app.platform.db.select().from(customers).where(eq(customers.username, username));
    if (opts.payPassword !== false)
      await t.app.platform.db
        .update(customers)
        .set({ paymentPasswordHash: await hashPassword(PAY_PASSWORD) })
        .where(eq(customers.id, row!.id));
    if (opts.realName)
      await t.app.platform.db
        .update(customers)
        .set({ payeeName: opts.realName })
        .where(eq(customers.id, row!.id));
    if (opts.credit) await t.call('dev.credit', { username, amount: opts.credit }, { merchant });
    return { username, token: r.body.value.token, id: row!.id, merchant };
  }

  /** A member with money, a payment password and a bound card: ready to withdraw. */
  async function withdrawer(opts: { merchant?: string; credit?: number } = {}) {
    const m = await member({
      credit: opts.credit ?? 5000,
      ...(opts.merchant ? { merchant: opts.merchant } : {}),
    });
    const banks = await t.call('cashier.banks', {}, { token: m.token, merchant: m.merchant });
    const card = await t.call(
      'cashier.bindBankCard',
      {
        bankCode: banks.body.value.list[0]!.bankCode,
        accountNo: `55${Date.now().toString().slice(-7)}${Math.floor(Math.random() * 1000)}`,
        accountName: 'Test Holder',
        paymentPassword: PAY_PASSWORD,
      },
      { token: m.token, merchant: m.merchant },
    );
    if (!card.body.success) throw new Error(`bind: ${card.body.message}`);
    return { ...m, cardId: card.body.value.id };
  }

  async function mainBalance(m: { token: string; merchant: string }): Promise<number> {
    const r = await t.call('wallet.balance', {}, { token: m.token, merchant: m.merchant });
    return r.body.value.balance.find((b) => b.accountTypeId === 1)!.availBalance;
  }

  async function inbox(m: { token: string; merchant: string }) {
    return (await t.call('messages.inbox', { pageSize: 50 }, { token: m.token, merchant: m.merchant })).body
      .value.list;
  }

  /** Posts a provider callback: signed with the tenant's secret unless `signature` is given; `nonce`/`timestamp` may be fixed. */
  async function callback(
    body: Record<string, unknown>,
    opts: {
      merchant?: string;
      nonce?: string;
      timestamp?: number;
      signature?: string | null;
      raw?: string;
    } = {},
  ) {
    const merchant = opts.merchant ?? GOLD;
    const raw =
      opts.raw ??
      JSON.stringify({
        merchantCode: merchant,
        currency: tenantOf(merchant).config.currency,
        providerTransactionId: `TEST-${randomId(6)}`,
        ...body,
      });
    const timestamp = String(opts.timestamp ?? Math.floor(t.clock.now().getTime() / 1000));
    const nonce = opts.nonce ?? randomId(12);
    const signature =
      opts.signature === undefined
        ? sign(await providerSecret(t.app.platform, tenantOf(merchant).id), timestamp, nonce, raw)
        : opts.signature;
    const res = await t.app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: timestamp,
        [NONCE_HEADER]: nonce,
        ...(signature === null ? {} : { [SIGNATURE_HEADER]: signature }),
      },
      payload: raw,
    });
    return {
      status: res.statusCode,
      body: res.json() as {
        success: boolean;
        value: { status: string; duplicate: boolean; transactionId: string } | null;
        message: string | null;
        errorCode: string | null;
      },
    };
  }

  return { member, withdrawer, mainBalance, inbox, callback, tenantOf };
}

/** The books must balance after the file's tests: every balance equals its ledger, nothing below zero. */
export function ledgerHoldsAfterAll(t: Caller) {
  afterAll(async () => {
    const check = await checkLedger(t.app.platform.db);
    expect(check.mismatches).toEqual([]);
    expect(check.negatives).toBe(0);
  });
}
