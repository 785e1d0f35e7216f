import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StyledQr, StyledQrCaption } from './QrCode.styles.ts';

/** Spec: QR codes are 78 or 90 CSS px. */
export const QR_SIZES = [78, 90] as const;
export type QrSize = (typeof QR_SIZES)[number];

export type QrCodeProps = {
  value: string;
  size?: QrSize;
  /** Accessible name, e.g. 'Download for iOS'. */
  label?: string;
  caption?: ReactNode;
};

/** App download and share QR codes (qrcode.react SVG). */
export function QrCode({ value, size = 90, label, caption }: QrCodeProps) {
  const { t } = useTranslation('ui');
  return (
    <StyledQr>
      <QRCodeSVG value={value} size={size} marginSize={2} level="M" role="img" aria-label={label ?? t('qrCode')} />
      {caption && <StyledQrCaption>{caption}</StyledQrCaption>}
    </StyledQr>
  );
}
