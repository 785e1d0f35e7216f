import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { empty, id, listOf, money, nothing, paging, reportQuery } from '../common.ts';
import { relay, relayPasswordCheck } from './paths.ts';

/** Team summary (protocol-notes §1.6). */
export const teamSummary = z.looseObject({
  totalDeposit: money,
  totalWithdrawal: money,
  totalBet: money,
  totalValidBet: money.optional(),
  totalWin: money,
  totalRebate: money.optional(),
  totalPromotion: money.optional(),
  totalProfitSharing: money.optional(),
  totalDailyIncome: money.optional(),
  totalPNL: money,
  bankCharges: money.optional(),
  teamCount: z.number().optional(),
  registerCount: z.number().optional(),
  firstDepositCount: z.number().optional(),
  onlineCount: z.number().optional(),
  loginCount: z.number().optional(),
  /** P&L per vertical (members' win minus bet), as in the KPI row. */
  totalRngPNL: money.optional(),
  totalLivePNL: money.optional(),
  totalSportsPNL: money.optional(),
  totalLottPNL: money.optional(),
  totalFishPNL: money.optional(),
  totalPvpPNL: money.optional(),
});
/** Team KPI row (protocol-notes §1.6). */
export const teamKpiRow = z.looseObject({
  balanceDate: z.string(),
  teamDeposit: money,
  teamWithdraw: money,
  teamTotalBet: money,
  teamTotalWin: money,
  teamTotalPnl: money,
  teamRegisterMemberCount: z.number(),
  teamFirstDepositCount: z.number(),
  teamOnlineCount: z.number().optional(),
  teamLoginMemberCount: z.number().optional(),
  teamValidBet: money.optional(),
  teamRngPNL: money.optional(),
  teamLivePNL: money.optional(),
  teamSportsPNL: money.optional(),
  teamLottPNL: money.optional(),
  teamFishPNL: money.optional(),
  teamPvpPNL: money.optional(),
});
export const downline = z.looseObject({
  id: id,
  account: z.string(),
  nickname: z.string().nullish(),
  type: z.number(),
  balance: money.optional(),
  regDate: z.number(),
  lastLoginTime: z.number().nullish(),
  online: z.boolean().optional(),
  teamCount: z.number().optional(),
  /** 1: a direct downline of the caller, 2: one below, ... */
  level: z.number().optional(),
  parentId: id.nullish(),
  parentAccount: z.string().nullish(),
  status: z.string().optional(),
  /** The upline's own label for the downline (downlineNickname). */
  nickname2: z.string().nullish(),
  /** A direct downline agent's permissions: what its upline (the caller) lets it do (changeDownlinePermission). */
  permissions: z.looseObject({ createDownline: z.boolean(), transferDownline: z.boolean() }).optional(),
});
export const affiliateUrl = z.looseObject({
  id: id,
  url: z.string(),
  code: z.string(),
  type: z.number().optional(),
  expireTime: z.number().nullish(),
  registerCount: z.number().optional(),
  /** 'member' or 'agent': what registering through the link makes. */
  accountType: z.string().optional(),
  channel: z.string().nullish(),
  domain: z.string().optional(),
  createTime: z.number().optional(),
  expired: z.boolean().optional(),
  /** The accounts registered through the link (newest first). */
  accounts: z.array(z.looseObject({ id: id, account: z.string(), type: z.number(), regDate: z.number() })).optional(),
});

const transferToDownline = z.object({ customerId: id, amount: z.number().positive(), paymentPassword: z.string().min(1), remark: z.string().max(200).optional() });

