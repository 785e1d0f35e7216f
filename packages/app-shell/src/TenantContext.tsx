import { createContext, useContext } from 'react';
import type { PublicTenantConfig } from '@wl/tenant';

export const TenantContext = createContext<PublicTenantConfig | null>(null);

/** The merchant this build is branded for (read once from the page at start). */
export function useTenant(): PublicTenantConfig {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant must be used inside <App>.');
  return tenant;
}
