export { theme, media, type Theme, type Breakpoint } from './theme.ts';
export { GlobalStyle } from './GlobalStyle.ts';
export { WlThemeProvider } from './WlThemeProvider.tsx';
