import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { TOP_NAV } from '../app/navigation.ts';

const StyledAside = styled.aside`
  background: ${({ theme }) => theme.component.sideMenu.bg};
  color: ${({ theme }) => theme.component.sideMenu.fg};
  padding: ${({ theme }) => theme.space['3']};
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space['1']};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
    border-radius: ${({ theme }) => theme.radius.md};
    color: inherit;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.component.sideMenu.itemActiveBg};
    color: ${({ theme }) => theme.component.sideMenu.itemActiveFg};
  }
`;

export function SideMenu() {
  const { t } = useTranslation('site');
  return (
    <StyledAside id="side-menu" aria-label={t('header.menu')}>
      <ul>
        {TOP_NAV.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} end={item.path === '/'}>
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </StyledAside>
  );
}
