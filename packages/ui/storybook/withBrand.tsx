/**
 * Storybook support that needs the ui package's dependencies (i18n, tenant, styled-components); kept
 * here, outside src/, so it is not part of the package's API. `.storybook/preview.tsx` uses it.
 */
import type { Decorator } from '@storybook/react-vite';
// The token font stacks name 'Noto Sans Thai'; Storybook ships it so Thai renders the same on every
// machine (CI has no Thai system font) and visual baselines stay stable.
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/500.css';
import '@fontsource/noto-sans-thai/700.css';
import { createI18n, HTML_LANG, isLanguage, LANGUAGES, type Language } from '@wl/i18n';
import { GlobalStyle } from '../src/theme/GlobalStyle.ts';
import { theme } from '../src/theme/theme.ts';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { brandCss, brands } from './brands.ts';

const i18nByLanguage = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, createI18n({ language: lng })]),
) as Record<Language, ReturnType<typeof createI18n>>;

export const ALL = 'all';
export const TENANT_THEME = 'tenant';

/** Theme + global style + i18n + the chosen brand's stylesheet (or every brand side by side). */
export const withBrand: Decorator = (Story, context) => {
  const language: Language = isLanguage(context.globals.language) ? context.globals.language : 'EN';
  const themeName =
    context.globals.theme === TENANT_THEME ? undefined : (context.globals.theme as string | undefined);
  const tenantId = (context.globals.tenant as string | undefined) ?? brands[0]?.id;
  const selected = brands.find((b) => b.id === tenantId) ?? brands[0]!;
  const all = tenantId === ALL;

  // A decorator is not a component, so no hooks here; setting lang on each render is idempotent.
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];

  const css = all
    ? [
        brandCss(brands[0]!, themeName, ':root'),
        ...brands.map((b) => brandCss(b, themeName, `[data-wl-tenant="${b.id}"]`)),
      ].join('\n')
    : brandCss(selected, themeName, ':root');

  return (
    <I18nextProvider i18n={i18nByLanguage[language]}>
      <ThemeProvider theme={theme}>
        <style data-wl-brand-css="">{css}</style>
        <GlobalStyle />
        {all ? (
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: `repeat(${brands.length}, minmax(0, 1fr))`,
              gap: 16,
            }}
          >
            {brands.map((b) => (
              <section
                key={b.id}
                aria-label={b.label}
                data-wl-tenant={b.id}
                style={{
                  background: theme.color.bg.canvas,
                  color: theme.color.fg.default,
                  padding: theme.space['4'],
                  minWidth: 0,
                }}
              >
                <p
                  style={{
                    fontSize: theme.font.size.sm,
                    color: theme.color.fg.muted,
                    marginBottom: theme.space['3'],
                  }}
                >
                  {b.label}
                </p>
                <Story />
              </section>
            ))}
          </div>
        ) : (
          <Story />
        )}
      </ThemeProvider>
    </I18nextProvider>
  );
};
