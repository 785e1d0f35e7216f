/** The member's calls: profile, contact, security (profile.ts). */
import type { HandlerMap } from '../../http/types.ts';
import * as profile from './profile.ts';

export const memberHandlers: HandlerMap = {
  'member.info': profile.info,
  'member.updateInfo': profile.updateInfo,
  'member.icon': profile.icon,
  'member.updateIcon': profile.updateIcon,
  'member.changePassword': profile.changePassword,
  'member.securityConfig': profile.securityConfig,
  'member.changeLanguage': profile.changeLanguage,
  'member.sendBindSms': profile.sendBindSms,
  'member.updateMobile': profile.updateMobile,
  'member.hasWithdrawalPassword': profile.hasWithdrawalPassword,
  'member.setPaymentPassword': profile.setPaymentPassword,
  'member.changePaymentPassword': profile.changePaymentPassword,
  'member.sendPaymentPasswordResetSms': profile.sendPaymentPasswordResetSms,
  'member.resetPaymentPassword': profile.resetPaymentPassword,
  'member.sendBindEmail': profile.sendBindEmail,
  'member.bindEmail': profile.bindEmail,
  'member.gaSetup': profile.gaSetup,
  'member.gaBind': profile.gaBind,
  'member.gaUnbind': profile.gaUnbind,
};
