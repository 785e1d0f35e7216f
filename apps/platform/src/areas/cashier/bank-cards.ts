/** Bank cards: the tenant's banks, a member's cards, binding (the real-name rule, the payment password) and deleting. */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { bankCards, customers } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { ACCOUNT_NO_LENGTH, cashierOf, maskAccountNo } from './config.ts';
import { checkField } from '../../shared/rules.ts';
import type { Customer } from '../session/sessions.ts';
import { checkPaymentPassword, lockCustomer, notYours, recordId } from './checks.ts';

export const bankList = (tenant: Tenant) => cashierOf(tenant).banks.map((b) => ({ ...b }));

function bankCardView(card: typeof bankCards.$inferSelect) {
  return {
    id: String(card.id),
    bankCode: card.bankCode,
    bankName: card.bankName,
    accountNo: maskAccountNo(card.accountNo),
    accountName: card.accountName,
    isDefault: card.isDefault,
    branch: card.branch,
    createTime: card.createdAt.getTime(),
  };
}

export async function listBankCards(p: Platform, tenant: Tenant, c: Customer) {
  const rows = await p.db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.tenantId, tenant.id), eq(bankCards.customerId, c.id)))
    .orderBy(desc(bankCards.isDefault), asc(bankCards.id));
  return { list: rows.map(bankCardView), total: rows.length };
}

/** How many cards a member has (the security centre's count). */
async function bankCardCount(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bankCards).where(eq(bankCards.customerId, customerId));
  return Number(row?.n ?? 0);
}

/** The account's real name: the profile's full name, else the payee name (set by registration or the first card). */
const realNameOf = (c: Customer): string | null => c.profile.fullName?.trim() || c.payeeName?.trim() || null;
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export async function bindConfig(p: Platform, tenant: Tenant, c: Customer) {
  const name = realNameOf(c);
  return {
    maxCards: cashierOf(tenant).maxBankCards,
    boundCount: await bankCardCount(p.db, c.id),
    nameFixed: name !== null,
    accountName: name,
    requirePaymentPassword: true,
    hasPaymentPassword: c.paymentPasswordHash !== null,
    accountNoMinLength: ACCOUNT_NO_LENGTH.min,
    accountNoMaxLength: ACCOUNT_NO_LENGTH.max,
  };
}

type BindInput = {
  bankCode: string;
  accountNo: string;
  accountName: string;
  branch?: string | undefined;
  paymentPassword: string;
};

/**
 * Binds a card: a bank of the tenant, 6-20 digits, the holder name by the tenant's payee-name rule and equal to the
 * account's real name when one is set (the first card sets it when none is), the payment password, at most
 * `maxBankCards`, an account not bound already.
 */
export async function bindBankCard(p: Platform, tenant: Tenant, c: Customer, input: BindInput) {
  const config = cashierOf(tenant);
  const bank = config.banks.find((b) => b.bankCode === input.bankCode);
  if (!bank) throw badInput('bankCode', 'is not a bank of this site');
  const accountNo = input.accountNo.replace(/[\s-]/g, '');
  if (!new RegExp(`^\\d{${ACCOUNT_NO_LENGTH.min},${ACCOUNT_NO_LENGTH.max}}$`).test(accountNo))
    throw badInput('accountNo', `must be ${ACCOUNT_NO_LENGTH.min}-${ACCOUNT_NO_LENGTH.max} digits`);
  const accountName = input.accountName.trim().replace(/\s+/g, ' ');
  checkField(tenant, 'accountName', accountName, true, 'payeeName');
  const branch = input.branch?.trim() || null;
  if (branch && branch.length > 60) throw badInput('branch', 'is longer than 60 characters');
  const realName = realNameOf(c);
  if (realName && !sameName(realName, accountName))
    throw new DomainError(
      'ACCOUNT_NAME_MISMATCH',
      "accountName: must be the account holder's real name",
      'invalid',
      {
        field: 'accountName',
      },
    );
  await checkPaymentPassword(c, input.paymentPassword);
  return p.db.transaction(async (tx) => {
    await lockCustomer(tx, c.id);
    const bound = await bankCardCount(tx, c.id);
    if (bound >= config.maxBankCards)
      throw new DomainError(
        'BANK_CARD_LIMIT',
        `At most ${config.maxBankCards} bank cards can be bound: delete one first`,
        'refused',
      );
    const [taken] = await tx
      .select({ id: bankCards.id })
      .from(bankCards)
      .where(
        and(
          eq(bankCards.tenantId, tenant.id),
          eq(bankCards.bankCode, bank.bankCode),
          eq(bankCards.accountNo, accountNo),
        ),
      );
    if (taken)
      throw new DomainError(E.duplicate, 'accountNo: this account is already bound', 'conflict', {
        field: 'accountNo',
      });
    const [card] = await tx
      .insert(bankCards)
      .values({
        tenantId: tenant.id,
        customerId: c.id,
        bankCode: bank.bankCode,
        bankName: bank.bankName,
        accountNo,
        accountName,
        branch,
        isDefault: bound === 0,
        createdAt: p.clock.now(),
      })
      .returning();
    if (!realName) await tx.update(customers).set({ payeeName: accountName }).where(eq(customers.id, c.id));
    return bankCardView(card!);
  });
}

export async function deleteBankCard(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  input: { id: string; paymentPassword: string },
) {
  const id = recordId(input.id, 'id');
  const [card] = await p.db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, id), eq(bankCards.tenantId, tenant.id), eq(bankCards.customerId, c.id)));
  if (!card) throw notYours('id', 'bank card', input.id);
  await checkPaymentPassword(c, input.paymentPassword);
  await p.db.transaction(async (tx) => {
    await tx.delete(bankCards).where(eq(bankCards.id, card.id));
    if (card.isDefault) {
      const [next] = await tx
        .select({ id: bankCards.id })
        .from(bankCards)
        .where(eq(bankCards.customerId, c.id))
        .orderBy(asc(bankCards.id))
        .limit(1);
      if (next) await tx.update(bankCards).set({ isDefault: true }).where(eq(bankCards.id, next.id));
    }
  });
  return null;
}
