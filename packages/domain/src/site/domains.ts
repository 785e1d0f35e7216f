/**
 * Domain failover (protocol-notes §1.3, site-and-games §3): when the site cannot reach its platform, it offers the
 * visitor the merchant's other domains, from the domain routes (`GET /wps/system/domainRoute`,
 * `value.domainList[].domainName`) or the site permission's `domainRoute`/`mainDomain`. These are the pure rules:
 * which domains, in which order, and the address each link goes to. The site never moves the visitor by itself.
 */

/** The domain routes as the platform sends them (the call's answer, or the permission's `domainRoute`). */
export type DomainRoutesAnswer = {
  readonly domainList?: readonly { readonly domainName?: unknown }[] | null;
  readonly mainDomain?: unknown;
};

/** A domain offered: its host (lower case, `host[:port]`) and the scheme it was named with, if any. */
export type FailoverDomain = { readonly host: string; readonly protocol?: 'http:' | 'https:' };

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = new RegExp(`^${LABEL}(?:\\.${LABEL})+$`);

/**
 * A domain name as the platform may write it (`www.brand.com`, `https://www.brand.com/`, `Brand.com:8443`), or null
 * when it is not a plain host: empty, a path, credentials, spaces, a single label, a label over 63 characters, a
 * port out of range, another scheme.
 */
export function parseDomainName(name: unknown): FailoverDomain | null {
  if (typeof name !== 'string') return null;
  let rest = name.trim().toLowerCase();
  let protocol: FailoverDomain['protocol'];
  const scheme = /^(https?:)\/\//.exec(rest);
  if (scheme) {
    protocol = scheme[1] as 'http:' | 'https:';
    rest = rest.slice(scheme[0].length);
  }
  if (rest.endsWith('/')) rest = rest.slice(0, -1);
  const [hostname = '', port, ...more] = rest.split(':');
  if (more.length > 0 || hostname.length > 253 || !HOST.test(hostname)) return null;
  if (port !== undefined && (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535))
    return null;
  return {
    host: port === undefined ? hostname : `${hostname}:${Number(port)}`,
    ...(protocol ? { protocol } : {}),
  };
}

/** Is this domain the site the visitor is on? A domain without a port names the site on any port of its host. */
function isCurrent(domain: FailoverDomain, currentHost: string): boolean {
  const current = currentHost.toLowerCase();
  return domain.host === current || (!domain.host.includes(':') && domain.host === current.split(':')[0]);
}

/**
 * The domains to offer: the main domain first, then the routes' domains in the platform's order; each once, without
 * malformed names and without the host the visitor is on. Empty when none is left (then nothing is offered).
 */
export function failoverDomains(
  routes: DomainRoutesAnswer | null | undefined,
  currentHost: string,
): FailoverDomain[] {
  const names = [
    routes?.mainDomain,
    ...(Array.isArray(routes?.domainList) ? routes.domainList.map((d) => d?.domainName) : []),
  ];
  const out: FailoverDomain[] = [];
  for (const name of names) {
    const domain = parseDomainName(name);
    if (!domain || isCurrent(domain, currentHost) || out.some((d) => d.host === domain.host)) continue;
    out.push(domain);
  }
  return out;
}

/**
 * The routes of several answers as one (the first answer's main domain that is set, every answer's domains in turn):
 * the domain routes call's answer first, then the ones the site kept from earlier answers.
 */
export function mergeDomainRoutes(...answers: (DomainRoutesAnswer | null | undefined)[]): DomainRoutesAnswer {
  const present = answers.filter((a): a is DomainRoutesAnswer => !!a);
  return {
    mainDomain: present.find((a) => typeof a.mainDomain === 'string' && a.mainDomain !== '')?.mainDomain,
    domainList: present.flatMap((a) => (Array.isArray(a.domainList) ? a.domainList : [])),
  };
}

/** Where a domain's link goes: the same path, query and fragment on that domain, by its scheme or the current one. */
export function failoverUrl(
  domain: FailoverDomain,
  location: { protocol: string; pathname: string; search: string; hash: string },
): string {
  const protocol = domain.protocol ?? (location.protocol === 'http:' ? 'http:' : 'https:');
  const path = location.pathname.startsWith('/') ? location.pathname : `/${location.pathname}`;
  return `${protocol}//${domain.host}${path}${location.search}${location.hash}`;
}

/**
 * The domain routes a site permission answer carries (site-and-games §3): its `domainRoute` (domainList, mainDomain),
 * and the top-level `mainDomain` and `domainList` (names, or `{ domainName }` as in the routes) some platforms send.
 */
export function domainRoutesOfPermission(permission: unknown): DomainRoutesAnswer {
  if (typeof permission !== 'object' || permission === null) return {};
  const p = permission as {
    domainRoute?: DomainRoutesAnswer | null;
    mainDomain?: unknown;
    domainList?: unknown;
  };
  const topLevel = Array.isArray(p.domainList)
    ? p.domainList.map((d: unknown) =>
        typeof d === 'string' ? { domainName: d } : (d as { domainName?: unknown }),
      )
    : [];
  return mergeDomainRoutes({ mainDomain: p.mainDomain }, p.domainRoute ?? undefined, {
    domainList: topLevel,
  });
}
