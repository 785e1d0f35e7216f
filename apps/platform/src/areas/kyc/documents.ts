/**
 * Identity checks (KYC): the documents a player uploads (an identity document and a proof of address), their status,
 * the back office's decision (the dev call plays it), the overall status and the withdrawal gate.
 *
 * The newest row of a kind counts; an upload marks the pending one of its kind REPLACED (rows are kept). Overall:
 * APPROVED when the newest identity document and proof of address are both approved; REJECTED when the newest of
 * either is rejected (with its reason, the identity's first); PENDING while one waits for review; NOT_SUBMITTED
 * otherwise (nothing uploaded, or one approved and the other never uploaded); NOT_REQUIRED for a trial account.
 * Every upload and decision is on the append-only record (protection/records.ts) with who and when.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { kycDocuments, messages } from '../../db/schema.ts';
import { DomainError, E } from '../../shared/errors.ts';
import { isTrial } from '../../shared/rules.ts';
import { appendRecord } from '../protection/records.ts';
import { findByUsername } from '../session/account-lookup.ts';
import type { Customer } from '../session/sessions.ts';
import { ACCEPTED_TYPES, parseKycFile } from './files.ts';

export type KycKind = 'identity' | 'address';
const KYC_KINDS: readonly KycKind[] = ['identity', 'address'];
type Row = typeof kycDocuments.$inferSelect;
type Overall = 'NOT_REQUIRED' | 'NOT_SUBMITTED' | 'PENDING' | 'APPROVED' | 'REJECTED';

const documentView = (r: Row) => ({
  kind: r.kind as KycKind,
  status: r.status as 'PENDING' | 'APPROVED' | 'REJECTED',
  reason: r.reason,
  fileName: r.fileName,
  uploadedAt: r.createdAt.getTime(),
  decidedAt: r.decidedAt?.getTime() ?? null,
});

/** The newest document of each kind (REPLACED rows never are: an upload replaces them with a newer one). */
async function newestByKind(db: Queryable, customerId: number): Promise<Map<KycKind, Row>> {
  const rows = await db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.customerId, customerId))
    .orderBy(desc(kycDocuments.id));
  const newest = new Map<KycKind, Row>();
  for (const r of rows) if (!newest.has(r.kind as KycKind)) newest.set(r.kind as KycKind, r);
  return newest;
}

function overallOf(newest: Map<KycKind, Row>): { status: Overall; reason: string | null } {
  const docs = KYC_KINDS.map((k) => newest.get(k));
  const rejected = docs.find((d) => d?.status === 'REJECTED');
  if (rejected) return { status: 'REJECTED', reason: rejected.reason };
  if (docs.every((d) => d?.status === 'APPROVED')) return { status: 'APPROVED', reason: null };
  if (docs.some((d) => d?.status === 'PENDING')) return { status: 'PENDING', reason: null };
  return { status: 'NOT_SUBMITTED', reason: null };
}

export async function kycStatus(db: Queryable, c: Customer) {
  if (isTrial(c.type)) return { status: 'NOT_REQUIRED' as Overall, reason: null, documents: [] };
  const newest = await newestByKind(db, c.id);
  return {
    ...overallOf(newest),
    documents: KYC_KINDS.flatMap((k) => (newest.has(k) ? [documentView(newest.get(k)!)] : [])),
  };
}

/** The UPLOADID3 module key turns the verification page and its upload on (on by default). */
const kycOn = (tenant: Tenant) => tenant.config.modules.UPLOADID3 !== false;

function checkKycOn(tenant: Tenant): void {
  if (!kycOn(tenant))
    throw new DomainError(
      E.functionNotAvailable,
      'Identity verification is not available on this site',
      'refused',
    );
}

export function kycSettings(tenant: Tenant) {
  const k = tenant.config.kyc;
  return {
    requiredFor: k.requiredFor,
    withdrawalsOverAmount: k.withdrawalsOverAmount,
    maxFileBytes: k.maxFileBytes,
    acceptedTypes: [...ACCEPTED_TYPES],
    minimumAge: tenant.config.minimumAge,
  };
}

/** Stores a document (PENDING), replacing the pending one of its kind; refused once that kind is approved. */
export async function uploadDocument(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  input: { kind: KycKind; file: string; fileName: string },
) {
  checkKycOn(tenant);
  const file = parseKycFile(input.file, tenant.config.kyc.maxFileBytes);
  const fileName = input.fileName.replace(/[\\/]/g, '_').slice(0, 200);
  return p.db.transaction(async (tx) => {
    const newest = (await newestByKind(tx, c.id)).get(input.kind);
    if (newest?.status === 'APPROVED')
      throw new DomainError(
        E.invalidState,
        `kind: your ${input.kind === 'identity' ? 'identity document' : 'proof of address'} is already approved`,
        'refused',
        { field: 'kind' },
      );
    const at = p.clock.now();
    if (newest?.status === 'PENDING')
      await tx
        .update(kycDocuments)
        .set({ status: 'REPLACED', decidedAt: at })
        .where(and(eq(kycDocuments.customerId, c.id), eq(kycDocuments.id, newest.id)));
    const [row] = await tx
      .insert(kycDocuments)
      .values({
        tenantId: tenant.id,
        customerId: c.id,
        kind: input.kind,
        fileName,
        mime: file.mime,
        size: file.size,
        data: file.data.toString('base64'),
        status: 'PENDING',
        createdAt: at,
      })
      .returning();
    await appendRecord(tx, {
      tenantId: tenant.id,
      customerId: c.id,
      action: 'kycSubmitted',
      subject: input.kind,
      detail: fileName,
      by: 'player',
      at,
    });
    return documentView(row!);
  });
}

