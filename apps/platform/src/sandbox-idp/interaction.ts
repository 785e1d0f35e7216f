/**
 * The sandbox providers' sign-in and consent page (one step): the tester types an e-mail (Google sandbox) or a display
 * name (LINE sandbox) and allows or refuses. Plain HTML forms, labelled fields, no script: it works with a keyboard
 * and a screen reader, and at 360 px.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import {
  SANDBOX_PREFIX,
  SANDBOX_PROVIDERS,
  escapeHtml,
  isSandboxProvider,
  sandboxSubject,
  type SandboxAccounts,
  type SandboxProviderId,
} from './sandbox-idp.ts';
import { sendPage } from './page.ts';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/;

type Params = { id: string; uid: string };

function page(id: SandboxProviderId, uid: string, typed: string, error?: string): string {
  const p = SANDBOX_PROVIDERS[id];
  const field =
    p.gives === 'email'
      ? { name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email' }
      : { name: 'name', label: 'Display name', type: 'text', autocomplete: 'nickname' };
  const errorId = 'field-error';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - ${escapeHtml(p.title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 1rem; color: #1a1a1a; background: #f4f4f6; }
main { max-width: 24rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 8px; }
label { display: block; font-weight: 600; margin-top: 1rem; }
input { box-sizing: border-box; width: 100%; font: inherit; padding: .6rem; margin-top: .25rem; border: 1px solid #666; border-radius: 4px; }
.actions { display: flex; gap: .75rem; margin-top: 1.25rem; }
button { flex: 1; font: inherit; padding: .7rem; border-radius: 4px; border: 1px solid #333; background: #fff; cursor: pointer; }
button[value=allow] { background: #1a56db; color: #fff; border-color: #1a56db; }
button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.error { color: #b00020; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(p.title)}</h1>
<p>A test sign-in: no password. The site asks to log you in with your ${p.gives === 'email' ? 'e-mail address and name' : 'display name'}.</p>
<form method="post" action="${SANDBOX_PREFIX}/${id}/interaction/${escapeHtml(uid)}">
<label for="${field.name}">${field.label}</label>
<input id="${field.name}" name="${field.name}" type="${field.type}" autocomplete="${field.autocomplete}" required maxlength="254" value="${escapeHtml(typed)}"${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
${error ? `<p id="${errorId}" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<div class="actions">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="refuse" formnovalidate>Refuse</button>
</div>
</form>
</main>
</body>
</html>`;
}

export function mountInteraction(
  app: FastifyInstance,
  deps: { providerFor(id: SandboxProviderId): Provider | undefined; accounts: SandboxAccounts },
): void {
  const providerOf = (id: string) => (isSandboxProvider(id) ? deps.providerFor(id) : undefined);

  void app.register(async (scope) => {
    // Forms arrive parsed by the platform's urlencoded parser (app.ts).
    scope.get(
      `${SANDBOX_PREFIX}/:id/interaction/:uid`,
      async (req: FastifyRequest<{ Params: Params }>, reply) => {
        const provider = providerOf(req.params.id);
        if (!provider) return reply.code(404).send({ error: 'not_found' });
        try {
          const details = await provider.interactionDetails(req.raw, reply.raw);
          return sendPage(reply, 200, page(req.params.id as SandboxProviderId, details.uid, ''));
        } catch {
          return sendPage(
            reply,
            400,
            '<!doctype html><title>Expired</title><p>This sign-in has expired. Close the window and try again.</p>',
          );
        }
      },
    );

    scope.post(
      `${SANDBOX_PREFIX}/:id/interaction/:uid`,
      async (req: FastifyRequest<{ Params: Params; Body: Record<string, string> | undefined }>, reply) => {
        const id = req.params.id;
        const provider = providerOf(id);
        if (!provider || !isSandboxProvider(id)) return reply.code(404).send({ error: 'not_found' });
        const body = req.body ?? {};
        let details;
        try {
          details = await provider.interactionDetails(req.raw, reply.raw);
        } catch {
          return sendPage(
            reply,
            400,
            '<!doctype html><title>Expired</title><p>This sign-in has expired. Close the window and try again.</p>',
          );
        }
        if (body.decision === 'refuse') {
          reply.raw.removeHeader('cross-origin-opener-policy');
          reply.hijack();
          await provider.interactionFinished(
            req.raw,
            reply.raw,
            { error: 'access_denied', error_description: 'The user refused to share the account' },
            { mergeWithLastSubmission: false },
          );
          return reply;
        }
        const gives = SANDBOX_PROVIDERS[id].gives;
        const typed = (gives === 'email' ? body.email : body.name)?.trim() ?? '';
        const bad =
          gives === 'email'
            ? !EMAIL.test(typed) && 'Enter an e-mail address such as tester@example.com.'
            : (typed.length < 1 || typed.length > 60) && 'Enter a display name of 1 to 60 characters.';
        if (bad) return sendPage(reply, 400, page(id, details.uid, typed, bad));
        const sub = sandboxSubject(id, typed);
        deps.accounts.set(
          sub,
          gives === 'email'
            ? { email: typed.toLowerCase(), name: typed.split('@')[0] ?? typed }
            : { name: typed },
        );
        const clientId = String(details.params.client_id);
        const grant = new provider.Grant({ accountId: sub, clientId });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        reply.raw.removeHeader('cross-origin-opener-policy');
        reply.hijack();
        await provider.interactionFinished(
          req.raw,
          reply.raw,
          { login: { accountId: sub }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
        return reply;
      },
    );
  });
}
