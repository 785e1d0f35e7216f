// The named stack's floor (`pnpm lighthouse:floor`): what a page costs a phone when it loads the player's framework
// (React, the router, Redux Toolkit with RTK Query, react-redux, i18next, styled-components), sets each of them up
// as the player does (with the ui kit's theme provider), and renders one heading, with the same tenant branding, boot shell and chunking as the player.
// No call to the platform and no lobby: whatever Lighthouse measures here, no change to the app's own code can
// take the player's home page below it. Decision 0008 compares the two.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { WlThemeProvider } from '@wl/ui';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: (build) => ({ status: build.query<unknown, void>({ query: () => 'wps/system/status' }) }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});
const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { site: { nav: { home: 'Home' } } } },
  defaultNS: 'site',
  interpolation: { escapeValue: false },
});

const Global = createGlobalStyle`
  body { margin: 0; font-family: system-ui, sans-serif; background: var(--wl-color-bg, #fff); color: var(--wl-color-fg, #111); }
`;
const Heading = styled.h1`
  margin: 0;
  padding: 1rem;
  font-size: 1.25rem;
`;

function Home() {
  const { t } = useTranslation('site');
  return (
    <main>
      <Heading>{t('nav.home')}</Heading>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Home /> }]);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <WlThemeProvider>
            <Global />
            <RouterProvider router={router} />
          </WlThemeProvider>
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
});
