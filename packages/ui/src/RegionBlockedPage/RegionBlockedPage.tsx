import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { GlobeIcon } from '../internal/icons.tsx';
import {
  StyledStatusIcon,
  StyledStatusLogo,
  StyledStatusMeta,
  StyledStatusPage,
  StyledStatusText,
  StyledStatusTitle,
} from './RegionBlockedPage.styles.ts';

export type RegionBlockedPageProps = {
  /** The visitor's IP, shown so support can help. */
  ip: string;
  onCustomerService: () => void;
  logo?: { src: string; alt: string };
  /** Defaults to the translated `blockip` title. */
  title?: ReactNode;
  /** Defaults to the translated `info_ip_block` text. */
  message?: ReactNode;
};

/** The root page for a visitor from a blocked region: title, text, their IP and a customer-service button. */
export function RegionBlockedPage({ ip, onCustomerService, logo, title, message }: RegionBlockedPageProps) {
  const { t } = useTranslation('ui');
  return (
    <StyledStatusPage>
      {logo && <StyledStatusLogo src={logo.src} alt={logo.alt} />}
      <StyledStatusIcon>
        <GlobeIcon />
      </StyledStatusIcon>
      <StyledStatusTitle>{title ?? t('blockip')}</StyledStatusTitle>
      <StyledStatusText>{message ?? t('info_ip_block')}</StyledStatusText>
      <StyledStatusMeta>{t('yourIp', { ip })}</StyledStatusMeta>
      <Button onClick={onCustomerService}>{t('customerService')}</Button>
    </StyledStatusPage>
  );
}
