import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptEarlyLanguage, reportHydrationError } from './hydration.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  delete window.__wlEarly;
  delete window.__wlHydrationErrors;
  vi.restoreAllMocks();
});

/** A prerendered page in `language` whose language select was set to `chosen` before the app started. */
function pageChosenEarly(language: string, chosen: string) {
  document.head.innerHTML = `<meta name="wl-page" content="${language} / EN,TY">`;
  document.body.innerHTML = '<select name="language"><option>EN</option><option>TY</option></select>';
  window.__wlEarly = [[document.querySelector('select')!, chosen]];
}

describe('adoptEarlyLanguage', () => {
  it("stores a language chosen before the app started, with the page's language as the previous one", () => {
    pageChosenEarly('EN', 'TY');
    adoptEarlyLanguage(['EN', 'TY']);
    expect(localStorage.getItem('lang')).toBe('TY');
    expect(localStorage.getItem('hisLang')).toBe('EN');
  });

  it('keeps a stored choice as the previous one, and ignores a language the tenant does not offer', () => {
    localStorage.setItem('lang', 'EN');
    pageChosenEarly('EN', 'VN');
    adoptEarlyLanguage(['EN', 'TY']);
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(localStorage.getItem('hisLang')).toBeNull();
  });
});

describe('reportHydrationError', () => {
  it("names what React recovered from (the error's cause) on the first line, which the journeys keep", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const thrown = new TypeError('Failed to fetch dynamically imported module');
    reportHydrationError(new Error('Minified React error #422', { cause: thrown }), {
      componentStack: '\n  at Lanes',
    });
    expect(window.__wlHydrationErrors).toEqual([
      'Minified React error #422 (cause: Failed to fetch dynamically imported module)',
    ]);
    expect(String(log.mock.calls[0]![0]).split('\n')[0]).toBe(
      '[wl] hydration error: Minified React error #422 (cause: Failed to fetch dynamically imported module)',
    );
  });

  it('a mismatch (no cause) is logged as React words it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    reportHydrationError(new Error("Hydration failed because the server rendered text didn't match"), {});
    expect(window.__wlHydrationErrors).toEqual([
      "Hydration failed because the server rendered text didn't match",
    ]);
  });
});
