import { describe, expect, it } from 'vitest';
import { humanVerificationOn } from './human-verification.ts';

const tree = (enabled: string, parent = '1') => [
  { modId: 'SITE', enabled: parent, childrenNodes: [{ modId: 'GEETEST3', enabled }] },
];

describe('humanVerificationOn', () => {
  it('is on when GEETEST3 and its ancestors are enabled', () => {
    expect(humanVerificationOn(tree('1'))).toBe(true);
  });
  it('is off when the node, an ancestor, or the tree says nothing or no', () => {
    expect(humanVerificationOn(tree('0'))).toBe(false);
    expect(humanVerificationOn(tree('1', '0'))).toBe(false);
    expect(humanVerificationOn([{ modId: 'SITE', enabled: '1' }])).toBe(false);
    expect(humanVerificationOn(undefined)).toBe(false);
    expect(humanVerificationOn('GEETEST3')).toBe(false);
  });
});
