import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle.ts';
import { theme } from './theme.ts';

export type WlThemeProviderProps = { children: ReactNode; withGlobalStyle?: boolean };

/** The one theme object (var() leaves) + the global style. The tenant stylesheet supplies the values. */
export function WlThemeProvider({ children, withGlobalStyle = true }: WlThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
