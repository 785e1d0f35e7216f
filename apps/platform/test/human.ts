/**
 * Solving the human verification as the widget does (altcha-lib's solver: the proof of work, paid in full), for the
 * tests that log in on a tenant with GEETEST3 on. Nothing is read from the platform but the challenge.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** The widget's payload for a challenge: base64 JSON of the challenge and its solution. */
export async function solveHuman(challenge: unknown): Promise<string> {
  const c = challenge as Challenge;
  const solution = await solveChallenge({ challenge: c, deriveKey });
  if (!solution) throw new Error('the human-verification challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge: c, solution })).toString('base64');
}
