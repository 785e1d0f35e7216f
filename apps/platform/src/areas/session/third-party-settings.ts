/**
 * platform.json `thirdPartyLogin`: the OpenID Connect providers a tenant offers (with module THIRDLOGIN3 on).
 * A real provider names its issuer and the client id the merchant registered with it (and, for a confidential
 * client, the environment variable that holds its secret: secrets stay out of platform.json); `"sandbox": true`
 * names one of the platform's own sandbox providers (google, line; development and tests only).
 */
import { z } from 'zod';

const providerSchema = z
  .object({
    /** Our name for it, in calls and on the site's buttons' test ids: lower case. */
    id: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'lower-case letters, digits and -, at most 32'),
    /** Shown on the site's button ("Google", "LINE"). */
    name: z.string().min(1).max(60),
    sandbox: z.boolean().default(false),
    issuer: z.url({ protocol: /^https?$/ }).optional(),
    clientId: z.string().min(1).max(200).optional(),
    /** The environment variable holding the client secret (client_secret_basic); none: a public client (PKCE). */
    clientSecretEnv: z
      .string()
      .regex(/^[A-Z_][A-Z0-9_]*$/)
      .optional(),
    /** Scopes asked for (openid is always asked). */
    scopes: z.array(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/)).default(['openid', 'email', 'profile']),
  })
  .refine((p) => p.sandbox || (p.issuer && p.clientId), {
    message: 'a provider needs issuer and clientId (or "sandbox": true)',
  })
  .refine((p) => !p.sandbox || p.id === 'google' || p.id === 'line', {
    message: 'the sandbox providers are "google" and "line"',
    path: ['id'],
  });
export type ThirdPartyProviderSettings = z.infer<typeof providerSchema>;

export const thirdPartySettingsSchema = z.object({
  providers: z
    .array(providerSchema)
    .max(2)
    .default([])
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, {
      message: 'provider ids must differ',
    }),
});
