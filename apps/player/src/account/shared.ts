import { useSelector } from 'react-redux';
import { useSitePermissionQuery } from '@wl/api/site';
import { useWhitelabel } from '@wl/app-shell';
import { featureToggles, type FeatureToggles } from '@wl/domain';
import type { AccountRootState } from './accountSlice.ts';

export const useAccountState = () => useSelector((state: AccountRootState) => state.account);

/**
 * The platform's feature toggles, read where the real platform puts them: the whitelabel tree (`useWhitelabel`: the
 * site permission's, or the whitelabel call's when the permission carries none; one module key per toggle, `FEATURE_MODULE_KEYS` of @wl/domain). The permission's `features` counts only for the
 * toggles whose key is ours, while the tree does not name it. Every toggle is off until it is known.
 */
export type Features = FeatureToggles;

export function useFeatures(): { features: Features; loaded: boolean } {
  const { data } = useSitePermissionQuery();
  const whitelabel = useWhitelabel();
  return { features: featureToggles(whitelabel.tree, data?.features), loaded: whitelabel.loaded };
}

/** Words for validation messages (namespace `validation`) and for call failures (namespace `errors` or the server's own message). */
export {
  ACCOUNT_NAMESPACES,
  errorCode,
  errorDetails,
  useMessages,
  useSingleSubmit,
} from '@wl/app-shell/account';
