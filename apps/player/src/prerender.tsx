// The build-time render of the player's public pages (docs/decisions/0010-prerendered-first-screen.md). Built by
// `vite build --ssr` into dist-ssr/, run by `pnpm build:tenants` in Node for each tenant, language and public route;
// the browser hydrates what it writes (main.tsx). Nothing here runs in the browser.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '@wl/app-shell';
import { areaNamespaces, loadLanguage, type Language } from '@wl/i18n';
import type { PublicTenantConfig } from '@wl/tenant';
import { createPlayerContext } from './app/App.tsx';
import { playerRoutes } from './app/routes.tsx';

/** The public pages written as HTML (issue 27): the home lobby, the category pages and the public areas. */
export const PRERENDERED_ROUTES = [
  '/',
  '/live',
  '/rng',
  '/pvp',
  '/fish',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/hot',
  '/promotions',
  '/pointMall',
  '/help',
] as const;

export type Prerendered = {
  /** The markup of #root. */
  html: string;
  /** styled-components' `<style data-styled>` tags of every rule the markup uses. */
  styles: string;
};

function page(
  context: ReturnType<typeof createPlayerContext>,
  router: ReturnType<typeof createStaticRouter>,
  result: StaticHandlerContext,
) {
  return (
    <StrictMode>
      <AppProviders context={context}>
        <StaticRouterProvider router={router} context={result} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
}

/** A Suspense boundary left pending (`<!--$?-->`) or to be rendered by the browser (`<!--$!-->`). */
const UNFINISHED = /<!--\$[?!]-->/;

/**
 * Render one public page as a guest who has no platform answer yet: the shell, and the skeletons of what the
 * platform fills in. The HTML is complete and has no script: every lazy part (route areas, the footer, strings) is
 * loaded first (a first render waits for them), then the page is rendered in one pass.
 */
export async function prerender(
  url: string,
  tenant: PublicTenantConfig,
  language: Language,
): Promise<Prerendered> {
  const strings = await loadLanguage(language);
  const handler = createStaticHandler(playerRoutes);
  for (let attempt = 0; attempt < 3; attempt++) {
    const context = createPlayerContext(tenant, { [language]: strings }, { language });
    await context.i18n.loadNamespaces(areaNamespaces);
    const result = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
    if (result instanceof Response)
      throw new Error(`${url}: the route answered ${result.status}, not a page`);
    if (result.errors) throw new Error(`${url}: the route failed: ${JSON.stringify(result.errors)}`);
    const router = createStaticRouter(handler.dataRoutes, result);
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(page(context, router, result)));
      if (!UNFINISHED.test(html)) return { html, styles: sheet.getStyleTags() };
    } finally {
      sheet.seal();
    }
    // Something was still loading: a full render waits for it, and the next pass finds it loaded.
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(page(context, router, result), {
      onError: (error) => void errors.push(error),
    });
    for await (const chunk of prelude) void chunk;
    if (errors.length > 0) throw new Error(`${url}: rendering failed: ${String(errors[0])}`);
  }
  throw new Error(`${url}: a part of the page was still loading after three renders`);
}
