import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGE_NAMES, type Language } from '@wl/i18n';
import { Analytics, useLanguage, useTenant } from '@wl/app-shell';

const StyledPage = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr;
  background: ${({ theme }) => theme.color.bg.canvas};
`;

const StyledBar = styled.header<{ $compact: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme, $compact }) => ($compact ? `${theme.space['2']} ${theme.space['3']}` : `${theme.space['3']} ${theme.space['4']}`)};
  background: ${({ theme }) => theme.component.header.bg};
  border-bottom: 1px solid ${({ theme }) => theme.component.header.border};
  img {
    height: ${({ theme, $compact }) => ($compact ? theme.space['6'] : theme.space['8'])};
    width: auto;
    min-width: 0;
  }
  flex-wrap: wrap;
  & > img + * {
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

/** With a menu (the agent centre on wide screens): the menu in a column beside the page. */
const StyledBody = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr);
    align-items: start;
  }
  & > nav {
    ${({ theme }) => theme.media.md} {
      position: sticky;
      top: 0;
    }
  }
`;

/** The language picker of the agent app (in the header; in the menu drawer on a phone). Nothing for a one-language site. */
export function LanguagePicker() {
  const { t } = useTranslation('site');
  const tenant = useTenant();
  const [language, setLanguage] = useLanguage();
  if (tenant.languages.length <= 1) return null;
  return (
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
  );
}

/**
 * The agent app's own frame: no side menu, header or footer of the public site. `menu` (the agent centre's left
 * menu, on wide screens) sits beside the main content; `leading` (the phone's menu button) comes before the logo.
 */
export function AgentLayout({
  children,
  actions,
  menu,
  leading,
  compact = false,
}: {
  children: ReactNode;
  actions?: ReactNode;
  menu?: ReactNode;
  leading?: ReactNode;
  /** One row on a phone: the language picker is elsewhere (the agent centre's drawer) and the logo smaller. */
  compact?: boolean;
}) {
  const tenant = useTenant();
  return (
    <StyledPage>
      <StyledBar $compact={compact}>
        {leading}
        <img src={tenant.assets.logo} alt={tenant.name} width={128} height={32} />
        {actions}
        {!compact && <LanguagePicker />}
      </StyledBar>
      {menu ? (
        <StyledBody>
          {menu}
          <main>{children}</main>
        </StyledBody>
      ) : (
        <main>{children}</main>
      )}
      <Analytics settingsLink />
    </StyledPage>
  );
}
