import { describe, expect, it } from 'vitest';
import { sanitizeHelpHtml, withoutRepeatedTitle } from './Help.tsx';

describe('help centre content', () => {
  it('removes scripts, handlers, javascript: links, forms, styles and ids from the platform HTML', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="steal()"><a href="javascript:steal()">x</a>' +
      '<form><input name="password"></form><p style="position:fixed" id="term">t</p><a href="/help#term">ok</a>';
    const clean = sanitizeHelpHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<form|<input|style=|id=/);
    expect(clean).toContain('<a href="/help#term">ok</a>');
    expect(clean).toContain('Hi');
  });

  it('drops an opening heading that repeats the topic title, and only that', () => {
    expect(withoutRepeatedTitle('<section><h2>Terms</h2><p>a</p></section>', 'Terms')).toBe(
      '<section><p>a</p></section>',
    );
    expect(withoutRepeatedTitle('<h2>Other</h2><p>a</p>', 'Terms')).toBe('<h2>Other</h2><p>a</p>');
  });
});
