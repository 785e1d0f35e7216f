import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTenant } from '@wl/app-shell';

const StyledFooter = styled.footer`
  padding: ${({ theme }) => theme.space['6']} ${({ theme }) => theme.space['4']};
  background: ${({ theme }) => theme.component.footer.bg};
  color: ${({ theme }) => theme.component.footer.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function Footer() {
  const { t } = useTranslation('site');
  const tenant = useTenant();
  return (
    <StyledFooter>
      <p>{tenant.links?.licenceText ?? t('footer.licence')}</p>
      <p>
        © {new Date().getFullYear()} {tenant.name}
      </p>
    </StyledFooter>
  );
}
