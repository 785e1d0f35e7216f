import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { linkProps, type NavLink, type OnNavigate } from '../internal/links.tsx';
import {
  StyledColumns,
  StyledColumnTitle,
  StyledFooter,
  StyledLicence,
  StyledLinks,
  StyledSocial,
  StyledVendors,
} from './Footer.styles.ts';

export type FooterColumn = { id: string; title: ReactNode; links: readonly NavLink[] };

export type FooterProps = {
  /** Product links by game type, help list, contact (support, complaints, affiliate). */
  columns: readonly FooterColumn[];
  /** Only the configured ones (spec); the section is hidden when empty. */
  socialLinks?: readonly NavLink[];
  vendorLogos?: readonly { id: string; name: string; src: string }[];
  licenceText?: ReactNode;
  onNavigate?: OnNavigate;
};

export function Footer({
  columns,
  socialLinks = [],
  vendorLogos = [],
  licenceText,
  onNavigate,
}: FooterProps) {
  const { t } = useTranslation('ui');
  const socialId = useId();
  const vendorsId = useId();
  return (
    <StyledFooter>
      <StyledColumns>
        {columns.map((col) => (
          <section key={col.id} aria-labelledby={`${socialId}-${col.id}`}>
            <StyledColumnTitle id={`${socialId}-${col.id}`}>{col.title}</StyledColumnTitle>
            <StyledLinks>
              {col.links.map((link) => (
                <li key={link.id}>
                  <a {...linkProps(link, onNavigate)}>{link.label}</a>
                </li>
              ))}
            </StyledLinks>
          </section>
        ))}
        {socialLinks.length > 0 && (
          <section aria-labelledby={socialId}>
            <StyledColumnTitle id={socialId}>{t('social')}</StyledColumnTitle>
            <StyledSocial>
              {socialLinks.map((link) => (
                <li key={link.id}>
                  <a {...linkProps({ ...link, external: true })}>{link.label}</a>
                </li>
              ))}
            </StyledSocial>
          </section>
        )}
      </StyledColumns>
      {vendorLogos.length > 0 && (
        <section aria-labelledby={vendorsId}>
          <StyledColumnTitle id={vendorsId}>{t('vendors')}</StyledColumnTitle>
          <StyledVendors>
            {vendorLogos.map((v) => (
              <li key={v.id}>
                <img src={v.src} alt={v.name} loading="lazy" />
              </li>
            ))}
          </StyledVendors>
        </section>
      )}
      {licenceText && <StyledLicence>{licenceText}</StyledLicence>}
    </StyledFooter>
  );
}
