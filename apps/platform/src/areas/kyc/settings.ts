/**
 * The `kyc` section of a tenant's platform.json: identity checks (areas/kyc/). The verification page and its calls
 * are behind the UPLOADID3 module key, on by default.
 */
import { z } from 'zod';

export const kycSettingsSchema = z.object({
  /**
   * What needs an approved identity: 'nothing', 'allWithdrawals', or 'withdrawalsOver' (a withdrawal of more than
   * `withdrawalsOverAmount`).
   */
  requiredFor: z.enum(['nothing', 'allWithdrawals', 'withdrawalsOver']).default('withdrawalsOver'),
  withdrawalsOverAmount: z.number().positive().max(1e12).default(10_000),
  /** The largest document file accepted, in bytes. */
  maxFileBytes: z.number().int().min(100_000).max(10_000_000).default(5_000_000),
});
