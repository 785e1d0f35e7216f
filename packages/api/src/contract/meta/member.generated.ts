// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const memberMeta = metaRows('member', {
  'member.info': ['GET /wps/member/info', { moduleId: 'COMM3', requestAsIs: true, requestKeys: [] }],
  'member.updateInfo': ['POST /wps/member/info', { moduleId: 'COMM3', audience: 'realMember', requestAsIs: true, requestKeys: ['nickname', 'email', 'fullName', 'birthday'] }],
  'member.icon': ['GET /wps/member/info/icon', { moduleId: 'PROFPIC3', requestAsIs: true, requestKeys: [] }],
  'member.updateIcon': ['POST /wps/relay/MCSFE_uploadPlayerAvatar', { moduleId: 'PROFPIC3', audience: 'realMember', requestAsIs: true, requestKeys: ['avatar', 'avatarType'], requestNeedsKeys: ['avatarType'] }],
  'member.changePassword': ['POST /wps/member/password', { moduleId: 'PASS3', audience: 'realMember', encrypted: true, requestAsIs: true, requestKeys: ['oldPassword', 'newPassword', 'confirmNewPassword'] }],
  'member.securityConfig': ['GET /wps/v2/member/securityConfig', { moduleId: 'COMM3', requestAsIs: true, requestKeys: [] }],
  'member.changeLanguage': ['POST /wps/member/language', { moduleId: 'COMM3', requestAsIs: true, requestKeys: ['language'] }],
  'member.updateMobile': ['POST /wps/member/info/mobile', { moduleId: 'PERSMOBILE3', audience: 'realMember', requestAsIs: true, requestKeys: ['mobileNum', 'countryDialingCode', 'verificationCode'] }],
  'member.sendBindSms': ['POST /wps/v2/verification/sms/send', { moduleId: 'VERIFICATION3', audience: 'realMember', requestAsIs: true, requestKeys: ['mobileNum', 'countryDialingCode'] }],
  'member.hasWithdrawalPassword': ['GET /wps/member/hasWithdrawalPassword', { moduleId: 'PAYMENTPASS3', requestAsIs: true, requestKeys: [] }],
  'member.setPaymentPassword': ['PUT /wps/member/paymentPassword', { moduleId: 'PAYMENTPASS3', audience: 'realMember', encrypted: true, requestAsIs: true, requestKeys: ['paymentPassword', 'confirmPaymentPassword', 'password'] }],
  'member.changePaymentPassword': ['POST /wps/member/paymentPassword', { moduleId: 'PAYMENTPASS3', audience: 'realMember', encrypted: true, requestAsIs: true, requestKeys: ['oldPaymentPassword', 'paymentPassword', 'confirmPaymentPassword'] }],
  'member.sendPaymentPasswordResetSms': ['POST /wps/v2/member/paymentPassword/reset/sms', { moduleId: 'RESPAYPASS3', audience: 'realMember', requestAsIs: true, requestKeys: [] }],
  'member.resetPaymentPassword': ['POST /wps/v2/member/paymentPassword/reset', { moduleId: 'RESPAYPASS3', audience: 'realMember', encrypted: true, requestAsIs: true, requestKeys: ['verificationCode', 'paymentPassword', 'confirmPaymentPassword'] }],
  'member.sendBindEmail': ['POST /wps/v2/verification/mail/send', { moduleId: 'VERIFICATION3', audience: 'realMember', requestAsIs: true, requestKeys: ['email'] }],
  'member.bindEmail': ['POST /wps/v2/verification/mail/verify', { moduleId: 'VERIFICATION3', audience: 'realMember', requestAsIs: true, requestKeys: ['email', 'verificationCode'] }],
  'member.gaSetup': ['POST /wps/member/ga', { moduleId: 'BINDGA3', audience: 'realMember', requestAsIs: true, requestKeys: [] }],
  'member.gaBind': ['POST /wps/member/ga/bind', { moduleId: 'BINDGA3', audience: 'realMember' }],
  'member.gaUnbind': ['POST /wps/member/ga/unbind', { moduleId: 'BINDGA3', audience: 'realMember' }],
  'member.kycStatus': ['GET /wps/relay/MCSFE_getCustomerKycStatus', { requestAsIs: true, requestKeys: [] }],
  'member.kycSettings': ['GET /wps/relay/MCSFE_getCustomerKycMerchantSetting', { moduleId: 'UPLOADID3', requestAsIs: true, requestKeys: [] }],
  'member.kycUpload': ['POST /wps/relay/MCSFE_uploadIdImg', { moduleId: 'UPLOADID3', audience: 'realMember' }],
});
