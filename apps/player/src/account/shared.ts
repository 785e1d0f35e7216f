import { useSelector } from 'react-redux';
import { useSitePermissionQuery } from '@wl/api/site';
import { featureToggles, type FeatureToggles } from '@wl/domain';
import type { AccountRootState } from './accountSlice.ts';

export const useAccountState = () => useSelector((state: AccountRootState) => state.account);

/**
 * The platform's feature toggles, read where the real platform puts them: the whitelabel tree of the site permission
 * (one module key per toggle, `FEATURE_MODULE_KEYS` of @wl/domain). The permission's `features` counts only for the
 * toggles whose key is ours, while the tree does not name it. Every toggle is off until it is known.
 */
export type Features = FeatureToggles;

export function useFeatures(): { features: Features; loaded: boolean } {
  const { data } = useSitePermissionQuery();
  return { features: featureToggles(data?.whitelabel, data?.features), loaded: data !== undefined };
}

/** Words for validation messages (namespace `validation`) and for call failures (namespace `errors` or the server's own message). */
export { ACCOUNT_NAMESPACES, errorCode, errorDetails, useMessages, useSingleSubmit } from '@wl/app-shell/account';
