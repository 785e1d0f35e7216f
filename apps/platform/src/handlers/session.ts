import type { HandlerMap } from '../http/types.ts';
import { sessionOf } from '../http/types.ts';
import * as accounts from '../services/accounts.ts';
import { issueCaptcha } from '../services/captcha.ts';
import { isAgent, isTrial } from '../services/rules.ts';
import { revokeSession, touchSession } from '../services/sessions.ts';
import { registerRules } from '../services/site.ts';
import { ApiError, E } from '../http/errors.ts';

export const sessionHandlers: HandlerMap = {
  'session.login': ({ p, tenant, input, meta }) => accounts.login(p, tenant, input, meta),
  'session.loginVerification': ({ p, tenant, input, meta }) => accounts.verifyLogin(p, tenant, input, meta),
  'session.loginVerificationSend': ({ p, tenant, input, meta }) =>
    accounts.sendLoginVerificationCode(p, tenant, input, meta),
  'session.freeplay': ({ p, tenant, meta }) => accounts.freeplay(p, tenant, meta),
  'session.logout': async ({ p, session }) => {
    await revokeSession(p, sessionOf({ session }).tokenHash);
    return null;
  },
  'session.touch': async ({ p, session }) => {
    await touchSession(p, sessionOf({ session }).tokenHash);
    return null;
  },
  'session.loginInfo': ({ p, tenant, session }) => {
    const s = sessionOf({ session });
    const c = s.customer;
    const forced = s.loginMethod === 'password';
    return {
      lastLoginTime: (c.lastLoginAt ?? s.createdAt).getTime(),
      lastLoginIp: s.ip ?? '',
      firstTimeLogin: forced && c.mustChangePassword,
      passwordExpired: forced && accounts.passwordExpired(p, tenant, c),
      isAgent: isAgent(c.type),
      isTrial: isTrial(c.type),
      type: c.type,
    };
  },
  'session.firstLogin': async ({ p, tenant, input, session }) => {
    const s = sessionOf({ session });
    if (isTrial(s.customer.type))
      throw new ApiError(E.trialRefused, 'A real account is needed (in_need_true_account)', 403);
    const forced = accounts.mustChange(p, tenant, s.customer, s.loginMethod);
    await accounts.changePassword(p, tenant, s.customer, input, {
      oldRequired: !forced,
      keepTokenHash: s.tokenHash,
    });
    return null;
  },
  'session.captcha': ({ p, tenant, meta }) => issueCaptcha(p, tenant.id, meta.binding),
  'session.register': ({ p, tenant, input, meta }) => accounts.register(p, tenant, input, 'username', meta),
  'session.registerMobile': ({ p, tenant, input, meta }) =>
    accounts.register(p, tenant, input, 'mobile', meta),
  'session.registerSettings': ({ tenant }) => registerRules(tenant),
  'session.affiliateCheck': ({ p, tenant, input }) => accounts.checkAffiliate(p, tenant, input.code),
  'session.smsRegister': ({ p, tenant, input }) =>
    accounts.sendRegisterSms(p, tenant, input.mobileNo, input.countryDialingCode),
  'session.smsLoginCode': ({ p, tenant, input }) =>
    accounts.sendLoginSms(p, tenant, input.mobileNum, input.countryDialingCode),
  'session.forgotByEmail': async ({ p, tenant, input }) => {
    await accounts.forgotByEmail(p, tenant, input.username, input.email);
    return null;
  },
  'session.forgotByPhoneSend': ({ p, tenant, input }) =>
    accounts.forgotByPhoneSend(p, tenant, input.mobileNum, input.countryDialingCode),
  'session.forgotByPhoneSet': ({ p, tenant, input, meta }) =>
    accounts.forgotByPhoneSet(p, tenant, input, meta),
};
