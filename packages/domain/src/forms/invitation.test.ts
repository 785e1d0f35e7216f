import { describe, expect, it } from 'vitest';
import {
  affiliateSubdomain,
  hasInvitation,
  invitationFromUrl,
  mergeInvitation,
  parseStoredInvitation,
} from './invitation.ts';

const at = (href: string) => new URL(href);
const SITE = ['goldcasino.example', 'www.goldcasino.example'];

describe('invitation from the link a visitor arrived through', () => {
  it("reads an agent's affiliate link as the platform makes it (/register?affiliateCode=)", () => {
    expect(
      invitationFromUrl(at('https://goldcasino.example/register?affiliateCode=GOLDCASIA1'), SITE),
    ).toEqual({ affiliateCode: 'GOLDCASIA1' });
  });

  it('reads referral links by their long and short names', () => {
    expect(invitationFromUrl(at('https://x.test/register?referralCode=FRIEND42'))).toEqual({
      referralCode: 'FRIEND42',
    });
    expect(invitationFromUrl(at('https://x.test/?r=FRIEND42'))).toEqual({ referralCode: 'FRIEND42' });
    expect(invitationFromUrl(at('https://x.test/?referralCode=A&r=B'))).toEqual({ referralCode: 'A' });
  });

  it('carries both codes when the link has both', () => {
    expect(invitationFromUrl(at('https://x.test/register?affiliateCode=AG1&referralCode=FR1'))).toEqual({
      affiliateCode: 'AG1',
      referralCode: 'FR1',
    });
  });

  it("reads an agent's subdomain, never the site's own labels or a bare domain", () => {
    expect(affiliateSubdomain('agentx.goldcasino.example', SITE)).toBe('agentx');
    expect(affiliateSubdomain('www.goldcasino.example', SITE)).toBeUndefined();
    expect(affiliateSubdomain('m.goldcasino.example', SITE)).toBeUndefined();
    expect(affiliateSubdomain('goldcasino.example', SITE)).toBeUndefined();
    expect(affiliateSubdomain('a.b.goldcasino.example', SITE)).toBeUndefined();
    expect(affiliateSubdomain('agentx.other.example', SITE)).toBeUndefined();
    expect(invitationFromUrl(at('https://agentx.goldcasino.example/'), SITE)).toEqual({
      affiliateCode: 'agentx',
    });
    // The query wins over the subdomain.
    expect(invitationFromUrl(at('https://agentx.goldcasino.example/?affiliateCode=AG2'), SITE)).toEqual({
      affiliateCode: 'AG2',
    });
  });

  it('ignores empty and malformed codes', () => {
    expect(invitationFromUrl(at('https://x.test/register?affiliateCode=&referralCode=%20'))).toEqual({});
    expect(invitationFromUrl(at('https://x.test/register?affiliateCode=%3Cscript%3E'))).toEqual({});
    expect(hasInvitation({})).toBe(false);
    expect(hasInvitation({ referralCode: 'A' })).toBe(true);
  });

  it('a newer link replaces an older code by code', () => {
    expect(mergeInvitation({ affiliateCode: 'AG1', referralCode: 'FR1' }, { affiliateCode: 'AG2' })).toEqual({
      affiliateCode: 'AG2',
      referralCode: 'FR1',
    });
    expect(mergeInvitation(null, { referralCode: 'FR1' })).toEqual({ referralCode: 'FR1' });
  });

  it('reads back what was stored, and nothing from a damaged entry', () => {
    expect(parseStoredInvitation(JSON.stringify({ affiliateCode: 'AG1' }))).toEqual({ affiliateCode: 'AG1' });
    expect(parseStoredInvitation('{not json')).toBeNull();
    expect(parseStoredInvitation(JSON.stringify({ affiliateCode: 5 }))).toBeNull();
    expect(parseStoredInvitation(null)).toBeNull();
  });
});
