import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { id, language, listOf, money, paging, qbool } from '../common.ts';
import { relay } from './paths.ts';

export const referralCalls = defineCalls('referral', {
  details: {
    method: 'GET',
    path: relay('MCSFE_getReferralDetails'),
    moduleId: 'REWCEN3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({ autoGenerate: qbool.optional() }),
    response: z.looseObject({
      referralCode: z.string(),
      totalInvitations: z.number(),
      promotionDomains: z.array(z.string()),
    }),
    description:
      'Referral code, invitations count and promotion domains (autoGenerate=true creates the code).',
  },
  rules: {
    method: 'GET',
    path: relay('MCSFE_getReferralRules'),
    moduleId: 'REWCEN3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({ language: language.optional() }),
    response: z.looseObject({ content: z.string() }),
    description: 'Referral rules (HTML).',
  },
  list: {
    method: 'GET',
    path: relay('MCSFE_getReferralList'),
    moduleId: 'REWCEN3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({ ...paging }),
    response: listOf(
      z.looseObject({
        id: id,
        account: z.string(),
        regDate: z.number(),
        deposited: z.boolean().optional(),
        reward: money.optional(),
      }),
    ),
    description: 'Invited friends.',
  },
  income: {
    method: 'GET',
    path: relay('ODSFE2_referralMyIncomeOverview'),
    moduleId: 'REWCEN3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({ startDate: z.string().max(64).optional(), endDate: z.string().max(64).optional() }),
    response: z.looseObject({
      totalIncome: money,
      todayIncome: money.optional(),
      yesterdayIncome: money.optional(),
    }),
    description: 'Referral income overview.',
  },
});
