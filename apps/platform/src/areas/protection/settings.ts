/**
 * The `protection` section of a tenant's platform.json: responsible gaming (areas/protection/). The member page and
 * its calls are behind the RESPGAM3 module key, on by default.
 */
import { z } from 'zod';
import { DEFAULT_REALITY_CHECK_MINUTES, REALITY_CHECK_MINUTES } from '@wl/domain';

export const protectionSettingsSchema = z
  .object({
    /** Hours a looser limit (raised or removed) waits before it applies. */
    coolingOffHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(24),
    /** The reality check intervals a player may choose, in minutes. */
    realityCheckOptions: z
      .array(
        z
          .number()
          .int()
          .min(5)
          .max(24 * 60),
      )
      .min(1)
      .default(() => [...REALITY_CHECK_MINUTES]),
    /** The interval of a player who has not chosen one. */
    realityCheckDefault: z
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(DEFAULT_REALITY_CHECK_MINUTES),
  })
  .refine((s) => s.realityCheckOptions.includes(s.realityCheckDefault), {
    message: 'realityCheckDefault must be one of realityCheckOptions',
    path: ['realityCheckDefault'],
  });
