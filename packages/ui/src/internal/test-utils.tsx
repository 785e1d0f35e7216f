import { render, type RenderOptions } from '@testing-library/react';
import { createI18n, type Language } from '@wl/i18n';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme.ts';

/** Renders with the theme and a real i18n instance (EN unless told), as the apps do. */
export function renderUi(ui: ReactElement, options: RenderOptions & { language?: Language } = {}) {
  const i18n = createI18n({ language: options.language ?? 'EN' });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
