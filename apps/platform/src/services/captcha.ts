/**
 * Captcha: a server-made SVG image of 4 characters, bound to the caller's device id (X-Device-Id header, else
 * the IP), valid for 5 minutes and used once.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Platform } from '../context.ts';
import { captchas } from '../db/schema.ts';
import { friendlyCode, sha256 } from './secrets.ts';

const TTL_MS = 5 * 60_000;

const captchaId = (tenantId: string, binding: string) => sha256(`${tenantId}:${binding}`);

export function captchaSvg(text: string): string {
  const chars = [...text]
    .map((ch, i) => {
      const x = 14 + i * 24 + randomInt(-3, 4);
      const y = 30 + randomInt(-5, 6);
      const rot = randomInt(-25, 26);
      const hue = randomInt(0, 360);
      return `<text x="${x}" y="${y}" transform="rotate(${rot} ${x} ${y})" fill="hsl(${hue},60%,35%)" font-size="26" font-family="monospace" font-weight="bold">${ch}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 5 }, () => {
    const hue = randomInt(0, 360);
    return `<line x1="${randomInt(0, 110)}" y1="${randomInt(0, 44)}" x2="${randomInt(0, 110)}" y2="${randomInt(0, 44)}" stroke="hsl(${hue},50%,55%)" stroke-width="1.5"/>`;
  }).join('');
  const dots = Array.from({ length: 30 }, () => `<circle cx="${randomInt(0, 110)}" cy="${randomInt(0, 44)}" r="1" fill="#888"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="44" viewBox="0 0 110 44"><rect width="110" height="44" fill="#f4f1e8"/>${dots}${lines}${chars}</svg>`;
}

/** A new captcha for this device (replacing the previous one); answer: a data URL of the image. */
export async function issueCaptcha(p: Platform, tenantId: string, binding: string): Promise<string> {
  const answer = friendlyCode(4);
  const id = captchaId(tenantId, binding);
  const now = p.clock.now();
  const row = { id, tenantId, answer, expiresAt: new Date(now.getTime() + TTL_MS), usedAt: null };
  await p.db.insert(captchas).values(row).onConflictDoUpdate({ target: captchas.id, set: row });
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
}

/** Checks and consumes the device's captcha. */
export async function checkCaptcha(p: Platform, tenantId: string, binding: string, value: string | undefined): Promise<boolean> {
  if (!value) return false;
  const id = captchaId(tenantId, binding);
  const [row] = await p.db.select().from(captchas).where(eq(captchas.id, id)).limit(1);
  if (!row || row.usedAt || row.expiresAt <= p.clock.now()) return false;
  await p.db.update(captchas).set({ usedAt: p.clock.now() }).where(eq(captchas.id, id));
  return row.answer.toUpperCase() === value.trim().toUpperCase();
}

/** For tests and the dev tools: the current answer of a device's captcha. */
export async function peekCaptcha(p: Platform, tenantId: string, binding: string): Promise<string | undefined> {
  const [row] = await p.db.select().from(captchas).where(eq(captchas.id, captchaId(tenantId, binding))).limit(1);
  return row?.answer;
}
