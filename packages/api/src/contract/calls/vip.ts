import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { empty, language, listOf, money } from '../common.ts';
import { relay } from './paths.ts';

const actualExpected = z.looseObject({ actual: money, expected: money });

export const vipCalls = defineCalls('vip', {
  rankProgress: {
    method: 'GET',
    path: relay('MCSFE_getPlayerRankProgress'),
    moduleId: 'MEMCLUB3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: z.looseObject({
      playerRankName: z.string(),
      rankLevel: z.number().optional(),
      nextRankName: z.string().nullish(),
      monthlyTurnover: actualExpected,
      totalTurnover: actualExpected,
    }),
    description: 'VIP level and progress (playerRankName, monthly and total turnover actual vs expected).',
  },
  rankRule: {
    method: 'GET',
    path: relay('MCSFE_getPlayerRankRule'),
    moduleId: 'MEMCLUB3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({ language: language.optional() }),
    response: z.looseObject({ content: z.string() }),
    description: 'VIP rules text.',
  },
  clubBenefit: {
    method: 'GET',
    path: relay('MCSFE_getMemberClubBenefit'),
    moduleId: 'MEMCLUB3',
    auth: 'optional',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: listOf(
      z.looseObject({
        rankLevel: z.number(),
        rankName: z.string(),
        upgradeBonus: money.optional(),
        monthlyBonus: money.optional(),
        rebateRate: z.number().optional(),
      }),
    ),
    description: 'Benefits per VIP level (VIP bonus).',
  },
  groupLevels: {
    method: 'GET',
    path: relay('MCSFE_getPlayerRankGroupLevels'),
    moduleId: 'MEMCLUB3',
    auth: 'optional',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: listOf(
      z.looseObject({
        rankLevel: z.number(),
        rankName: z.string(),
        monthlyTurnover: money.optional(),
        totalTurnover: money.optional(),
      }),
    ),
    description: 'VIP levels and their thresholds.',
  },
});
