import { BOOT_SHELL_MARKER } from './html.ts';

/**
 * A prerendered page's `<meta name="wl-page" content="<language> <route> <languages>">`: the language and route the
 * HTML was rendered for, and the tenant's languages (docs/decisions/0010-prerendered-first-screen.md).
 */
export const PAGE_META_NAME = 'wl-page';

/** The cookie that names the visitor's language, so the server can answer with that language's file. */
export const LANGUAGE_COOKIE = 'wl_lang';

/** Query parameters that do not change the first render (an agent's link, a session handed over, campaigns). */
export const NEUTRAL_QUERY = /^(affiliateCode|referralCode|r|token|utm_[a-z]+|gclid|fbclid)$/;

/** The id of a page's `<script type="application/json">` naming the requests its head script sends. */
export const EARLY_REQUESTS_ID = 'wl-early';

/** The CSS custom property on `<html>` that holds the home's first banner (`url(...)`) once the head script has it. */
export const FIRST_BANNER_PROPERTY = '--wl-first-banner';

/**
 * The CSS custom property on `<html>` that holds the image of card `index` of a category page's first lane
 * (`url(...)`) once the head script has it: one per category, so another category's page never shows them.
 */
export const firstCardProperty = (category: string, index: number): string =>
  `--wl-first-card-${category}-${index}`;

/**
 * The requests a prerendered page sends from its head, before the framework has loaded (docs/decisions/0010): the
 * page's first calls as the app's client sends them for a guest; the script adds the session token and the browser
 * id from storage, as the client does.
 */
export type EarlyRequests = {
  /** `cache`: the session-storage key under which the app keeps the answer (a call it asks once a visit). */
  requests: { url: string; headers: Record<string, string>; cache?: string }[];
  /** The header names of the session token and of the browser id, and the storage key of the browser id. */
  token: string;
  deviceId: string;
  deviceIdKey: string;
  /**
   * The home's first banner: the indexes in `requests` of the notices (its `banners`) and of the site's status
   * (its `imageCDNs`).
   */
  banner?: [notices: number, status: number];
  /**
   * A category page's first lane (GameListCenter): the indexes in `requests` of the vendors (its lane titled
   * `category`, whose first card is the first vendor) and of the site's status (its `imageCDNs`), and that vendor's
   * game list, a request whose URL has `vendor` where the vendor's code goes. The images of its first `cards` games
   * are painted in the lane's skeletons (`firstCardProperty`).
   */
  lane?: {
    vendors: number;
    status: number;
    category: string;
    list: { url: string; headers: Record<string, string> };
    vendor: string;
    cards: number;
  };
};

/** A module preload the head script starts with the app (it has no rel until then): the page paints first. */
export const DEFERRED_MODULE_ATTRIBUTE = 'data-wl-modulepreload';

/**
 * The one inline script of a prerendered page, in its head, run before the body is parsed (its hash is in each
 * tenant's Content-Security-Policy):
 * - a session in storage (or handed over in `?token=`) marks `<html data-wl-session>`, so the header shows its
 *   account skeleton, not the guest's buttons, until the app has read the session;
 * - the stored language is copied into the `wl_lang` cookie, which the site's server uses to answer with that
 *   language's file on the next visit;
 * - a page that is not the one the HTML shows (a query that changes it, another path, a stored language other than
 *   the file's) marks `<html data-wl-stale>`: the HTML stays hidden and the app renders the page itself;
 * - a select changed before the app has loaded is noted in `window.__wlEarly` (@wl/ui's recordEarlyChanges takes it
 *   over), so a language chosen at once is not lost; and the last button tapped before React has the page
 *   (`html[data-wl-react]`, its first commit) in `window.__wlClick`, which the app taps again once it has
 *   (@wl/app-shell's showRenderedPage); React does not see that tap (a tap on a root still hydrating can be lost,
 *   or taken twice with the tap again); a form the app did not take (sent before the first commit, or on a part React
 *   could not hydrate at once) is not sent by the browser (its fields would go into the address, a password too): its
 *   button's tap again sends it through the app.
 */
