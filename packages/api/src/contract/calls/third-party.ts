import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { empty } from '../common.ts';
import { loginResult, registrationUser, sessionCalls } from './session.ts';

/**
 * Third-party login (accounts §6 toggle "third-party login (two providers)"; ours: neither the specs nor the notes
 * show its calls). OpenID Connect, authorisation code with PKCE: the platform starts the login (it keeps the verifier,
 * state and nonce, single use, bound to the browser), the site opens the provider in a popup, and the platform
 * finishes it with the code the provider sent back to the site's callback page. Module THIRDLOGIN3.
 */
const THIRD_PARTY_MODULE = 'THIRDLOGIN3';

export const thirdPartyProvider = z.looseObject({
  id: z.string(),
  /** The provider's name as the merchant writes it ("Google", "LINE"). */
  name: z.string(),
});
export type ThirdPartyProvider = z.output<typeof thirdPartyProvider>;

/** The refusals the site words itself (error codes of `success: false` answers). */
export const THIRD_PARTY_CONSENT_REFUSED = 'THIRD_PARTY_CONSENT_REFUSED';
export const THIRD_PARTY_UNKNOWN_PROVIDER = 'THIRD_PARTY_UNKNOWN_PROVIDER';

/**
 * The answer of a first login whose account the tenant's rules cannot create from what the provider gave: no token;
 * the fields to ask for (register rule names), what the provider gave (to fill them in), and a single-use
 * `registrationToken` (valid `expiresInSeconds`) for `session.thirdPartyRegister`.
 */
export const thirdPartyDetailsRequired = z.looseObject({
  detailsRequired: z.literal(true),
  registrationToken: z.string().min(1),
  provider: z.string(),
  missing: z.array(z.string()),
  given: z.record(z.string(), z.string()),
  expiresInSeconds: z.number(),
});
export type ThirdPartyDetailsRequired = z.output<typeof thirdPartyDetailsRequired>;

export const thirdPartyCalls = defineCalls('session', {
  thirdPartyProviders: {
    method: 'GET',
    path: '/wps/session/thirdParty/providers',
    moduleId: THIRD_PARTY_MODULE,
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'ours',
    request: empty,
    response: z.looseObject({ providers: z.array(thirdPartyProvider) }),
    description: 'The third-party login providers the tenant offers (none when the toggle is off).',
  },
  thirdPartyStart: {
    method: 'POST',
    path: '/wps/session/thirdParty/start',
    moduleId: THIRD_PARTY_MODULE,
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({
      provider: z.string().min(1).max(32),
      /** The site's callback page (`<site origin>/oauth-callback.html`): one of the tenant's origins. */
      redirectUri: z.string().min(1).max(1000),
    }),
    response: z.looseObject({
      authorizationUrl: z.string().min(1),
      state: z.string().min(1),
      expiresInSeconds: z.number(),
    }),
    description:
      'Starts a third-party login: the provider authorisation URL (state, nonce, PKCE challenge); the platform keeps the verifier bound to this browser (X-Device-Id), single use, 10 minutes.',
  },
  thirdPartyFinish: {
    method: 'POST',
    path: '/wps/session/thirdParty/finish',
    moduleId: THIRD_PARTY_MODULE,
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({
      state: z.string().min(1).max(200),
      /** The code the provider sent to the callback page; absent with `error` (e.g. access_denied). */
      code: z.string().min(1).max(2000).optional(),
      error: z.string().max(200).optional(),
      /** The provider's `iss` of the authorisation response (RFC 9207), when it sent one. */
      iss: z.string().max(1000).optional(),
      loginDeviceId: z.string().max(64).optional(),
    }),
    response: z.union([loginResult, thirdPartyDetailsRequired]),
    description:
      'Finishes a third-party login: exchanges the code (PKCE), checks the id_token, logs in the linked account or answers detailsRequired (never the forced password change).',
  },
  thirdPartyRegister: {
    method: 'POST',
    path: '/wps/session/thirdParty/register',
    moduleId: THIRD_PARTY_MODULE,
    auth: 'none',
    audience: 'anyone',
    encrypted: true,
    body: 'json',
    source: 'ours',
    request: z.object({
      registrationToken: z.string().min(1).max(64),
      /** The registration fields the answer asked for (no password: the provider's sign-in stands for it). */
      user: registrationUser.omit({ password: true, confirmPassword: true, captcha: true }),
    }),
    response: loginResult,
    description:
      'A first third-party login, step 2: the fields the tenant rules asked for; creates the account linked to the provider and logs it in.',
  },
});

/** The session area's calls as the client loads their schemas (client/lazyCalls.ts): the session file's and these. */
export const sessionAreaCalls = { ...sessionCalls, ...thirdPartyCalls };
