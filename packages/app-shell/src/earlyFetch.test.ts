import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyFetch } from './earlyFetch.ts';

const URL_SENT = '/wps/system/status';
const absolute = new URL(URL_SENT, window.location.href).href;

describe('earlyFetch', () => {
  afterEach(() => {
    delete window.__wlFetch;
    vi.unstubAllGlobals();
  });

  it("takes the head script's answer once, for the same URL and session token", async () => {
    const sent = vi.fn(() => Promise.resolve(new Response('{"late":true}')));
    vi.stubGlobal('fetch', sent);
    const early = new Response('{"early":true}');
    window.__wlFetch = { [absolute]: [Promise.resolve(early), ''] };
    expect(await earlyFetch(URL_SENT, { method: 'GET', headers: {} })).toBe(early);
    expect(sent).not.toHaveBeenCalled();
    // Asked again (a refetch): sent.
    await earlyFetch(URL_SENT, { method: 'GET', headers: {} });
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('sends a request whose session token is not the one the head script sent', async () => {
    const sent = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', sent);
    window.__wlFetch = { [absolute]: [Promise.resolve(new Response('{}')), ''] };
    await earlyFetch(URL_SENT, { method: 'GET', headers: { Authorization: 'tok' } });
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("gives up the early answer at the client's timeout", async () => {
    window.__wlFetch = { [absolute]: [new Promise<Response>(() => undefined), ''] };
    const timeout = new AbortController();
    const answer = earlyFetch(URL_SENT, { method: 'GET', headers: {}, signal: timeout.signal });
    timeout.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(answer).rejects.toThrow('timed out');
  });
});