export const PAGE_HEAD_SCRIPT =
  '(function(d){var W=0;try{var e=d.documentElement,m=d.querySelector(\'meta[name="wl-page"]\'),p=m?m.content.split(" "):[],' +
  's=sessionStorage.getItem("token"),q=location.search.slice(1).split("&").filter(Boolean),' +
  'l=localStorage.getItem("lang"),h=location.pathname.replace(/\\/+$/,"")||"/";' +
  'if(s||/(^|&)token=/.test(location.search.slice(1)))e.setAttribute("data-wl-session","");' +
  'if(l)d.cookie="wl_lang="+encodeURIComponent(l)+";path=/;max-age=31536000;samesite=lax";' +
  'if(p.length===3&&(h!==p[1]||(l&&l!==p[0]&&p[2].split(",").indexOf(l)>=0)||q.some(function(x){' +
  `return !${String(NEUTRAL_QUERY)}.test(decodeURIComponent(x.split("=")[0]))})))e.setAttribute("data-wl-stale","")` +
  ';var n=function(v){var t=v.target;if(t&&t.tagName==="SELECT")(window.__wlEarly=window.__wlEarly||[]).push([t,t.value])};' +
  'd.addEventListener("input",n,true);d.addEventListener("change",n,true);' +
  'd.addEventListener("click",function(v){var b=v.target&&v.target.closest&&v.target.closest("button");' +
  'if(b&&!e.hasAttribute("data-wl-react")){window.__wlClick=[b,(b.closest("header,nav,main,aside,footer")||e).tagName];v.stopPropagation()}},true);' +
  // A form the app did not take (every form of the app stops the browser's own submit): not sent by the browser; its
  // button is tapped again once the page is hydrated (before React's first commit, the tap noted above is).
  'window.addEventListener("submit",function(v){if(v.defaultPrevented)return;v.preventDefault();' +
  'if(e.hasAttribute("data-wl-react")&&v.submitter&&window.__wlTapAgain)window.__wlTapAgain(v.submitter)});' +
  // The page's first calls, sent now (docs/decisions/0010): the app's client takes their answers (earlyFetch).
  `var j=d.getElementById("${EARLY_REQUESTS_ID}");if(j&&!e.hasAttribute("data-wl-stale")){` +
  'var c=JSON.parse(j.textContent),F=window.__wlFetch={},i=localStorage.getItem(c.deviceIdKey);' +
  'if(!i){i=crypto.randomUUID();localStorage.setItem(c.deviceIdKey,i)}' +
  // A call the app asks once a visit and has kept in session storage is read from there: the app reads it too.
  'var Q=function(r,u){var h=r.headers;h[c.deviceId]=i;if(s)h[c.token]=s;' +
  'var f=fetch(u,{headers:h});F[new URL(u,location.href).href]=[f,s||""];' +
  'return f.then(function(x){return x.ok?x.clone().json():{}})},' +
  'P=c.requests.map(function(r){var k=r.cache&&sessionStorage.getItem(r.cache);' +
  'return k?Promise.resolve({value:JSON.parse(k)}):Q(r,r.url)});' +
  // The page's largest paint: the home's first banner (HomePage's rule: the first of group w_home), or the first
  // games of a category page's first vendor (GameListCenter's), on an image host picked at random once a page
  // (imageUrl, pickHost), asked for now and painted as their places' backgrounds before the app has loaded.
  // The app waits for the first (W) until it has painted, at most 1 s: the framework's evaluation is a long task, and
  // an image that arrives during it paints only after it.
  'if(c.banner||c.lane){W=1;var G=function(){if(W){W=0;S()}};setTimeout(G,1000);' +
  'var U=function(u,H){if(u&&!/^(https?:|data:|blob:)/.test(u)&&H.length){var r=window.__wlRandom;' +
  'if(r==null)r=window.__wlRandom=Math.random();' +
  'u=H[Math.min(H.length-1,Math.floor(r*H.length))].replace(/\\/$/,"")+(u[0]==="/"?"":"/")+u}return u},' +
  // Painted: the browser's largest-paint entry for the image, known once the frame is on screen (a frame alone is
  // not: the framework's evaluation then started before the paint was shown). 300 ms after the image where no such
  // entry comes (another element is larger, or the visitor has tapped), at once where the image failed.
  'V=function(u,p,g){if(g){var l=d.createElement("link");l.rel="preload";l.as="image";l.href=u;l.fetchPriority="high";' +
  'try{new PerformanceObserver(function(o){o.getEntries().forEach(function(x){if(x.url===l.href)setTimeout(G)})})' +
  '.observe({type:"largest-contentful-paint",buffered:true})}catch(y){}' +
  'l.onload=function(){setTimeout(G,300)};l.onerror=G;d.head.appendChild(l)}' +
  `e.style.setProperty(p,'url("'+u.replace(/["\\\\]/g,"\\\\$&")+'")')},` +
  'H=function(a){return(a.value||{}).imageCDNs||[]};' +
  'if(c.banner)Promise.all(P).then(function(a){var b=((a[c.banner[0]].value||{}).banners||[]).filter(function(x){' +
  `return x.groupName==="w_home"})[0],u=U(b&&b.url,H(a[c.banner[1]]));if(!u)return G();V(u,"${FIRST_BANNER_PROPERTY}",1)}).catch(G);` +
  'var L=c.lane;if(L)Promise.all([P[L.vendors],P[L.status]]).then(function(a){' +
  'var v=(((a[0].value||{}).data||{}).lanes||[]).filter(function(x){return x.title===L.category})[0],' +
  'g=v&&(v.cards||[])[0];if(!g||!g.vassalage)return G();' +
  'return Q(L.list,L.list.url.split(L.vendor).join(encodeURIComponent(g.vassalage))).then(function(o){var n=0;' +
  '((o.value||{}).list||[]).slice(0,L.cards).forEach(function(x,k){' +
  `var u=U(x.showIcon!=null?x.showIcon:x.iconUrl,H(a[1]));if(u)V(u,"${firstCardProperty('"+L.category+"', 0).replace(/0$/, '"+k')},!n++)});` +
  'if(!n)G()})}).catch(G)}}' +
  // The app starts after the page's first paint (and the first banner's, W): its module preloads are given their rel
  // only now (DEFERRED_MODULE_ATTRIBUTE), so a phone paints the HTML before it fetches the app and spends seconds
  // evaluating the framework (at most 500 ms later where no frame comes: a page opened in the background), and never
  // before the document is parsed. Outside the try: whatever failed above, the app starts.
  '}catch(x){}var S=function(){if(S.d||W)return;if(d.readyState==="loading")return d.addEventListener("DOMContentLoaded",S);' +
  `S.d=1;d.querySelectorAll("link[${DEFERRED_MODULE_ATTRIBUTE}]").forEach(function(k){k.rel="modulepreload"});` +
  'var k=d.querySelector("link[data-wl-entry]");if(k){' +
  'var t=d.createElement("script");t.type="module";t.crossOrigin="";t.src=k.href;d.head.appendChild(t)}};' +
  'if(window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(S)});setTimeout(S,500)' +
  '})(document)';