export const agentCalls = defineCalls('agent', {
  announcements: {
    method: 'GET', path: '/wps/agent/announcements', moduleId: 'AGENTANNOUNCE3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ ...paging }),
    response: listOf(z.looseObject({ id: id, title: z.string(), content: z.string(), createTime: z.number(), read: z.boolean().optional() })),
    description: 'Agent announcements.',
  },
  teamOverview: {
    method: 'GET', path: relay('ODSFE2_getTeamOverview'), moduleId: 'AGEINFO3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: reportQuery, response: teamSummary,
    description: 'Team overview totals for a period.',
  },
  teamDaily: {
    method: 'GET', path: relay('ODSFE2_getTeamOverviewDailyList'), moduleId: 'AGEINFO3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: reportQuery, response: listOf(teamKpiRow),
    description: 'Team KPI per day.',
  },
  downlines: {
    method: 'GET', path: relay('ODSFE2_Subordinate'), moduleId: 'AGEDOWNMAN3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ account: z.string().optional(), parentId: id.optional(), type: z.enum(['member', 'agent']).optional(), ...paging }), response: listOf(downline),
    description: 'Downline management list (filter by account, drill into a downline).',
  },
  checkUsername: {
    method: 'GET', path: '/wps/check/username', moduleId: 'AGEREGDOWN3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ username: z.string().min(1) }), response: z.looseObject({ available: z.boolean() }),
    description: 'Username availability for a new downline.',
  },
  createDownline: {
    method: 'POST', path: '/wps/agent/downline', moduleId: 'AGEREGDOWN3', auth: 'token', encrypted: true, body: 'json', source: 'notes',
    request: z.object({ username: z.string().min(1), password: z.string().min(1), type: z.enum(['member', 'agent']), nickname: z.string().optional(), rebateRate: z.number().min(0).optional() }),
    response: downline,
    description: 'Register center: create a downline account (encrypted).',
  },
  downlinePassword: {
    method: 'PUT', path: '/wps/agent/downline/password', moduleId: 'AGEDOWNMAN3', auth: 'token', encrypted: true, body: 'json', source: 'notes',
    request: z.object({ customerId: id, password: z.string().min(1) }), response: nothing,
    description: "Reset a downline's password (encrypted).",
  },
  downlineNickname: {
    method: 'PUT', path: '/wps/agent/downline/nickname2', moduleId: 'AGEDOWNMOD2NDNICK3', auth: 'token', encrypted: false, body: 'json', source: 'notes',
    request: z.object({ customerId: id, nickname: z.string().max(32) }), response: nothing,
    description: "Set a downline's second nickname.",
  },
  downlineMobile: {
    method: 'GET', path: '/wps/agent/downline/mobile', moduleId: 'AGEDOWNMAN3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ customerId: id }), response: z.looseObject({ mobile: z.string().nullable(), countryDialingCode: z.string().nullish() }),
    description: "A downline's mobile number (null when it has none).",
  },
  setDownlineMobile: {
    method: 'PUT', path: '/wps/agent/downline/mobile', moduleId: 'AGEDOWNMAN3', auth: 'token', encrypted: false, body: 'json', source: 'notes',
    request: z.object({ customerId: id, mobile: z.string().min(1).max(20) }), response: nothing,
    description: "Change a downline's mobile number (the tenant's mobile rule; one account per number).",
  },
  changeDownlinePermission: {
    method: 'POST', path: relayPasswordCheck('MCS2_changeDownlinePermission'), moduleId: 'AGEDOWNMAN3', auth: 'token', encrypted: true, body: 'json', source: 'notes',
    request: z.object({ customerId: id, createDownline: z.boolean().optional(), transferDownline: z.boolean().optional(), paymentPassword: z.string().min(1) }),
    response: z.looseObject({ customerId: id, account: z.string(), permissions: z.looseObject({ createDownline: z.boolean(), transferDownline: z.boolean() }) }),
    description: "Set what a direct downline agent may do (our set: create downline accounts, transfer to its downline), behind the upline's payment password.",
  },
  promoteDownline: {
    method: 'PUT', path: '/wps/agent/promoteDownlineToAgent', moduleId: 'AGENTPROMOTE3', auth: 'token', encrypted: false, body: 'json', source: 'notes',
    request: z.object({ customerId: id }), response: nothing,
    description: 'Promote a member downline to agent.',
  },
  transferDownline: {
    method: 'PUT', path: '/wps/agent/transferDownline', moduleId: 'AGETRANSFERDOWN3', auth: 'token', encrypted: true, body: 'json', source: 'notes',
    request: transferToDownline, response: nothing,
    description: 'Transfer to a downline (encrypted, payment password).',
  },
  transferMultipleDownline: {
    method: 'POST', path: '/wps/agent/transferMultipleDownline', moduleId: 'AGENTRANSMULTDOWN3', auth: 'token', encrypted: true, body: 'json', source: 'notes',
    request: z.object({
      /** Each amount is required unless `split` shares `totalAmount` out. */
      transfers: z.array(z.object({ customerId: id, amount: z.number().positive().optional() })).min(1),
      paymentPassword: z.string().min(1),
      remark: z.string().max(200).optional(),
      /** Red envelope: share `totalAmount` equally or at random (every share at least 0.01). */
      split: z.enum(['equal', 'random']).optional(),
      totalAmount: z.number().positive().optional(),
    }),
    response: z.looseObject({ total: money, count: z.number(), transfers: z.array(z.looseObject({ customerId: id, amount: money })).optional() }),
    description: 'Red envelope: transfer to several downlines at once, given amounts or an equal or random split of a total (encrypted).',
  },
  collectFromDownline: {
    method: 'POST', path: relayPasswordCheck('MCSFE_collectFromDownline'), moduleId: 'CASHOUT3', auth: 'token', encrypted: true, body: 'json', source: 'notes',
    request: transferToDownline, response: z.looseObject({ amount: money, balance: money.optional() }),
    description: "Collect from a downline: money from the downline's main wallet to the agent's (encrypted, payment password, once per idempotency key).",
  },
  rebateSettings: {
    method: 'GET', path: '/wps/agent/globalRebateSettings', moduleId: 'AGEREBATE3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: empty, response: listOf(z.looseObject({ productType: z.string(), maxRate: z.number(), myRate: z.number() })),
    description: 'Rebate limits per product type.',
  },
  downlineRebates: {
    method: 'GET', path: relay('MCSFE_getDownlineRebates'), moduleId: 'AGEREBATE3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ customerId: id }), response: listOf(z.looseObject({ productType: z.string(), rate: z.number() })),
    description: "A downline's rebate rates.",
  },
  updateDownlineRebates: {
    method: 'PUT', path: '/wps/agent/updateDownlineRebates', moduleId: 'AGEREBATE3', auth: 'token', encrypted: false, body: 'json', source: 'notes',
    request: z.object({ customerId: id, rebates: z.array(z.object({ productType: z.string(), rate: z.number().min(0) })).min(1) }),
    response: nothing,
    description: "Change a downline's rebate rates (at most the agent's own).",
  },
  affiliateUrls: {
    method: 'GET', path: '/wps/agent/affiliateUrls', moduleId: 'AFFMAN3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ ...paging }), response: listOf(affiliateUrl),
    description: 'Affiliate links of the agent.',
  },
  createAffiliateUrl: {
    method: 'POST', path: '/wps/agent/affiliateUrl', moduleId: 'CREATEAFF3', auth: 'token', encrypted: false, body: 'json', source: 'notes',
    request: z.object({ type: z.enum(['member', 'agent']), expiryDays: z.number().int().positive().optional(), domain: z.string().optional(), channel: z.string().max(32).optional() }),
    response: affiliateUrl,
    description: 'Create an affiliate link.',
  },
  deleteAffiliateUrl: {
    method: 'POST', path: relay('MCSFE_deleteAffiliateUrl'), moduleId: 'AFFMAN3', auth: 'token', encrypted: false, body: 'json', source: 'notes',
    request: z.object({ id: id }), response: nothing,
    description: 'Delete an affiliate link (verb our choice).',
  },
});
