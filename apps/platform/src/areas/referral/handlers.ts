import type { HandlerMap } from '../../http/types.ts';
import * as referral from './referral.ts';

/** Referral (areas/referral/referral.ts); the referrer is rewarded at registration (session.register `referralCode`). */
export const referralHandlers: HandlerMap = {
  'referral.details': ({ p, tenant, session }) => referral.details(p, tenant, session.customer),
  'referral.rules': ({ tenant }) => referral.rules(tenant),
  'referral.list': ({ p, input, session }) => referral.list(p, session.customer, input),
  'referral.income': ({ p, input, session }) => referral.incomeOverview(p, session.customer, input),
};
