import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StyledQr, StyledQrCaption, StyledQrPlaceholder } from './QrCode.styles.ts';

/** Spec: QR codes are 78 or 90 CSS px. */
export const QR_SIZES = [78, 90] as const;
export type QrSize = (typeof QR_SIZES)[number];

export type QrCodeProps = {
  value: string;
  size?: QrSize;
  /** Accessible name, e.g. 'Download for iOS'. */
  label?: string;
  caption?: ReactNode;
  /**
   * Where the code leads: the caption becomes a link there (a phone cannot scan its own screen), and the wrapper
   * carries it as `data-qr-value`.
   */
  href?: string;
};

// qrcode.react is loaded with the first QR code drawn, not with the page: the codes sit in the side menu and
// footer, below the fold, and the encoder is a sizeable part of a first visit's JavaScript otherwise.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** App download and share QR codes (qrcode.react SVG). Its square is reserved while the encoder loads. */
export function QrCode({ value, size = 90, label, caption, href }: QrCodeProps) {
  const { t } = useTranslation('ui');
  const name = label ?? t('qrCode');
  return (
    <StyledQr data-qr-value={href}>
      <Suspense
        fallback={
          <StyledQrPlaceholder
            role="img"
            aria-label={name}
            aria-busy="true"
            style={{ width: size, height: size }}
          />
        }
      >
        <QRCodeSVG value={value} size={size} marginSize={2} level="M" role="img" aria-label={name} />
      </Suspense>
      {caption && <StyledQrCaption>{href ? <a href={href}>{caption}</a> : caption}</StyledQrCaption>}
    </StyledQr>
  );
}
