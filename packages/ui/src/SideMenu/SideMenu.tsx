import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton/IconButton.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../internal/icons.tsx';
import { linkProps, type NavLink, type OnNavigate } from '../internal/links.tsx';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { QrCode } from '../QrCode/QrCode.tsx';
import {
  StyledItem,
  StyledItems,
  StyledQrRow,
  StyledSection,
  StyledSectionTitle,
  StyledSideMenu,
  StyledToggleRow,
} from './SideMenu.styles.ts';

export type SideMenuSection = { id: string; title?: ReactNode; items: readonly NavLink[] };

export type SideMenuProps = {
  /** Referral and promotions, the categories (starting with HOME), customer service and social links. */
  sections: readonly SideMenuSection[];
  onNavigate?: OnNavigate;
  collapsed: boolean;
  onToggle: () => void;
  /** App download QR codes (iOS, Android); hidden when collapsed. */
  qrCodes?: readonly { id: string; label: string; value: string }[];
  /** Language select, w_leftmenu banners...; hidden when collapsed. */
  children?: ReactNode;
  label?: string;
};

/** The collapsible side menu. Collapsed, it shows icons only; every link keeps its accessible name. */
export function SideMenu({
  sections,
  onNavigate,
  collapsed,
  onToggle,
  qrCodes = [],
  children,
  label,
}: SideMenuProps) {
  const { t } = useTranslation('ui');
  const navId = useId();
  return (
    <StyledSideMenu $collapsed={collapsed}>
      <StyledToggleRow $collapsed={collapsed}>
        <IconButton
          size="sm"
          label={collapsed ? t('expandMenu') : t('collapseMenu')}
          aria-expanded={!collapsed}
          aria-controls={navId}
          icon={collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          onClick={onToggle}
        />
      </StyledToggleRow>
      <nav id={navId} aria-label={label ?? t('mainMenu')}>
        {sections.map((section) => (
          <StyledSection key={section.id}>
            {section.title && !collapsed && <StyledSectionTitle>{section.title}</StyledSectionTitle>}
            <StyledItems>
              {section.items.map((item) => (
                <li key={item.id}>
                  <StyledItem
                    $collapsed={collapsed}
                    {...linkProps(item, onNavigate)}
                    title={collapsed && typeof item.label === 'string' ? item.label : undefined}
                  >
                    {item.icon}
                    {collapsed ? <VisuallyHidden>{item.label}</VisuallyHidden> : <span>{item.label}</span>}
                  </StyledItem>
                </li>
              ))}
            </StyledItems>
          </StyledSection>
        ))}
      </nav>
      {!collapsed && qrCodes.length > 0 && (
        <StyledQrRow>
          {qrCodes.map((q) => (
            <QrCode key={q.id} value={q.value} size={78} label={q.label} caption={q.label} href={q.value} />
          ))}
        </StyledQrRow>
      )}
      {!collapsed && children}
    </StyledSideMenu>
  );
}
