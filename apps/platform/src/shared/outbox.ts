/**
 * SMS and e-mail go to a local outbox table (read by the dev call and the tests) and, in development, one console line.
 * Verification codes: 6 digits, hashed, valid `CODE_MINUTES`; throttled per recipient.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Platform } from '../context.ts';
import { outbox, verificationCodes } from '../db/schema.ts';
import { DomainError, E } from './errors.ts';
import { numericCode, sha256 } from './secrets.ts';

/** Minutes a code stays valid; the client's resend countdown is 60 s per minute. */
const CODE_MINUTES = 2;
/** Minimum gap between two sends to one recipient (the spec's SMS throttle). */
const SEND_GAP_MS = 1000;
/** More than this many sends to one recipient within the window gets 'try again after 5 minutes'. */
const SEND_WINDOW_MAX = 5;
const SEND_WINDOW_MS = 5 * 60_000;
const MAX_CODE_ATTEMPTS = 5;
const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests, please try again after 5 minutes.';

export type Channel = 'sms' | 'email';

export async function deliver(
  p: Platform,
  message: {
    tenantId: string;
    channel: Channel;
    recipient: string;
    purpose: string;
    subject?: string;
    body: string;
    code?: string;
  },
): Promise<void> {
  await p.db.insert(outbox).values({
    ...message,
    subject: message.subject ?? null,
    code: message.code ?? null,
    createdAt: p.clock.now(),
  });
  if (p.settings.printOutbox) {
    const subject = message.subject ? ` [${message.subject}]` : '';
    process.stdout.write(
      `[outbox] ${message.channel} to ${message.recipient} (${message.tenantId}, ${message.purpose})${subject}: ${message.body.replace(/\s+/g, ' ')}\n`,
    );
  }
}

/** The send throttle: one message per recipient per second, at most 5 per 5 minutes. */
export async function checkThrottle(p: Platform, tenantId: string, recipient: string): Promise<void> {
  const now = p.clock.now();
  const recent = await p.db
    .select({ createdAt: outbox.createdAt })
    .from(outbox)
    .where(
      and(
        eq(outbox.tenantId, tenantId),
        eq(outbox.recipient, recipient),
        gt(outbox.createdAt, new Date(now.getTime() - SEND_WINDOW_MS)),
      ),
    )
    .orderBy(desc(outbox.createdAt));
  if (recent.length >= SEND_WINDOW_MAX)
    throw new DomainError(E.tooManyRequests, TOO_MANY_REQUESTS_MESSAGE, 'tooMany');
  const last = recent[0];
  if (last && now.getTime() - last.createdAt.getTime() < SEND_GAP_MS) {
    throw new DomainError(E.maxSendLimit, 'Please wait a moment before requesting another code.', 'tooMany');
  }
}

/** Sends a fresh code to a recipient, after the throttle checks. */
export async function sendCode(
  p: Platform,
  tenantId: string,
  channel: Channel,
  recipient: string,
  purpose: string,
): Promise<{ expiredMinutes: number }> {
  await checkThrottle(p, tenantId, recipient);
  const now = p.clock.now();
  const code = numericCode(6);
  await p.db.insert(verificationCodes).values({
    tenantId,
    channel,
    recipient,
    purpose,
    codeHash: sha256(`${recipient}:${code}`),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
  });
  const body =
    purpose === 'register'
      ? `Your registration code is ${code}. It expires in ${CODE_MINUTES} minutes.`
      : purpose === 'login'
        ? `Your login code is ${code}. It expires in ${CODE_MINUTES} minutes.`
        : purpose === 'reset'
          ? `Your password reset code is ${code}. It expires in ${CODE_MINUTES} minutes.`
          : `Your verification code is ${code}. It expires in ${CODE_MINUTES} minutes.`;
  await deliver(p, { tenantId, channel, recipient, purpose, body, code });
  return { expiredMinutes: CODE_MINUTES };
}

/** Checks and consumes the newest code for a recipient and purpose; throws with the spec's reasons. */
export async function verifyCode(
  p: Platform,
  tenantId: string,
  recipient: string,
  purpose: string,
  code: string | undefined,
): Promise<void> {
  if (!code || !/^\d{4,8}$/.test(code.trim()))
    throw new DomainError(
      E.verificationCode,
      'verificationCode: Please enter a valid verification code',
      'invalid',
      {
        field: 'verificationCode',
      },
    );
  const [row] = await p.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.tenantId, tenantId),
        eq(verificationCodes.recipient, recipient),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row)
    throw new DomainError(
      E.verificationCode,
      'verificationCode: Please enter a valid verification code',
      'invalid',
      {
        field: 'verificationCode',
      },
    );
  if (row.expiresAt <= p.clock.now())
    throw new DomainError(E.codeExpired, 'The code has expired, please send it again.', 'refused');
  if (row.attempts >= MAX_CODE_ATTEMPTS)
    throw new DomainError(E.maxAttempts, 'Too many wrong codes, please send a new one.', 'refused');
  if (row.codeHash !== sha256(`${recipient}:${code.trim()}`)) {
    await p.db
      .update(verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(verificationCodes.id, row.id));
    throw new DomainError(
      E.verificationCode,
      'verificationCode: Please enter a valid verification code',
      'invalid',
      {
        field: 'verificationCode',
      },
    );
  }
  await p.db.update(verificationCodes).set({ usedAt: p.clock.now() }).where(eq(verificationCodes.id, row.id));
}
