/** The third-party login calls (third-party.ts has the rules). */
import type { HandlerMap } from '../../http/types.ts';
import type { Answer, CallArgs } from '../../shared/call.ts';
import * as thirdParty from './third-party.ts';

function thirdPartyProviders({
  p,
  tenant,
}: CallArgs<'session.thirdPartyProviders'>): Answer<'session.thirdPartyProviders'> {
  return thirdParty.listProviders(p, tenant);
}

function thirdPartyStart({
  p,
  tenant,
  input,
  meta,
}: CallArgs<'session.thirdPartyStart'>): Answer<'session.thirdPartyStart'> {
  return thirdParty.start(p, tenant, input, meta);
}

function thirdPartyFinish({
  p,
  tenant,
  input,
  meta,
}: CallArgs<'session.thirdPartyFinish'>): Answer<'session.thirdPartyFinish'> {
  return thirdParty.finish(p, tenant, input, meta);
}

function thirdPartyRegister({
  p,
  tenant,
  input,
  meta,
}: CallArgs<'session.thirdPartyRegister'>): Answer<'session.thirdPartyRegister'> {
  return thirdParty.registerAccount(p, tenant, input, meta);
}

export const thirdPartyHandlers: HandlerMap = {
  'session.thirdPartyProviders': thirdPartyProviders,
  'session.thirdPartyStart': thirdPartyStart,
  'session.thirdPartyFinish': thirdPartyFinish,
  'session.thirdPartyRegister': thirdPartyRegister,
};
