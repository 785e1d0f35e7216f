import type { DomainRoutesAnswer } from '@wl/domain';

/** Where the site keeps the brand's domain routes for the rest of the tab's session (not the api client's cache). */
export const DOMAIN_ROUTES_KEY = 'wl:domainRoutes';

type Kept = { mainDomain?: string; domainList: { domainName: string }[] };

/**
 * Keep the domain routes of an answer (the site permission's, or the domain routes call's) for this tab's session:
 * when the platform later cannot be reached (a reload on a blocked domain), they are all the site knows of the
 * brand's other domains. Only the names are kept; an answer without any leaves what was kept before.
 */
export function rememberDomainRoutes(
  routes: DomainRoutesAnswer,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.sessionStorage,
): void {
  const domainList = (routes.domainList ?? []).flatMap((d) =>
    typeof d?.domainName === 'string' ? [{ domainName: d.domainName }] : [],
  );
  const mainDomain =
    typeof routes.mainDomain === 'string' && routes.mainDomain !== '' ? routes.mainDomain : undefined;
  if (domainList.length === 0 && mainDomain === undefined) return;
  const kept: Kept = { ...(mainDomain !== undefined ? { mainDomain } : {}), domainList };
  try {
    storage?.setItem(DOMAIN_ROUTES_KEY, JSON.stringify(kept));
  } catch {
    /* storage full or unavailable: nothing kept */
  }
}

/** The domain routes kept by `rememberDomainRoutes` in this session, or undefined (none, or unreadable). */
export function rememberedDomainRoutes(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage,
): DomainRoutesAnswer | undefined {
  try {
    const raw = storage?.getItem(DOMAIN_ROUTES_KEY);
    if (!raw) return undefined;
    const kept = JSON.parse(raw) as unknown;
    return typeof kept === 'object' && kept !== null && !Array.isArray(kept)
      ? (kept as DomainRoutesAnswer)
      : undefined;
  } catch {
    return undefined;
  }
}
