import { useTranslation } from 'react-i18next';
import { NavLink, Link } from 'react-router';
import styled from 'styled-components';
import { LANGUAGE_NAMES, type Language } from '@wl/i18n';
import { useTenant } from '@wl/app-shell';
import { useLanguage } from '@wl/app-shell';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { toggleSideMenu } from '../app/store.ts';
import { TOP_NAV } from '../app/navigation.ts';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
  background: ${({ theme }) => theme.component.header.bg};
  color: ${({ theme }) => theme.component.header.fg};
  border-bottom: 1px solid ${({ theme }) => theme.component.header.border};
`;

const StyledLogo = styled(Link)`
  display: inline-flex;
  align-items: center;
  img {
    display: block;
    height: ${({ theme }) => theme.space['10']};
    width: auto;
  }
`;

const StyledNav = styled.nav`
  order: 3;
  flex-basis: 100%;
  overflow-x: auto;
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space['1']};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    white-space: nowrap;
    padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.fg.muted};
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.fg.link};
    background: ${({ theme }) => theme.color.bg.raised};
  }
  ${({ theme }) => theme.media.lg} {
    order: 0;
    flex-basis: auto;
    flex: 1;
  }
`;

const StyledActions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
`;

const StyledButton = styled.button<{ $primary?: boolean }>`
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $primary }) => ($primary ? theme.component.button.primary.border : theme.component.button.secondary.border)};
  background: ${({ theme, $primary }) => ($primary ? theme.component.button.primary.bg : theme.component.button.secondary.bg)};
  color: ${({ theme, $primary }) => ($primary ? theme.component.button.primary.fg : theme.component.button.secondary.fg)};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
`;

const StyledSelect = styled.select`
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space['2']};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.component.input.border};
  background: ${({ theme }) => theme.component.input.bg};
  color: ${({ theme }) => theme.component.input.fg};
  font: inherit;
`;

export function Header({ showMenuToggle }: { showMenuToggle: boolean }) {
  const { t } = useTranslation('site');
  const tenant = useTenant();
  const [language, setLanguage] = useLanguage();
  const dispatch = useAppDispatch();
  const menuOpen = useAppSelector((state) => state.shell.sideMenuOpen);

  return (
    <StyledHeader>
      {showMenuToggle && (
        <StyledButton type="button" aria-expanded={menuOpen} aria-controls="side-menu" onClick={() => dispatch(toggleSideMenu())}>
          {menuOpen ? t('header.closeMenu') : t('header.openMenu')}
        </StyledButton>
      )}
      <StyledLogo to="/" aria-label={tenant.name}>
        <img src={tenant.assets.logo} alt="" width={160} height={40} />
      </StyledLogo>
      <StyledNav aria-label={t('nav.main')}>
        <ul>
          {TOP_NAV.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} end={item.path === '/'}>
                {t(item.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </StyledNav>
      <StyledActions>
        {tenant.languages.length > 1 && (
          <StyledSelect aria-label={t('header.language')} value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
            {tenant.languages.map((lang) => (
              <option key={lang} value={lang}>
                {LANGUAGE_NAMES[lang]}
              </option>
            ))}
          </StyledSelect>
        )}
        <StyledButton type="button">{t('header.login')}</StyledButton>
        <StyledButton type="button" $primary>
          {t('header.register')}
        </StyledButton>
      </StyledActions>
    </StyledHeader>
  );
}
