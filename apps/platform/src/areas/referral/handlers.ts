import type { HandlerMap } from '../../http/types.ts';
import * as referral from './referral.ts';
import type { Answer, CallArgs } from '../../shared/call.ts';

function details({ p, tenant, session }: CallArgs<'referral.details'>): Answer<'referral.details'> {
  return referral.details(p, tenant, session.customer);
}

function rules({ tenant }: CallArgs<'referral.rules'>): Answer<'referral.rules'> {
  return referral.rules(tenant);
}

function list({ p, input, session }: CallArgs<'referral.list'>): Answer<'referral.list'> {
  return referral.list(p, session.customer, input);
}

function income({ p, input, session }: CallArgs<'referral.income'>): Answer<'referral.income'> {
  return referral.incomeOverview(p, session.customer, input);
}

/** Referral (areas/referral/referral.ts); the referrer is rewarded at registration (session.register `referralCode`). */
export const referralHandlers: HandlerMap = {
  'referral.details': details,
  'referral.rules': rules,
  'referral.list': list,
  'referral.income': income,
};
