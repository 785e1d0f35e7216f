import { createGlobalStyle } from 'styled-components';

/**
 * Reset + base typography from tokens. `color-scheme` defaults to `light dark`; the tenant stylesheet
 * sets the real scheme on :root (themeToCss), which wins over this `html` rule.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  * { margin: 0; }
  html { color-scheme: light dark; -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
  body {
    min-height: 100vh;
    background: ${({ theme }) => theme.color.bg.canvas};
    color: ${({ theme }) => theme.color.fg.default};
    font-family: ${({ theme }) => theme.font.family.body};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4, h5, h6 { font-family: ${({ theme }) => theme.font.family.heading}; line-height: ${({ theme }) => theme.font.lineHeight.tight}; overflow-wrap: break-word; }
  p { overflow-wrap: break-word; }
  img, picture, video, canvas, svg { display: block; max-width: 100%; }
  input, button, textarea, select { font: inherit; color: inherit; }
  button { cursor: pointer; }
  button:disabled { cursor: not-allowed; }
  a { color: ${({ theme }) => theme.color.fg.link}; }
  :focus-visible {
    outline: ${({ theme }) => theme.measure.stroke.focus} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: ${({ theme }) => theme.measure.focusOffset};
  }
  .wl-visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
