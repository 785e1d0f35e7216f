/**
 * Human verification (spec: 'plus human-verification data'): a tenant may plug a provider in; none by default. The
 * platform's own (module GEETEST3, ALTCHA's proof of work) does not need this hook: the account forms show it through
 * `useHumanCheck` (@wl/app-shell) when the site's whitelabel tree turns it on (docs/platform/human-verification.md).
 */
export type HumanVerification = () => Promise<Record<string, string>>;

let provider: HumanVerification | null = null;

/**
 * Plugs a provider in (or out with null); the login popup asks it for data before each login.
 * @public the tenant's hook (none plugs one in yet).
 */
export function setHumanVerification(next: HumanVerification | null) {
  provider = next;
}

export function humanVerification(): HumanVerification | null {
  return provider;
}
