import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readTenantConfig } from '@wl/tenant';
import { App } from './app/App.tsx';

const tenant = readTenantConfig();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App tenant={tenant} />
  </StrictMode>,
);
