/**
 * Captcha: a server-drawn PNG of 4 characters (areas/session/captcha-image.ts: pixels only, distorted, nothing in what the
 * browser receives names the characters), bound to the caller's device id (X-Device-Id header, else the IP), valid
 * for 5 minutes and used once. The answer lives only in the database (any instance can check it); tests and browser
 * journeys read it with the dev-only call `dev.captcha`.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import { captchas } from '../../db/schema.ts';
import { CAPTCHA_ALPHABET } from './captcha-font.ts';
import { captchaPng } from './captcha-image.ts';
import { sha256 } from '../../shared/secrets.ts';

const TTL_MS = 5 * 60_000;
const LENGTH = 4;

const captchaId = (tenantId: string, binding: string) => sha256(`${tenantId}:${binding}`);

/** A captcha answer: characters people can tell apart (no 0/O, 1/I/L). */
const captchaAnswer = () =>
  Array.from({ length: LENGTH }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');

/** A new captcha for this device (replacing the previous one); answer: a data URL of the image. */
export async function issueCaptcha(p: Platform, tenantId: string, binding: string): Promise<string> {
  const answer = captchaAnswer();
  const id = captchaId(tenantId, binding);
  const now = p.clock.now();
  const row = { id, tenantId, answer, expiresAt: new Date(now.getTime() + TTL_MS), usedAt: null };
  await p.db.insert(captchas).values(row).onConflictDoUpdate({ target: captchas.id, set: row });
  return `data:image/png;base64,${captchaPng(answer).toString('base64')}`;
}

/** Checks and consumes the device's captcha. */
export async function checkCaptcha(
  p: Platform,
  tenantId: string,
  binding: string,
  value: string | undefined,
): Promise<boolean> {
  if (!value) return false;
  const now = p.clock.now();
  // Used once, right or wrong (a guess costs a new picture): one statement takes it, so concurrent checks of one
  // captcha (on any instance) cannot both pass.
  const [row] = await p.db
    .update(captchas)
    .set({ usedAt: now })
    .where(
      and(
        eq(captchas.id, captchaId(tenantId, binding)),
        isNull(captchas.usedAt),
        gt(captchas.expiresAt, now),
      ),
    )
    .returning({ answer: captchas.answer });
  if (!row) return false;
  return row.answer.toUpperCase() === value.trim().toUpperCase();
}

/** For tests and the dev tools: the current answer of a device's captcha. */
export async function peekCaptcha(
  p: Platform,
  tenantId: string,
  binding: string,
): Promise<string | undefined> {
  const [row] = await p.db
    .select()
    .from(captchas)
    .where(eq(captchas.id, captchaId(tenantId, binding)))
    .limit(1);
  return row?.answer;
}
