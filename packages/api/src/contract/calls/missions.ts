import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { id, language, listOf, money } from '../common.ts';
import { relay } from './paths.ts';

export const mission = z.looseObject({
  missionId: id,
  title: z.string(),
  description: z.string().optional(),
  progress: z.number(),
  target: z.number(),
  reward: money,
  status: z.enum(['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED', 'EXPIRED']),
  endTime: z.number().optional(),
});

export const missionsCalls = defineCalls('missions', {
  summary: {
    method: 'GET',
    path: relay('MCSFE_getMissionSummaryDetails'),
    moduleId: 'MISSIONLB3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({ language: language.optional() }),
    response: z.looseObject({ missions: z.array(mission), claimableCount: z.number() }),
    description: 'Mission summary: missions with progress, and the badge count of claimable rewards.',
  },
  leaderboard: {
    method: 'GET',
    path: relay('MCSFE_getMissionLeaderboard'),
    moduleId: 'MISSIONLB3',
    auth: 'optional',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'ours',
    request: z.object({
      missionId: id.optional(),
      limitNum: z.union([z.number(), z.string().max(64)]).optional(),
    }),
    response: listOf(
      z.looseObject({ rank: z.number(), userName: z.string(), score: z.number(), reward: money.optional() }),
    ),
    description:
      'Mission leaderboard (the notes name it "…Leaderboard" after getMissionSummaryDetails; exact name our choice).',
  },
  milestones: {
    method: 'GET',
    path: relay('MCSFE_getMissionMilestones'),
    moduleId: 'MISSIONLB3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'ours',
    request: z.object({ missionId: id }),
    response: listOf(z.looseObject({ target: z.number(), reward: money, reached: z.boolean() })),
    description: 'Milestones of a mission (exact service name our choice).',
  },
  rules: {
    method: 'GET',
    path: relay('MCSFE_getMissionRules'),
    moduleId: 'MISSIONLB3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'ours',
    request: z.object({ language: language.optional() }),
    response: z.looseObject({ content: z.string() }),
    description: 'Mission rules (HTML).',
  },
  claim: {
    method: 'POST',
    path: relay('MCSFE_claimMissionRewards'),
    moduleId: 'MISSIONLB3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'json',
    source: 'notes',
    request: z.object({ missionId: id }),
    response: z.looseObject({ amount: money }),
    description: 'Claim the reward of a completed mission.',
  },
});
