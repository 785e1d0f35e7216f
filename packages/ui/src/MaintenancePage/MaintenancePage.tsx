import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { WrenchIcon } from '../internal/icons.tsx';
import {
  StyledStatusIcon,
  StyledStatusLogo,
  StyledStatusPage,
  StyledStatusText,
  StyledStatusTitle,
} from './MaintenancePage.styles.ts';

export type MaintenancePageProps = {
  logo?: { src: string; alt: string };
  /** Defaults to the translated `game_maintenance` title. */
  title?: ReactNode;
  /** Defaults to the translated `info_maintenance` text. */
  message?: ReactNode;
  onCustomerService?: () => void;
  /** Extra content (expected end time...). */
  children?: ReactNode;
};

/** The root page shown while the site is under maintenance. */
export function MaintenancePage({ logo, title, message, onCustomerService, children }: MaintenancePageProps) {
  const { t } = useTranslation('ui');
  return (
    <StyledStatusPage>
      {logo && <StyledStatusLogo src={logo.src} alt={logo.alt} />}
      <StyledStatusIcon>
        <WrenchIcon />
      </StyledStatusIcon>
      <StyledStatusTitle>{title ?? t('game_maintenance')}</StyledStatusTitle>
      <StyledStatusText>{message ?? t('info_maintenance')}</StyledStatusText>
      {children}
      {onCustomerService && (
        <Button variant="secondary" onClick={onCustomerService}>
          {t('customerService')}
        </Button>
      )}
    </StyledStatusPage>
  );
}
