import { ALL_MEMBER_KEYS, memberPlatform, type MemberSetup } from '../testing/memberPlatform.ts';

export const ok = (value: unknown = null) => ({ success: true, value });

export const HOUR = 3_600_000;

/** A status answer: a daily deposit limit of 1000 (400 used), a weekly one being raised, the rest unset. */
function statusAnswer(overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    limits: [
      { kind: 'depositDaily', value: 1000, pending: null, used: 400, remaining: 600 },
      {
        kind: 'depositWeekly',
        value: 2000,
        pending: { value: 5000, from: now + 24 * HOUR },
        used: 0,
        remaining: 2000,
      },
      { kind: 'sessionMinutes', value: 90, pending: null, used: 12, remaining: 78 },
    ],
    coolingOffHours: 24,
    break: null,
    realityCheck: { everyMinutes: null, options: [15, 30, 60] },
    sessionStartedAt: now - HOUR,
    ...overrides,
  };
}

/** The member platform with RESPGAM3 on (or off) and the protection calls answered. */
export function protectionPlatform(
  options: {
    respgam?: boolean;
    /** Fields of the status answer, or a function giving them at the time of the call. */
    status?: Record<string, unknown> | (() => Record<string, unknown>);
    setup?: MemberSetup;
  } = {},
) {
  const platform = memberPlatform({
    ...options.setup,
    modules: { ...ALL_MEMBER_KEYS, RESPGAM3: options.respgam ?? true },
  });
  const given = options.status;
  platform.on('GET /wps/member/responsibleGaming', () =>
    ok(statusAnswer(typeof given === 'function' ? given() : given)),
  );
  platform.on('GET /wps/member/responsibleGaming/history', () =>
    ok({
      list: [
        {
          id: 2,
          at: Date.now() - HOUR,
          action: 'limitSet',
          subject: 'depositDaily',
          detail: '1000',
          by: 'player',
        },
        {
          id: 1,
          at: Date.now() - 2 * HOUR,
          action: 'realityCheckSet',
          subject: 'realityCheck',
          detail: '60',
          by: 'player',
        },
      ],
      total: 2,
    }),
  );
  return platform;
}