/** Hides a stale page's HTML until the app has rendered the page the visitor asked for. */
const STALE_STYLE = 'html[data-wl-stale] #root{visibility:hidden}';

export type PrerenderedPage = {
  /** The route the HTML shows (`/`, `/live`…). */
  route: string;
  /** The platform language code it is written in (EN, TY). */
  language: string;
  /** Every language the tenant offers. */
  languages: readonly string[];
  /** The markup of `#root`. */
  html: string;
  /** The `<style>` tags of the rules the markup uses. */
  styles: string;
  /** The requests its head script sends before the app has loaded. */
  early?: EarlyRequests;
};

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A prerendered page from a tenant-neutral index.html (before branding: `brandIndexHtml` runs on the result): the
 * page's markup in `#root` instead of the boot shell, its styles, meta and head script in the head (`setHtmlLang` after
 * branding gives `<html lang>` its language). The preload links React writes for high-priority images move into the head.
 */
export function composePrerenderedPage(indexHtml: string, page: PrerenderedPage): string {
  // The app's root, empty or holding the boot-shell marker.
  const root = new RegExp(`<div id="root">(${BOOT_SHELL_MARKER})?</div>`);
  if (!root.test(indexHtml))
    throw new Error('index.html has no <div id="root"> to put the prerendered page in');
  const preloads: string[] = [];
  const body = page.html.replace(/^(<link rel="preload"[^>]*\/?>)+/, (links) => {
    preloads.push(...(links.match(/<link[^>]*>/g) ?? []));
    return '';
  });
  const head = [
    `<meta name="${PAGE_META_NAME}" content="${escapeAttr(`${page.language} ${page.route} ${page.languages.join(',')}`)}">`,
    // JSON in a script element: `<` written as its escape, so no `</script>` can end it.
    ...(page.early
      ? [
          `<script type="application/json" id="${EARLY_REQUESTS_ID}">${JSON.stringify(page.early).replace(/</g, '\\u003c')}</script>`,
        ]
      : []),
    `<script>${PAGE_HEAD_SCRIPT}</script>`,
    `<style>${STALE_STYLE}</style>`,
    ...preloads,
    page.styles,
  ].join('\n    ');
  return (
    indexHtml
      .replace(root, () => `<div id="root" data-wl-page="${escapeAttr(page.route)}">${body}</div>`)
      .replace(/<\/head>/i, () => `  ${head}\n  </head>`)
      // The page paints from its HTML: the app's scripts come behind the stylesheet, the fonts and the images.
      .replace(
        /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
        '<$1 fetchpriority="low"',
      )
      // The entry is started by the head script after the first paint (PAGE_HEAD_SCRIPT): fetched now, run then.
      .replace(
        /<script type="module"([^>]*) src="([^"]+)"><\/script>/,
        (_, attributes: string, src: string) =>
          `<link rel="modulepreload"${attributes} href="${src}" data-wl-entry>`,
      )
      // The page fetches the app once it has painted (on the home, once its first banner has): on a slow line the
      // app's 200 KB would share the bandwidth with the stylesheets, the first calls and the banner. The head script
      // gives these links their rel when it starts the app.
      .replace(/<link rel="modulepreload"/g, `<link ${DEFERRED_MODULE_ATTRIBUTE}`)
  );
}
