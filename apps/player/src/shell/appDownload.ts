import { useTranslation } from 'react-i18next';
import { useSitePermission } from '../lobby/siteData.ts';

export type AppDownloadQr = { id: string; label: string; value: string };

/**
 * The iOS and Android app download QR codes: the site permission's `resources` of type IOS_APP and ANDROID_APP.
 * Shown by the side menu and by the floating gift button's download choice.
 */
export function useAppDownloadQrCodes(): AppDownloadQr[] {
  const { t } = useTranslation('site');
  const permission = useSitePermission().data as
    { resources?: { resourceType: string; url: string }[] } | undefined;
  return (permission?.resources ?? [])
    .filter((r) => r.resourceType === 'IOS_APP' || r.resourceType === 'ANDROID_APP')
    .map((r) => ({
      id: r.resourceType,
      label: r.resourceType === 'IOS_APP' ? t('menu.ios') : t('menu.android'),
      value: r.url,
    }));
}
