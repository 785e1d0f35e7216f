/**
 * Inbox messages of the cashier (accounts §3: deposit credited, withdrawal approved or rejected, deposit failed), in
 * the member's language (English, Thai), written in the transaction that moves the money.
 */
import { eq } from 'drizzle-orm';
import type { Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { customers, messages } from '../../db/schema.ts';

export type CashierEvent =
  | { kind: 'deposit_credited'; amountCents: number; bonusCents: number; reference: string }
  | { kind: 'deposit_failed'; amountCents: number; reference: string; reason: string }
  | {
      kind: 'withdrawal_approved';
      amountCents: number;
      receivableCents: number;
      reference: string;
      bank: string;
      confirm: boolean;
    }
  | { kind: 'withdrawal_rejected'; amountCents: number; reference: string; reason: string };

/** An amount in the tenant's currency, as the sites show it (2 decimals, thousands separators, symbol before or after). */
function formatMoney(tenant: Tenant, amountCents: number): string {
  const text = (amountCents / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return tenant.config.currencyPosition === 'after'
    ? `${text} ${tenant.config.currencySymbol}`
    : `${tenant.config.currencySymbol}${text}`;
}

function text(tenant: Tenant, language: string, e: CashierEvent): { title: string; content: string } {
  const th = language === 'TY';
  const m = (c: number) => formatMoney(tenant, c);
  switch (e.kind) {
    case 'deposit_credited': {
      const bonus =
        e.bonusCents > 0
          ? th
            ? ` พร้อมโบนัส ${m(e.bonusCents)}`
            : ` A bonus of ${m(e.bonusCents)} was added.`
          : '';
      return th
        ? {
            title: 'เงินฝากเข้าแล้ว',
            content: `เงินฝาก ${m(e.amountCents)} (อ้างอิง ${e.reference}) เข้ากระเป๋าหลักของคุณแล้ว${bonus}`,
          }
        : {
            title: 'Deposit credited',
            content: `Your deposit of ${m(e.amountCents)} (reference ${e.reference}) has been credited to your main wallet.${bonus}`,
          };
    }
    case 'deposit_failed':
      return th
        ? {
            title: 'ฝากเงินไม่สำเร็จ',
            content: `การฝากเงิน ${m(e.amountCents)} (อ้างอิง ${e.reference}) ไม่สำเร็จ: ${e.reason} ไม่มีการเติมเงิน กรุณาลองอีกครั้ง`,
          }
        : {
            title: 'Deposit failed',
            content: `Your deposit of ${m(e.amountCents)} (reference ${e.reference}) failed: ${e.reason}. Nothing was credited; please try again.`,
          };
    case 'withdrawal_approved': {
      const confirm = e.confirm ? (th ? ' กรุณายืนยันเมื่อได้รับเงิน' : ' Please confirm when you receive it.') : '';
      return th
        ? {
            title: 'อนุมัติการถอนเงิน',
            content: `การถอนเงิน ${m(e.amountCents)} (อ้างอิง ${e.reference}) ได้รับการอนุมัติ โอน ${m(e.receivableCents)} ไปยัง ${e.bank} แล้ว${confirm}`,
          }
        : {
            title: 'Withdrawal approved',
            content: `Your withdrawal of ${m(e.amountCents)} (reference ${e.reference}) was approved: ${m(e.receivableCents)} was paid to ${e.bank}.${confirm}`,
          };
    }
    case 'withdrawal_rejected':
      return th
        ? {
            title: 'ปฏิเสธการถอนเงิน',
            content: `การถอนเงิน ${m(e.amountCents)} (อ้างอิง ${e.reference}) ถูกปฏิเสธ: ${e.reason} ยอดเงินคืนเข้ากระเป๋าหลักแล้ว`,
          }
        : {
            title: 'Withdrawal rejected',
            content: `Your withdrawal of ${m(e.amountCents)} (reference ${e.reference}) was rejected: ${e.reason}. The amount is back in your main wallet.`,
          };
  }
}

/** Writes the inbox message of a cashier event to the member (unread). */
export async function notify(
  tx: Queryable,
  tenant: Tenant,
  customerId: number,
  event: CashierEvent,
  at: Date,
): Promise<void> {
  const [c] = await tx
    .select({ language: customers.language })
    .from(customers)
    .where(eq(customers.id, customerId));
  const { title, content } = text(tenant, c?.language ?? tenant.defaultLanguage, event);
  await tx.insert(messages).values({
    tenantId: tenant.id,
    customerId,
    direction: 'in',
    title,
    content,
    createdAt: at,
    readAt: null,
  });
}
