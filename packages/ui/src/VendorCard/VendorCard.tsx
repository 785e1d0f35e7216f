import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge/Badge.tsx';
import { StyledVendorCard, StyledVendorName } from './VendorCard.styles.ts';

export type Vendor = { id: string; name: string; logoUrl?: string | null; maintenance?: boolean };

export type VendorCardProps = {
  vendor: Vendor;
  onSelect: (vendor: Vendor) => void;
  /** Shown when the logo is missing or fails. */
  defaultImage?: string;
};

/** A game vendor (provider) tile; in maintenance it is dimmed and marked. */
export function VendorCard({ vendor, onSelect, defaultImage }: VendorCardProps) {
  const { t } = useTranslation('ui');
  const [failed, setFailed] = useState(false);
  const src = !vendor.logoUrl || failed ? defaultImage : vendor.logoUrl;
  return (
    <StyledVendorCard
      type="button"
      $maintenance={Boolean(vendor.maintenance)}
      onClick={() => onSelect(vendor)}
    >
      {src && <img src={src} alt="" onError={() => setFailed(true)} />}
      <StyledVendorName>{vendor.name}</StyledVendorName>
      {vendor.maintenance && <Badge tone="neutral">{t('maintenance')}</Badge>}
    </StyledVendorCard>
  );
}
