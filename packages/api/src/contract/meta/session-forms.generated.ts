// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const sessionFormsMeta = metaRows('session', {
  'session.login': ['POST /wps/session/login', { moduleId: 'COMM3', auth: 'none', encrypted: true, requestAsIs: true, requestKeys: ['type', 'username', 'mobileNum', 'countryDialingCode', 'password', 'verificationCode', 'captcha', 'loginDeviceId', 'portal', 'humanVerification'], requestNeedsKeys: ['type'] }],
  'session.loginVerification': ['POST /wps/session/login/verification', { moduleId: 'LOGINIPVERF3', auth: 'none', encrypted: true, requestAsIs: true, requestKeys: ['username', 'method', 'code', 'verificationToken', 'loginDeviceId'] }],
  'session.loginVerificationSend': ['POST /wps/session/login/verification/send', { moduleId: 'LOGINIPVERF3', auth: 'none', requestAsIs: true, requestKeys: ['verificationToken', 'method'] }],
  'session.freeplay': ['POST /wps/session/login/freeplay', { moduleId: 'FREEPLAY3', auth: 'none', requestAsIs: true, requestKeys: ['os', 'platform', 'random', 'gatewayVersion'], requestNeedsKeys: ['platform'] }],
  'session.firstLogin': ['POST /wps/member/password/firstLogin', { moduleId: 'PASS3', audience: 'realMember', encrypted: true, requestAsIs: true, requestKeys: ['newPassword', 'confirmNewPassword', 'oldPassword'] }],
  'session.captcha': ['GET /wps/captcha', { moduleId: 'CAPTCHA3', auth: 'none', requestAsIs: true, requestKeys: [] }],
  'session.humanChallenge': ['GET /wps/captcha/geetest', { moduleId: 'GEETEST3', auth: 'none', requestAsIs: true, requestKeys: [] }],
  'session.register': ['PUT /wps/member/register', { moduleId: 'REG3', auth: 'none', encrypted: true, requestAsIs: true, requestKeys: ['username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId', 'captcha', 'verificationCode', 'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'referralCode', 'domain', 'countryDialingCode', 'nickname', 'fullName', 'telegram', 'zalo', 'birthday', 'promoCode', 'permanentAddress', 'currentAddress', 'placeOfBirth', 'nationality', 'occupation', 'sourceOfIncome', 'bankAccountNumber', 'bonusCode', 'registerUrl', 'registerMethod', 'loginDeviceId', 'firebaseIdToken', 'acceptTerms', 'humanVerification'], requestNeedsKeys: ['registerMethod'] }],
  'session.registerMobile': ['PUT /wps/member/register/mobile', { moduleId: 'MOBILENUMREG3', auth: 'none', encrypted: true, requestAsIs: true, requestKeys: ['username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId', 'captcha', 'verificationCode', 'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'referralCode', 'domain', 'countryDialingCode', 'nickname', 'fullName', 'telegram', 'zalo', 'birthday', 'promoCode', 'permanentAddress', 'currentAddress', 'placeOfBirth', 'nationality', 'occupation', 'sourceOfIncome', 'bankAccountNumber', 'bonusCode', 'registerUrl', 'registerMethod', 'loginDeviceId', 'firebaseIdToken', 'acceptTerms', 'humanVerification'], requestNeedsKeys: ['registerMethod'] }],
  'session.registerSettings': ['GET /wps/system/setting/register', { moduleId: 'REG3', auth: 'none', sessionCache: true, requestAsIs: true, requestKeys: [] }],
  'session.affiliateCheck': ['GET /wps/agent/affiliate', { moduleId: 'AFFMAN3', auth: 'none', requestAsIs: true, requestKeys: ['code', 'domain'] }],
  'session.smsRegister': ['POST /wps/verification/sms/register', { moduleId: 'REGMOBVERF3', auth: 'none', requestAsIs: true, requestKeys: ['mobileNo', 'countryDialingCode'] }],
  'session.phoneVerificationSend': ['POST /wps/verification/firebase/send', { moduleId: 'VERIFICATION3', auth: 'none', requestAsIs: true, requestKeys: ['mobileNum', 'countryDialingCode', 'challengeToken'] }],
  'session.phoneVerificationVerify': ['POST /wps/verification/firebase/verify', { moduleId: 'VERIFICATION3', auth: 'none', requestAsIs: true, requestKeys: ['sessionInfo', 'code'] }],
  'session.smsLoginCode': ['POST /wps/verification/sms/noLogin', { moduleId: 'VERIFICATION3', auth: 'none', requestAsIs: true, requestKeys: ['mobileNum', 'countryDialingCode'] }],
  'session.forgotByEmail': ['POST /wps/member/password/email', { moduleId: 'COMM3', auth: 'none', body: 'form', requestAsIs: true, requestKeys: ['username', 'email', 'humanVerification'] }],
  'session.forgotByPhoneSend': ['POST /wps/member/password/sms', { moduleId: 'PWRESETSMS3', auth: 'none', requestAsIs: true, requestKeys: ['mobileNum', 'countryDialingCode', 'humanVerification'] }],
  'session.forgotByPhoneSet': ['POST /wps/member/password/verification', { moduleId: 'CHNGPASSVERIF3', auth: 'none', encrypted: true, requestAsIs: true, requestKeys: ['newPassword', 'mobileNum', 'verificationCode', 'countryDialingCode'] }],
  'session.thirdPartyProviders': ['GET /wps/session/thirdParty/providers', { moduleId: 'THIRDLOGIN3', auth: 'none', requestAsIs: true, requestKeys: [] }],
  'session.thirdPartyStart': ['POST /wps/session/thirdParty/start', { moduleId: 'THIRDLOGIN3', auth: 'none', requestAsIs: true, requestKeys: ['provider', 'redirectUri'] }],
  'session.thirdPartyFinish': ['POST /wps/session/thirdParty/finish', { moduleId: 'THIRDLOGIN3', auth: 'none', requestAsIs: true, requestKeys: ['state', 'code', 'error', 'iss', 'loginDeviceId'] }],
  'session.thirdPartyRegister': ['POST /wps/session/thirdParty/register', { moduleId: 'THIRDLOGIN3', auth: 'none', encrypted: true }],
});
