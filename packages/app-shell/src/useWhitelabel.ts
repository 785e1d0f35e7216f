import { useSitePermissionQuery, useSiteWhitelabelQuery } from '@wl/api/site';

export type Whitelabel = {
  /** The whitelabel tree (module keys and whether each is on); undefined while unknown or when the platform has none. */
  tree: unknown[] | undefined;
  /** Whether `tree` is final: the site permission has answered and, when it carries no tree, so has the whitelabel call. */
  loaded: boolean;
};

/**
 * The site's whitelabel tree (site-and-games §3 and §7), the one place every reader of it asks: the tree of the site
 * permission answer when it carries one, otherwise the separate whitelabel call (`GET /wps/system/whitelabel`), asked
 * only then. A failed call leaves the tree unknown (the readers then hide nothing, as without a tree).
 */
export function useWhitelabel(): Whitelabel {
  const permission = useSitePermissionQuery();
  const inPermission = permission.data?.whitelabel;
  const needsCall = permission.data !== undefined && inPermission === undefined;
  const call = useSiteWhitelabelQuery(undefined, { skip: !needsCall });
  if (permission.data === undefined) return { tree: undefined, loaded: false };
  if (inPermission !== undefined) return { tree: inPermission, loaded: true };
  return { tree: call.isError ? undefined : call.data, loaded: call.isSuccess || call.isError };
}
