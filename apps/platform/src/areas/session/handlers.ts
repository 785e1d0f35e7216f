import type { HandlerMap } from '../../http/types.ts';
import * as loginAnswer from './login-answer.ts';
import * as logins from './login.ts';
import * as ipCheck from './login-ip-check.ts';
import * as registration from './registration.ts';
import * as passwords from './passwords.ts';
import * as phone from './phone-verification.ts';
import { issueCaptcha } from './captcha.ts';
import { checkHuman, issueHumanChallenge } from './human-verification.ts';
import { revokeSession, touchSession } from './sessions.ts';
import { registerRules } from '../site/site.ts';
import type { Answer, CallArgs, CallResult } from '../../shared/call.ts';

async function login({
  p,
  tenant,
  input,
  meta,
}: CallArgs<'session.login'>): Promise<CallResult<'session.login'>> {
  await checkHuman(p, tenant, input.humanVerification);
  return logins.login(p, tenant, input, meta);
}

function loginVerification({
  p,
  tenant,
  input,
  meta,
}: CallArgs<'session.loginVerification'>): Answer<'session.loginVerification'> {
  return ipCheck.verifyLogin(p, tenant, input, meta);
}

function loginVerificationSend({
  p,
  tenant,
  input,
  meta,
}: CallArgs<'session.loginVerificationSend'>): Answer<'session.loginVerificationSend'> {
  return ipCheck.sendLoginVerificationCode(p, tenant, input, meta);
}

function freeplay({ p, tenant, input, meta }: CallArgs<'session.freeplay'>): Answer<'session.freeplay'> {
  return logins.freeplay(p, tenant, input.random, meta);
}

async function logout({ p, session }: CallArgs<'session.logout'>): Promise<CallResult<'session.logout'>> {
  await revokeSession(p, session.tokenHash);
  return null;
}

async function touch({ p, session }: CallArgs<'session.touch'>): Promise<CallResult<'session.touch'>> {
  await touchSession(p, session.tokenHash);
  return null;
}

function loginInfo({ p, tenant, session }: CallArgs<'session.loginInfo'>): Answer<'session.loginInfo'> {
  return loginAnswer.loginInfo(p, tenant, session);
}

async function firstLogin({
  p,
  tenant,
  input,
  session,
}: CallArgs<'session.firstLogin'>): Promise<CallResult<'session.firstLogin'>> {
  const s = session;
  const forced = loginAnswer.mustChange(p, tenant, s.customer, s.loginMethod);
  await passwords.changePassword(p, tenant, s.customer, input, {
    oldRequired: !forced,
    keepTokenHash: s.tokenHash,
  });
  return null;
}

function captcha({ p, tenant, meta }: CallArgs<'session.captcha'>): Answer<'session.captcha'> {
  return issueCaptcha(p, tenant.id, meta.binding);
}

function humanChallenge({ p, tenant }: CallArgs<'session.humanChallenge'>): Answer<'session.humanChallenge'> {
  return issueHumanChallenge(p, tenant);
}

async function register({
  p,
  tenant,
  input,
  meta,
}: CallArgs<'session.register'>): Promise<CallResult<'session.register'>> {
  await checkHuman(p, tenant, input.humanVerification);
  return registration.register(p, tenant, input, 'username', meta);
}

async function registerMobile({
  p,
  tenant,
  input,
  meta,
}: CallArgs<'session.registerMobile'>): Promise<CallResult<'session.registerMobile'>> {
  await checkHuman(p, tenant, input.humanVerification);
  return registration.register(p, tenant, input, 'mobile', meta);
}

function registerSettings({
  tenant,
}: CallArgs<'session.registerSettings'>): Answer<'session.registerSettings'> {
  return registerRules(tenant);
}

function affiliateCheck({
  p,
  tenant,
  input,
}: CallArgs<'session.affiliateCheck'>): Answer<'session.affiliateCheck'> {
  return registration.checkAffiliate(p, tenant, input.code);
}

function smsRegister({ p, tenant, input }: CallArgs<'session.smsRegister'>): Answer<'session.smsRegister'> {
  return registration.sendRegisterSms(p, tenant, input.mobileNo, input.countryDialingCode);
}

function phoneVerificationSend({
  p,
  tenant,
  input,
  meta,
}: CallArgs<'session.phoneVerificationSend'>): Answer<'session.phoneVerificationSend'> {
  return phone.sendPhoneCode(p, tenant, input, meta.binding, p.phoneChallengePage);
}

function phoneVerificationVerify({
  p,
  tenant,
  input,
  meta,
}: CallArgs<'session.phoneVerificationVerify'>): Answer<'session.phoneVerificationVerify'> {
  return phone.verifyPhoneCode(p, tenant, input, meta.binding);
}

function smsLoginCode({
  p,
  tenant,
  input,
}: CallArgs<'session.smsLoginCode'>): Answer<'session.smsLoginCode'> {
  return logins.sendLoginSms(p, tenant, input.mobileNum, input.countryDialingCode);
}

async function forgotByEmail({
  p,
  tenant,
  input,
}: CallArgs<'session.forgotByEmail'>): Promise<CallResult<'session.forgotByEmail'>> {
  await checkHuman(p, tenant, input.humanVerification);
  await passwords.forgotByEmail(p, tenant, input.username, input.email);
  return null;
}

async function forgotByPhoneSend({
  p,
  tenant,
  input,
}: CallArgs<'session.forgotByPhoneSend'>): Promise<CallResult<'session.forgotByPhoneSend'>> {
  await checkHuman(p, tenant, input.humanVerification);
  return passwords.forgotByPhoneSend(p, tenant, input.mobileNum, input.countryDialingCode);
}

function forgotByPhoneSet({
  p,
  tenant,
  input,
  meta,
}: CallArgs<'session.forgotByPhoneSet'>): Answer<'session.forgotByPhoneSet'> {
  return passwords.forgotByPhoneSet(p, tenant, input, meta);
}

export const sessionHandlers: HandlerMap = {
  'session.login': login,
  'session.loginVerification': loginVerification,
  'session.loginVerificationSend': loginVerificationSend,
  'session.freeplay': freeplay,
  'session.logout': logout,
  'session.touch': touch,
  'session.loginInfo': loginInfo,
  'session.firstLogin': firstLogin,
  'session.captcha': captcha,
  'session.humanChallenge': humanChallenge,
  'session.register': register,
  'session.registerMobile': registerMobile,
  'session.registerSettings': registerSettings,
  'session.affiliateCheck': affiliateCheck,
  'session.smsRegister': smsRegister,
  'session.phoneVerificationSend': phoneVerificationSend,
  'session.phoneVerificationVerify': phoneVerificationVerify,
  'session.smsLoginCode': smsLoginCode,
  'session.forgotByEmail': forgotByEmail,
  'session.forgotByPhoneSend': forgotByPhoneSend,
  'session.forgotByPhoneSet': forgotByPhoneSet,
};
