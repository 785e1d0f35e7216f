import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSitePermission } from '../lobby/siteData.ts';

export type AppDownloadQr = { id: string; label: string; value: string };

export type PhoneOs = 'ios' | 'android';

/** The install guide's route; `?os=ios|android` picks the phone. */
export const INSTALL_GUIDE_PATH = '/appDownload';

const RESOURCE_OF: Record<PhoneOs, string> = { ios: 'IOS_APP', android: 'ANDROID_APP' };

/**
 * Where a phone's app download QR code leads: the tenant's app link for that phone (the site permission's resource
 * IOS_APP or ANDROID_APP, when it has an http(s) url), else this site's install guide for that phone, as an absolute
 * URL (a QR code is read by another device).
 */
export function appDownloadTarget(
  os: PhoneOs,
  resources: readonly { resourceType: string; url?: string | null }[] | undefined,
  origin: string,
): string {
  const link = resources?.find((r) => r.resourceType === RESOURCE_OF[os])?.url?.trim();
  if (link && /^https?:\/\//i.test(link)) return link;
  return `${origin.replace(/\/+$/, '')}${INSTALL_GUIDE_PATH}?os=${os}`;
}

const noSubscription = () => () => undefined;
const browserOrigin = () => window.location.origin;
const serverOrigin = () => '';

/**
 * The iOS and Android app download QR codes, shown by the side menu (size 78) and by the floating gift button's
 * download choice (size 90): each leads to the tenant's app for that phone, or to the install guide for it.
 */
export function useAppDownloadQrCodes(): AppDownloadQr[] {
  const { t } = useTranslation('site');
  const permission = useSitePermission().data as
    { resources?: { resourceType: string; url: string }[] } | undefined;
  // The prerendered HTML has no origin: hydration starts from the server's value and then renders the browser's.
  const origin = useSyncExternalStore(noSubscription, browserOrigin, serverOrigin);
  return (['ios', 'android'] as const).map((os) => ({
    id: RESOURCE_OF[os],
    label: os === 'ios' ? t('menu.ios') : t('menu.android'),
    value: appDownloadTarget(os, permission?.resources, origin),
  }));
}
