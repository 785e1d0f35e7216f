import { afterEach, describe, expect, it } from 'vitest';
import { adoptEarlyLanguage } from './hydration.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  delete window.__wlEarly;
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
