import { describe, expect, it } from 'vitest';
import { AUDIENCES, audienceRefusal, callerOfType, mayCall } from './audience.ts';

const guest = { signedIn: false, trial: false, agent: false, agentOnly: false };
const [member, trial, agent, agentOnly] = [0, 4, 1, 2].map(callerOfType) as [
  ReturnType<typeof callerOfType>,
  ReturnType<typeof callerOfType>,
  ReturnType<typeof callerOfType>,
  ReturnType<typeof callerOfType>,
];

describe('audienceRefusal', () => {
  it('answers each audience for each kind of account', () => {
    const table = Object.fromEntries(
      AUDIENCES.map((a) => [a, [guest, member, trial, agent, agentOnly].map((c) => audienceRefusal(a, c))]),
    );
    expect(table).toEqual({
      anyone: [null, null, null, null, null],
      member: ['CUSTOMER_NOT_LOGIN', null, null, null, null],
      realMember: ['CUSTOMER_NOT_LOGIN', null, 'in_need_true_account', null, null],
      player: ['CUSTOMER_NOT_LOGIN', null, null, null, 'NON_MEMBER'],
      agent: ['CUSTOMER_NOT_LOGIN', 'NON_AGENT', null, null, null],
      realAgent: ['CUSTOMER_NOT_LOGIN', 'NON_AGENT', 'in_need_true_account', null, null],
    });
  });
  it('knows the agent levels 41 and 42 as agents who also play', () => {
    for (const type of [41, 42]) {
      expect(audienceRefusal('realAgent', callerOfType(type))).toBeNull();
      expect(audienceRefusal('player', callerOfType(type))).toBeNull();
    }
  });
});

describe('mayCall', () => {
  it('waits for the member type where the audience depends on it', () => {
    expect(mayCall('realMember', { token: 't' })).toBeUndefined();
    expect(mayCall('member', { token: 't' })).toBe(true);
    expect(mayCall('realMember', { token: 't', memberType: '4' })).toBe(false);
    expect(mayCall('realMember', { token: 't', memberType: 0 })).toBe(true);
    expect(mayCall('member', { token: null })).toBe(false);
    expect(mayCall('anyone', {})).toBe(true);
  });
});
