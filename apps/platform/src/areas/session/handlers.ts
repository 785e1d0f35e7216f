import type { HandlerMap } from '../../http/types.ts';
import * as accounts from './accounts.ts';
import { issueCaptcha } from './captcha.ts';
import { revokeSession, touchSession } from './sessions.ts';
import { registerRules } from '../site/site.ts';

export const sessionHandlers: HandlerMap = {
  'session.login': ({ p, tenant, input, meta }) => accounts.login(p, tenant, input, meta),
  'session.loginVerification': ({ p, tenant, input, meta }) => accounts.verifyLogin(p, tenant, input, meta),
  'session.loginVerificationSend': ({ p, tenant, input, meta }) =>
    accounts.sendLoginVerificationCode(p, tenant, input, meta),
  'session.freeplay': ({ p, tenant, meta }) => accounts.freeplay(p, tenant, meta),
  'session.logout': async ({ p, session }) => {
    await revokeSession(p, session.tokenHash);
    return null;
  },
  'session.touch': async ({ p, session }) => {
    await touchSession(p, session.tokenHash);
    return null;
  },
  'session.loginInfo': ({ p, tenant, session }) => accounts.loginInfo(p, tenant, session),
  'session.firstLogin': async ({ p, tenant, input, session }) => {
    const s = session;
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
