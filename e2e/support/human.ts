/**
 * Human verification (GEETEST3, on for neonplay) for the journeys that log in through the platform rather than the
 * popup: the proof of work is done here, as the widget does it in the browser (altcha-lib's solver, the work paid in
 * full); nothing is read from the platform but the challenge.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { APIRequestContext } from './test.ts';
import { platformUrl } from './sites.ts';

/** A challenge of the tenant, or null when it does not use human verification. */
export async function humanChallenge(
  request: APIRequestContext,
  merchant: string,
): Promise<Challenge | null> {
  const answer = await request.get(`${platformUrl}/wps/captcha/geetest`, { headers: { Merchant: merchant } });
  const body = (await answer.json()) as { success: boolean; value: Challenge; errorCode?: string };
  if (!body.success && body.errorCode === 'FUNCTION_NOT_AVAILABLE') return null;
  if (!body.success) throw new Error(`human challenge: ${JSON.stringify(body)}`);
  return body.value;
}

/** The widget's payload for a challenge: base64 JSON of the challenge and its solution. */
export async function solveHuman(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the human-verification challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** `{ humanVerification }` for a login of the tenant when it uses human verification, else `{}`. */
export async function humanData(
  request: APIRequestContext,
  merchant: string,
): Promise<{ humanVerification?: string }> {
  const challenge = await humanChallenge(request, merchant);
  return challenge ? { humanVerification: await solveHuman(challenge) } : {};
}
