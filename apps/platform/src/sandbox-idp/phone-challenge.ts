/**
 * The phone-verification provider's challenge page (development and tests only, mounted with the sandbox identity
 * providers): the reference platform plays a provider (Firebase with reCAPTCHA at the real one) that doubts a request
 * and asks for a human check before it texts a code (docs/platform/phone-verification.md). The site opens
 * `GET /sandbox-phone/challenge?c=<challenge id>&redirect_uri=<site>/oauth-callback.html&state=<state>` in a popup;
 * the tester presses "I am not a robot" (or Cancel), and the page sends the popup on to the site's callback page with
 * the state and a signed, single-use, short-lived challenge token as `code` (or `error=access_denied`). The callback
 * page hands them to its opener on the site's origin only (the third-party login's mechanism). Plain HTML form, no
 * script: it works with a keyboard and a screen reader, and at 360 px.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Platform } from '../context.ts';
import { openChallenge, passChallenge } from '../areas/session/phone-verification.ts';
import { callbackAllowed } from '../areas/session/third-party.ts';
import { escapeHtml, listenBase } from './sandbox-idp.ts';
import { sendPage } from './page.ts';

const PHONE_CHALLENGE_PATH = '/sandbox-phone/challenge';
const STATE = /^[A-Za-z0-9_-]{8,200}$/;

type Params = { c?: string; redirect_uri?: string; state?: string; decision?: string };

function page(fields: { c: string; redirectUri: string; state: string }, recipient: string): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Security check - Phone verification (sandbox)</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 1rem; color: #1a1a1a; background: #f4f4f6; }
main { max-width: 24rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 8px; }
.actions { display: flex; gap: .75rem; margin-top: 1.25rem; }
button { flex: 1; font: inherit; padding: .7rem; border-radius: 4px; border: 1px solid #333; background: #fff; cursor: pointer; }
button[value=done] { background: #1a56db; color: #fff; border-color: #1a56db; }
button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Phone verification (sandbox)</h1>
<p>A test check before the code is texted to ${escapeHtml(recipient)}: confirm that you are a person.</p>
<form method="post" action="${PHONE_CHALLENGE_PATH}">
${hidden('c', fields.c)}
${hidden('redirect_uri', fields.redirectUri)}
${hidden('state', fields.state)}
<div class="actions">
<button type="submit" name="decision" value="done">I am not a robot</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</div>
</main>
</body>
</html>`;
}

const GONE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Security check expired</title><main><p>This check has expired or is not valid. Close the window and send the code again.</p></main></html>';

/** Mounts the challenge page; answers the function that builds its URL for a challenge id (send's refusal). */
export function mountPhoneChallenge(app: FastifyInstance, p: Platform): (challengeId: string) => string {
  /** The challenge and the callback page it may go back to, or undefined (expired, forged, a page not the site's). */
  async function checked(q: Params) {
    const c = typeof q.c === 'string' ? q.c.slice(0, 2048) : '';
    const redirectUri = typeof q.redirect_uri === 'string' ? q.redirect_uri : '';
    const state = typeof q.state === 'string' ? q.state : '';
    if (!c || !STATE.test(state)) return undefined;
    const challenge = await openChallenge(p, c);
    if (!challenge) return undefined;
    const domains = [challenge.tenant.config.mainDomain, ...challenge.tenant.config.domainList].map((d) =>
      d.toLowerCase(),
    );
    if (!callbackAllowed(domains, redirectUri)) return undefined;
    return { challenge, fields: { c, redirectUri, state } };
  }

  void app.register(async (scope) => {
    scope.get(PHONE_CHALLENGE_PATH, async (req: FastifyRequest<{ Querystring: Params }>, reply) => {
      const ok = await checked(req.query);
      if (!ok) return sendPage(reply, 400, GONE);
      return sendPage(reply, 200, page(ok.fields, ok.challenge.recipient));
    });
    // The form arrives parsed by the platform's urlencoded parser (app.ts).
    scope.post(PHONE_CHALLENGE_PATH, async (req: FastifyRequest<{ Body: Params | undefined }>, reply) => {
      const ok = await checked(req.body ?? {});
      if (!ok) return sendPage(reply, 400, GONE);
      const back = new URL(ok.fields.redirectUri);
      back.searchParams.set('state', ok.fields.state);
      if (req.body?.decision === 'done') back.searchParams.set('code', await passChallenge(p, ok.challenge));
      else back.searchParams.set('error', 'access_denied');
      return reply
        .header('cache-control', 'no-store')
        .header('cross-origin-opener-policy', 'unsafe-none')
        .redirect(back.toString(), 303);
    });
  });

  return (challengeId) =>
    `${listenBase(app) ?? ''}${PHONE_CHALLENGE_PATH}?${new URLSearchParams({ c: challengeId }).toString()}`;
}
