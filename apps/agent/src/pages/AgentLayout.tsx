import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGE_NAMES, type Language } from '@wl/i18n';
import { useLanguage, useTenant } from '@wl/app-shell';

const StyledPage = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr;
  background: ${({ theme }) => theme.color.bg.canvas};
`;

const StyledBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
  background: ${({ theme }) => theme.component.header.bg};
  border-bottom: 1px solid ${({ theme }) => theme.component.header.border};
  img {
    height: ${({ theme }) => theme.space['8']};
    width: auto;
  }
  flex-wrap: wrap;
  & > :nth-child(2) {
    margin-left: auto;
  }
  select {
    min-height: 2.5rem;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.component.input.border};
    background: ${({ theme }) => theme.component.input.bg};
    color: ${({ theme }) => theme.component.input.fg};
    font: inherit;
  }
`;

/** The agent app's own frame: no side menu, header or footer of the public site. */
export function AgentLayout({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation('site');
  const tenant = useTenant();
  const [language, setLanguage] = useLanguage();
  return (
    <StyledPage>
      <StyledBar>
        <img src={tenant.assets.logo} alt={tenant.name} width={128} height={32} />
        {actions}
        {tenant.languages.length > 1 && (
          <select
            aria-label={t('header.language')}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
          >
            {tenant.languages.map((lang) => (
              <option key={lang} value={lang}>
                {LANGUAGE_NAMES[lang]}
              </option>
            ))}
          </select>
        )}
      </StyledBar>
      <main>{children}</main>
    </StyledPage>
  );
}
