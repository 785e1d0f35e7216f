import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composePrerenderedPage, PAGE_HEAD_SCRIPT } from '../src/index.ts';
import { languageCookieOf, prerenderedPageProblems, siteFileFor } from '../src/node/index.ts';
import { tempDir } from './helpers.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <!-- wl-tenant-head -->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"><!-- wl-boot-shell --></div>
  </body>
</html>`;

describe('a prerendered page', () => {
  const page = {
    route: '/live',
    language: 'TY',
    languages: ['EN', 'TY'],
    html: '<link rel="preload" as="image" href="/tenant/logo.svg"/><div class="sc-a b">Live</div>',
    styles: '<style data-styled="active">.b{color:red}</style>',
  };
  const html = composePrerenderedPage(INDEX, page);

  it('has the page in #root, marked with its route, instead of the boot shell', () => {
    expect(html).toContain('<div id="root" data-wl-page="/live"><div class="sc-a b">Live</div></div>');
    expect(html).not.toContain('wl-boot-shell');
  });

  it('has its styles, meta, head script and the image preloads in the head', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta name="wl-page" content="TY /live EN,TY">');
    expect(head).toContain(`<script>${PAGE_HEAD_SCRIPT}</script>`);
    expect(head).toContain('<style data-styled="active">.b{color:red}</style>');
    expect(head).toContain('<link rel="preload" as="image" href="/tenant/logo.svg"/>');
    // The meta comes before the script that reads it.
    expect(head.indexOf('name="wl-page"')).toBeLessThan(head.indexOf('<script>'));
  });

  it('fetches and starts the app from the head script after the first paint, behind what paints', () => {
    const withPreload = composePrerenderedPage(
      INDEX.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/framework.js">\n</head>'),
      page,
    );
    // No rel yet: nothing is fetched before the head script gives it one, when it starts the app.
    expect(withPreload).not.toContain('<link rel="modulepreload"');
    expect(withPreload).not.toContain('<script type="module"');
    expect(withPreload).toContain(
      '<link data-wl-modulepreload fetchpriority="low" crossorigin href="/assets/index-abc.js" data-wl-entry>',
    );
    expect(withPreload).toContain(
      '<link data-wl-modulepreload fetchpriority="low" crossorigin href="/assets/framework.js">',
    );
    expect(PAGE_HEAD_SCRIPT).toContain(
      'd.querySelectorAll("link[data-wl-modulepreload]").forEach(function(k){k.rel="modulepreload"})',
    );
  });

  it('names the requests its head script sends, before the script, as JSON no markup can end', () => {
    const early = {
      requests: [{ url: '/wps/system/status?x=</script>', headers: { Merchant: 'M1' } }],
      token: 'Authorization',
      deviceId: 'X-Device-Id',
      deviceIdKey: 'SHELL_deviceId',
    };
    const head = composePrerenderedPage(INDEX, { ...page, early }).split('</head>')[0]!;
    const json = /<script type="application\/json" id="wl-early">(.*?)<\/script>/.exec(head)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json!)).toEqual(early);
    expect(head.indexOf('id="wl-early"')).toBeLessThan(head.indexOf('<script>'));
    // A page without first calls has none.
    expect(html).not.toContain('id="wl-early"');
  });

  it('refuses an index.html without the app root', () => {
    expect(() =>
      composePrerenderedPage('<html><head></head><body><div id="app"></div></body></html>', page),
    ).toThrow(/no <div id="root">/);
  });
});

/** Run the head script against a page at `url` with the given storage; the attributes and cookie it set. */
function runHeadScript(
  url: string,
  meta: string | null,
  stored: { token?: string; lang?: string } = {},
): { session: boolean; stale: boolean; cookie: string } {
  const attributes = new Set<string>();
  let cookie = '';
  const document = {
    documentElement: { setAttribute: (name: string) => attributes.add(name) },
    querySelector: () => (meta === null ? null : { content: meta }),
    set cookie(value: string) {
      cookie = value;
    },
  };
  const { pathname, search } = new URL(url, 'https://site.example');
  const storage = (values: Record<string, string | undefined>) => ({
    getItem: (k: string) => values[k] ?? null,
  });
  // No frame and no timer here: the app's start (after the first paint) is the browser journeys' to check.
  new Function(
    'document',
    'location',
    'sessionStorage',
    'localStorage',
    'window',
    'setTimeout',
    PAGE_HEAD_SCRIPT,
  )(
    document,
    { pathname, search },
    storage({ token: stored.token }),
    storage({ lang: stored.lang }),
    {},
    () => 0,
  );
  return { session: attributes.has('data-wl-session'), stale: attributes.has('data-wl-stale'), cookie };
}

describe("a prerendered page's head script", () => {
  const meta = 'EN /live EN,TY';

  it('marks a session found in storage or handed over in the query', () => {
    expect(runHeadScript('/live', meta, { token: 't' }).session).toBe(true);
    expect(runHeadScript('/live?token=t', meta).session).toBe(true);
    expect(runHeadScript('/live', meta).session).toBe(false);
  });

  it('keeps the HTML for its own route, with or without a trailing slash, and with neutral parameters', () => {
    expect(runHeadScript('/live', meta).stale).toBe(false);
    expect(runHeadScript('/live/', meta).stale).toBe(false);
    expect(runHeadScript('/live?affiliateCode=A1&utm_source=x', meta).stale).toBe(false);
    expect(runHeadScript('/live', meta, { lang: 'EN' }).stale).toBe(false);
    // A stored language the tenant does not offer: the app starts in the default, which the HTML is.
    expect(runHeadScript('/live', meta, { lang: 'VN' }).stale).toBe(false);
  });

  it('marks the HTML stale for another route, a query that changes the page, or another stored language', () => {
    expect(runHeadScript('/rng', meta).stale).toBe(true);
    expect(runHeadScript('/live?vassalage=EVO', meta).stale).toBe(true);
    expect(runHeadScript('/live', meta, { lang: 'TY' }).stale).toBe(true);
  });

  it('copies the stored language into the cookie the server picks the file by', () => {
    expect(runHeadScript('/live', meta, { lang: 'TY' }).cookie).toBe(
      'wl_lang=TY;path=/;max-age=31536000;samesite=lax',
    );
    expect(runHeadScript('/live', meta).cookie).toBe('');
  });

  it('does nothing on a page without the meta (the app shell)', () => {
    expect(runHeadScript('/member', null, { token: 't', lang: 'TY' })).toEqual({
      session: true,
      stale: false,
      cookie: 'wl_lang=TY;path=/;max-age=31536000;samesite=lax',
    });
  });
});

describe('which file answers a path', () => {
  const root = tempDir('wl-site-');
  for (const file of [
    'index.html',
    '200.html',
    'live/index.html',
    '_lang/TY/index.html',
    '_lang/TY/live/index.html',
    'agent/index.html',
    'agent/200.html',
    'agent/_lang/TY/index.html',
    'assets/app.js',
  ]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), file);
  }

  it('answers a public page in the default language, or in the cookie’s', () => {
    expect(siteFileFor(root, '/')).toBe('index.html');
    expect(siteFileFor(root, '/live')).toBe('live/index.html');
    expect(siteFileFor(root, '/live/')).toBe('live/index.html');
    expect(siteFileFor(root, '/', 'TY')).toBe('_lang/TY/index.html');
    expect(siteFileFor(root, '/live', 'TY')).toBe('_lang/TY/live/index.html');
    expect(siteFileFor(root, '/live', 'EN')).toBe('live/index.html');
    expect(siteFileFor(root, '/live', '../..')).toBe('live/index.html');
  });

  it('answers files, the agent app, and the app shell for every other route', () => {
    expect(siteFileFor(root, '/assets/app.js')).toBe('assets/app.js');
    expect(siteFileFor(root, '/assets/missing.js')).toBeUndefined();
    expect(siteFileFor(root, '/agent')).toBe('agent/index.html');
    expect(siteFileFor(root, '/agent/', 'TY')).toBe('agent/_lang/TY/index.html');
    expect(siteFileFor(root, '/agentHome/team', 'TY')).toBe('agent/200.html');
    expect(siteFileFor(root, '/agent/agentHome')).toBe('agent/200.html');
    expect(siteFileFor(root, '/member/securityCenter')).toBe('200.html');
    expect(siteFileFor(root, '/login', 'TY')).toBe('200.html');
  });

  it('reads the language cookie', () => {
    expect(languageCookieOf('a=1; wl_lang=TY; b=2')).toBe('TY');
    expect(languageCookieOf(undefined)).toBeUndefined();
  });
});

describe('the check of a built site’s prerendered pages', () => {
  const htmlLang = (l: string) => (l === 'TY' ? 'th' : 'en');
  const page = (route: string, lang: string, body: string) =>
    `<!doctype html><html lang="${lang}"><head></head><body><div id="root" data-wl-page="${route}">${body}</div></body></html>`;
  const full =
    '<main><h1>Live casino</h1><p>Real dealers, streamed live around the clock, all day.</p></main>';
  const site = (files: Record<string, string>) => {
    const root = tempDir('wl-pages-');
    for (const [file, html] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), html);
    }
    return root;
  };

  it('passes complete pages in every language', () => {
    const root = site({
      'live/index.html': page('/live', 'en', full),
      '_lang/TY/live/index.html': page('/live', 'th', full),
    });
    expect(prerenderedPageProblems(root, ['/live'], ['EN', 'TY'], 'EN', htmlLang)).toEqual([]);
  });

  it('names a page whose root is empty, a missing page, a part left to the browser and a wrong language', () => {
    const root = site({
      'live/index.html': page('/live', 'en', ''),
      'rng/index.html': page('/rng', 'th', `${full}<!--$!--><template></template><!--/$-->`),
    });
    const problems = prerenderedPageProblems(root, ['/live', '/rng', '/fish'], ['EN'], 'EN', htmlLang);
    expect(problems).toEqual([
      expect.stringMatching(/live\/index\.html: #root has no page/),
      expect.stringMatching(/rng\/index\.html: a part is left for the browser/),
      expect.stringMatching(/rng\/index\.html: <html lang> is not en/),
      expect.stringMatching(/fish\/index\.html: missing/),
    ]);
  });
});
