import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { readTenantConfigLean } from './app/tenantConfig.ts';
// Thai glyphs for visitors without a Thai system font: the faces carry unicode-range subsets, so a page downloads
// the Thai file only when it shows Thai text (the theme's font stack names 'Noto Sans Thai' after system-ui).
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/700.css';

const tenant = readTenantConfigLean();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App tenant={tenant} />
  </StrictMode>,
);