/** An inbox message of a decision, in the member's language (English, Thai). */
function decisionText(language: string, kind: KycKind, approved: boolean, reason: string | null) {
  const th = language === 'TY';
  const what = th
    ? kind === 'identity'
      ? 'เอกสารยืนยันตัวตน'
      : 'หลักฐานที่อยู่'
    : kind === 'identity'
      ? 'identity document'
      : 'proof of address';
  if (approved)
    return th
      ? { title: 'ยืนยันตัวตนแล้ว', content: `${what}ของคุณได้รับการอนุมัติแล้ว` }
      : { title: 'Verification approved', content: `Your ${what} was approved.` };
  return th
    ? { title: 'ยืนยันตัวตนไม่ผ่าน', content: `${what}ของคุณไม่ได้รับการอนุมัติ: ${reason} กรุณาอัปโหลดใหม่` }
    : {
        title: 'Verification rejected',
        content: `Your ${what} was rejected: ${reason}. Please upload a new one.`,
      };
}

/** The back office's decision on the pending document of a kind (or every pending one), on the record and in the inbox. */
export async function decide(
  p: Platform,
  tenant: Tenant,
  input: {
    username: string;
    kind?: KycKind | undefined;
    decision: 'approve' | 'reject';
    reason?: string | undefined;
  },
) {
  const reason = input.reason?.trim() || null;
  if (input.decision === 'reject' && !reason)
    throw new DomainError(E.invalidParameters, 'reason: a rejection needs a reason', 'invalid', {
      field: 'reason',
    });
  const c = await findByUsername(p.db, tenant.id, input.username);
  if (!c) throw new DomainError(E.unknownAccount, 'username: no such account', 'notFound');
  return p.db.transaction(async (tx) => {
    const newest = await newestByKind(tx, c.id);
    const pending = KYC_KINDS.filter((k) => (input.kind ?? k) === k)
      .map((k) => newest.get(k))
      .filter((r): r is Row => r?.status === 'PENDING');
    if (pending.length === 0)
      throw new DomainError(E.invalidState, 'no pending document to decide', 'refused', { field: 'kind' });
    const at = p.clock.now();
    const approved = input.decision === 'approve';
    const status = approved ? 'APPROVED' : 'REJECTED';
    for (const r of pending) {
      const [row] = await tx
        .update(kycDocuments)
        .set({ status, reason: approved ? null : reason, decidedAt: at })
        .where(eq(kycDocuments.id, r.id))
        .returning();
      newest.set(r.kind as KycKind, row!);
      await appendRecord(tx, {
        tenantId: tenant.id,
        customerId: c.id,
        action: approved ? 'kycApproved' : 'kycRejected',
        subject: r.kind,
        detail: approved ? r.fileName : reason,
        by: 'operator',
        at,
      });
      const text = decisionText(c.language ?? tenant.defaultLanguage, r.kind as KycKind, approved, reason);
      await tx.insert(messages).values({
        tenantId: tenant.id,
        customerId: c.id,
        direction: 'in',
        ...text,
        createdAt: at,
        readAt: null,
      });
    }
    return {
      decided: pending.map((r) => ({ kind: r.kind, status })),
      status: overallOf(newest).status,
    };
  });
}

/**
 * The withdrawal gate: the tenant's `kyc.requiredFor` asks for an approved identity (both documents approved) before
 * any withdrawal or one of more than `withdrawalsOverAmount`; refused with KYC_REQUIRED otherwise.
 */
export async function checkWithdrawalKyc(db: Queryable, tenant: Tenant, c: Customer, amountCents: number) {
  const k = tenant.config.kyc;
  if (k.requiredFor === 'nothing' || !kycOn(tenant)) return;
  const overCents = Math.round(k.withdrawalsOverAmount * 100);
  if (k.requiredFor === 'withdrawalsOver' && amountCents <= overCents) return;
  const { status } = overallOf(await newestByKind(db, c.id));
  if (status === 'APPROVED') return;
  const over = k.requiredFor === 'withdrawalsOver';
  throw new DomainError(
    E.kycRequired,
    over
      ? `Verify your identity before withdrawing more than ${k.withdrawalsOverAmount} (your verification is ${status.toLowerCase().replace('_', ' ')})`
      : `Verify your identity before withdrawing (your verification is ${status.toLowerCase().replace('_', ' ')})`,
    'refused',
    { requiredFor: k.requiredFor, status, ...(over ? { overAmount: k.withdrawalsOverAmount } : {}) },
  );
}
