/**
 * Rules of the register centre (create a downline account, affiliate links), pure so the form and the tests read the
 * same thing. The platform checks them again; these only spare the agent a refused request.
 */

/** One product type's rebate limits of the agent (agent.rebateSettings). */
export type RebateSetting = {
  readonly productType: string;
  readonly maxRate: number;
  readonly myRate: number;
};

/**
 * The highest rebate rate a new downline may get: one rate applies to every product type, and each must stay within
 * the agent's own rate of that type, so the quota is the agent's lowest own rate (0 without any).
 */
export function rebateQuota(settings: readonly RebateSetting[]): number {
  if (settings.length === 0) return 0;
  return Math.max(0, Math.min(...settings.map((s) => (Number.isFinite(s.myRate) ? s.myRate : 0))));
}

/**
 * A typed rebate rate: blank means none (0); otherwise a number from 0 to the quota with at most 2 decimals.
 * Returns the rate, or 'invalid'.
 */
export function parseRebateRate(text: string, quota: number): number | 'invalid' {
  const value = text.trim();
  if (value === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return 'invalid';
  const rate = Number(value);
  return Math.round(rate * 100) > Math.round(quota * 100) ? 'invalid' : rate;
}

/** Longest nickname of a new downline (the platform's limit). */
export const NICKNAME_MAX = 32;

/** An affiliate link's channel: up to 32 letters, digits, spaces, dots, dashes or underscores (blank: none). */
export function isValidChannel(text: string): boolean {
  const value = text.trim();
  return value === '' || /^[\p{L}\p{N} ._-]{1,32}$/u.test(value);
}

/** Expiry choices of a new affiliate link, in days (0: never). */
export const EXPIRY_CHOICES = [0, 1, 7, 30, 90, 365] as const;
