import { enabledModules } from './site.ts';

/**
 * Human verification (accounts-and-money §3: login "plus human-verification data"; the notes' `captcha / Geetest` GET
 * /wps/captcha/geetest, ModuleId GEETEST3): the tenant's module switch in the whitelabel tree. On: login (member and
 * agent), registration and forgot password send a proof-of-work solution of the platform's challenge. Off (the
 * default) when the tree does not name it, or there is no tree.
 */
export const HUMAN_VERIFICATION_MODULE = 'GEETEST3';

export function humanVerificationOn(whitelabel: unknown): boolean {
  return Array.isArray(whitelabel) && enabledModules(whitelabel).has(HUMAN_VERIFICATION_MODULE);
}
