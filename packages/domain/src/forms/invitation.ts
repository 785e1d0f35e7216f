/**
 * Who invited a visitor: an agent's affiliate code or a player's referral code, carried by the link the visitor
 * arrived through. The registration sends both (spec §5), so the new account is made under that agent or referrer.
 *
 * The links are `/register?affiliateCode=…` (agent links), `/register?referralCode=…` or `?r=…` (referral links), and
 * an agent's own subdomain (`agentx.brand.com` stands for `www.brand.com/?affiliateCode=agentx`, protocol notes 1.3).
 */
export type Invitation = {
  readonly affiliateCode?: string;
  readonly referralCode?: string;
};

/** Subdomain labels that are the site itself, never an agent's code. */
const SITE_LABELS = new Set([
  'www',
  'm',
  'mobile',
  'h5',
  'wap',
  'api',
  'cdn',
  'static',
  'img',
  'images',
  'agent',
]);

const CODE = /^[A-Za-z0-9_-]{1,40}$/;

const clean = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && CODE.test(trimmed) ? trimmed : undefined;
};

/**
 * The agent code a hostname carries: one label in front of one of the site's own domains (`agentx.brand.com` when the
 * site is `brand.com` or `www.brand.com`), unless that label is the site's own (www, m, …).
 */
export function affiliateSubdomain(hostname: string, siteDomains: readonly string[]): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  for (const domain of siteDomains) {
    const base = domain.toLowerCase().replace(/^www\./, '');
    if (!host.endsWith(`.${base}`)) continue;
    const label = host.slice(0, -(base.length + 1));
    if (label.includes('.') || SITE_LABELS.has(label)) continue;
    return clean(label);
  }
  return undefined;
}

/**
 * The invitation a page address carries: `affiliateCode` from the query or the agent's subdomain, `referralCode` from
 * `referralCode` or its short form `r`. A malformed code is ignored (the platform would refuse it anyway).
 */
export function invitationFromUrl(
  url: { search: string; hostname: string },
  siteDomains: readonly string[] = [],
): Invitation {
  const params = new URLSearchParams(url.search);
  const affiliateCode = clean(params.get('affiliateCode')) ?? affiliateSubdomain(url.hostname, siteDomains);
  const referralCode = clean(params.get('referralCode')) ?? clean(params.get('r'));
  return { ...(affiliateCode ? { affiliateCode } : {}), ...(referralCode ? { referralCode } : {}) };
}

export function hasInvitation(invitation: Invitation | null | undefined): invitation is Invitation {
  return Boolean(invitation?.affiliateCode || invitation?.referralCode);
}

/**
 * A newer invitation replaces an older one code by code: the visitor who followed an agent's link and then a friend's
 * referral link keeps both, and a second agent link replaces the first agent.
 */
export function mergeInvitation(older: Invitation | null | undefined, newer: Invitation): Invitation {
  return { ...(older ?? {}), ...newer };
}

/** An invitation read back from storage (`reg_info`), or null when it is missing or not one. */
export function parseStoredInvitation(raw: string | null): Invitation | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const affiliateCode = typeof record.affiliateCode === 'string' ? clean(record.affiliateCode) : undefined;
    const referralCode = typeof record.referralCode === 'string' ? clean(record.referralCode) : undefined;
    const invitation = {
      ...(affiliateCode ? { affiliateCode } : {}),
      ...(referralCode ? { referralCode } : {}),
    };
    return hasInvitation(invitation) ? invitation : null;
  } catch {
    return null;
  }
}
