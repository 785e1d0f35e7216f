import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { empty, id, listOf, money, paging } from '../common.ts';
import { relay, relayPasswordCheck } from './paths.ts';

/** A points-mall reward (accounts §3: quantity, points and amount requirement, ...). */
export const pointReward = z.looseObject({
  rewardId: id,
  name: z.string(),
  imageUrl: z.string().optional(),
  pointsRequired: z.number(),
  amountRequired: money.optional(),
  quantity: z.number(),
  type: z.string().optional(),
});
export const redeemRecord = z.looseObject({
  id: id,
  rewardName: z.string(),
  quantity: z.number(),
  points: z.number(),
  status: z.enum(['IN_PROCESS', 'REJECTED', 'APPROVED']),
  applyTime: z.number(),
  remark: z.string().nullish(),
  receivingAddress: z.string().nullish(),
  /**
   * Where a cash reward was paid (the spec's redemption fields "paid account, main wallet"): the wallet credited when
   * the redemption was approved; null while in process, rejected, or for goods.
   */
  paidAccount: z.looseObject({ accountTypeId: z.number().int(), name: z.string() }).nullish(),
});

export const pointsCalls = defineCalls('points', {
  balance: {
    method: 'GET',
    path: relay('MCSFE_getPointBalance'),
    moduleId: 'PTSYS3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: z.looseObject({ points: z.number() }),
    description: 'Points balance (points do not expire).',
  },
  rewards: {
    method: 'GET',
    path: relay('MCSFE_getPointReward'),
    moduleId: 'PTSYS3',
    auth: 'optional',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({ ...paging }),
    response: listOf(pointReward),
    description: 'Reward list of the points mall.',
  },
  conversionTypes: {
    method: 'GET',
    path: relay('MCSFE_getPointRewardConversionType'),
    moduleId: 'PTSYS3',
    auth: 'optional',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: listOf(z.looseObject({ type: z.string(), pointsRatio: z.number(), amountRatio: z.number() })),
    description: 'Exchange rate table (points to money).',
  },
  config: {
    method: 'GET',
    path: relay('MCSFE_getPointConfig'),
    moduleId: 'PTSYS3',
    auth: 'optional',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: z.looseObject({
      enabled: z.boolean(),
      rules: z.string().optional(),
      earnSources: z.array(z.string()).optional(),
    }),
    description: 'Points configuration and rules.',
  },
  redeemList: {
    method: 'GET',
    path: relay('MCSFE_getRedeemPointList'),
    moduleId: 'PTSYS3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({ ...paging }),
    response: listOf(redeemRecord),
    description: 'Redeem history (in process, rejected, approved).',
  },
  redeem: {
    method: 'POST',
    path: relayPasswordCheck('MCSFE_redeemPointReward'),
    moduleId: 'PTSYS3',
    auth: 'token',
    audience: 'realMember',
    encrypted: true,
    body: 'json',
    source: 'notes',
    request: z.object({
      rewardId: id,
      quantity: z.number().int().positive(),
      receivingAddress: z.string().max(200).optional(),
      paymentPassword: z.string().min(1).max(128),
    }),
    response: redeemRecord,
    description: 'Redeem a reward (payment-password checked, encrypted).',
  },
  convert: {
    method: 'POST',
    path: relayPasswordCheck('MCSFE_convertPoint'),
    moduleId: 'PTSYS3',
    auth: 'token',
    audience: 'realMember',
    encrypted: true,
    body: 'json',
    source: 'notes',
    request: z.object({
      points: z.number().int().positive(),
      type: z.string().max(64).optional(),
      paymentPassword: z.string().min(1).max(128),
    }),
    response: z.looseObject({ amount: money, points: z.number() }),
    description: 'Convert points to the main wallet (payment-password checked, encrypted).',
  },
});
