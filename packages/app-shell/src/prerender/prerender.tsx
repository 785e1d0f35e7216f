// The build-time render of an app's public pages (docs/decisions/0010-prerendered-first-screen.md), shared by both
// apps' prerender entries (`vite build --ssr`). Server only: never imported by the browser's build.
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { areaNamespaces, loadLanguage, type Language, type LanguageBundle } from '@wl/i18n';
import type { EarlyRequests, PublicTenantConfig } from '@wl/tenant';
import { AppProviders, type AppContext } from '../AppProviders.tsx';
import { earlyRequestsOf, type FirstCalls } from './earlyCalls.ts';

export type Prerendered = {
  /** The markup of #root. */
  html: string;
  /** styled-components' `<style data-styled>` tags of every rule the markup uses. */
  styles: string;
  /** The page's first calls as requests its head script sends before the app has loaded. */
  early?: EarlyRequests;
};

export type PrerenderApp = {
  routes: RouteObject[];
  /** The app's context, made as its main.tsx makes it, in the given language. */
  createContext(tenant: PublicTenantConfig, strings: LanguageBundle, language: Language): AppContext;
  /** What the app puts between its providers and its router (the agent app's platform gate). */
  wrap?: (router: ReactNode) => ReactNode;
  /**
   * The calls a page makes first, which its head script sends before the framework has loaded (the home's banners:
   * its largest paint waits for their answer).
   */
  firstCalls?: (url: string, tenant: PublicTenantConfig, language: Language) => FirstCalls | undefined;
};

/**
 * One context per app, tenant and language, shared by its pages: a render reads the store and strings and changes
 * neither (no effect runs on the server, so no call is made), and making the store and i18n is a good part of a page's
 * render time.
 */
const contexts = new WeakMap<PrerenderApp, Map<string, Promise<AppContext>>>();

function contextFor(
  app: PrerenderApp,
  tenant: PublicTenantConfig,
  strings: LanguageBundle,
  language: Language,
): Promise<AppContext> {
  let byTenant = contexts.get(app);
  if (!byTenant) contexts.set(app, (byTenant = new Map()));
  const key = `${JSON.stringify(tenant)}|${language}`;
  let context = byTenant.get(key);
  if (!context) {
    const made = app.createContext(tenant, strings, language);
    context = made.i18n.loadNamespaces(areaNamespaces).then(() => made);
    byTenant.set(key, context);
  }
  return context;
}

/** A Suspense boundary left pending (`<!--$?-->`) or to be rendered by the browser (`<!--$!-->`). */
const UNFINISHED = /<!--\$[?!]-->/;

/**
 * Render one public page as a guest who has no platform answer yet: the shell, and the skeletons of what the
 * platform fills in. The HTML is complete and has no script: every lazy part (route areas, the footer, strings) is
 * loaded first (a first render waits for them), then the page is rendered in one pass.
 */
export async function prerenderRoute(
  app: PrerenderApp,
  url: string,
  tenant: PublicTenantConfig,
  language: Language,
): Promise<Prerendered> {
  const strings = await loadLanguage(language);
  const handler = createStaticHandler(app.routes);
  const page = (
    context: AppContext,
    router: ReturnType<typeof createStaticRouter>,
    result: StaticHandlerContext,
  ) => {
    const routed = <StaticRouterProvider router={router} context={result} hydrate={false} />;
    return (
      <StrictMode>
        <AppProviders context={context}>{app.wrap ? app.wrap(routed) : routed}</AppProviders>
      </StrictMode>
    );
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    const context = await contextFor(app, tenant, strings, language);
    const result = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
    if (result instanceof Response)
      throw new Error(`${url}: the route answered ${result.status}, not a page`);
    if (result.errors) throw new Error(`${url}: the route failed: ${JSON.stringify(result.errors)}`);
    const router = createStaticRouter(handler.dataRoutes, result);
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(page(context, router, result)));
      if (!UNFINISHED.test(html)) {
        const first = app.firstCalls?.(url, tenant, language);
        const early = first ? await earlyRequestsOf(first, tenant, language) : undefined;
        return { html, styles: sheet.getStyleTags(), ...(early ? { early } : {}) };
      }
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
