import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { PlatformHtml, sanitizePlatformHtml } from './PlatformHtml.tsx';

/** Payloads a hostile or careless back-office user could put into a notice, a message or a help topic. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(1)">',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">prize</a>',
  '<a href="  JaVaScRiPt:alert(1)">prize</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">prize</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="https://evil.example"><input name="password"><button>Log in</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<div onclick="alert(1)" onmouseover="alert(1)">hover</div>',
  '<body onload="alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<img id="token" name="location" src="/a.png">',
  '<p style="background:url(javascript:alert(1))">x</p>',
];

describe('platform HTML', () => {
  it.each(PAYLOADS)('keeps no script, handler, javascript: link, frame or form from %s', (payload) => {
    const clean = sanitizePlatformHtml(`<p>Weekend bonus</p>${payload}`).toLowerCase();
    expect(clean).toContain('<p>weekend bonus</p>');
    expect(clean).not.toMatch(/<script|<iframe|<object|<embed|<form|<input|<button|<meta|<base|<style/);
    expect(clean).not.toMatch(/\son[a-z]+\s*=/);
    expect(clean).not.toMatch(/javascript:|data:text\/html/);
    expect(clean).not.toMatch(/\s(id|name)=/);
  });

  it('keeps the formatting merchants use: headings, lists, links, images, tables and inline styles', () => {
    const html =
      '<h2>Rules</h2><ul><li><strong>Bet</strong> 5 times</li></ul><a href="https://goldcasino.example/t" target="_blank">terms</a>' +
      '<img src="https://cdn.example/b.png" alt="Banner"><table><tr><td>1</td></tr></table><p style="color: red">hot</p>';
    const { container } = render(<PlatformHtml html={html} />);
    expect(container.querySelector('h2')).toHaveTextContent('Rules');
    expect(container.querySelector('li strong')).toHaveTextContent('Bet');
    expect(container.querySelector('img')).toHaveAttribute('alt', 'Banner');
    expect(container.querySelector('td')).toHaveTextContent('1');
    expect(container.querySelector('p')).toHaveStyle({ color: 'rgb(255, 0, 0)' });
    // A link that opens a window cannot reach back to the site.
    expect(container.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops inline styles where the site sets the type (help topics), and renders nothing for nothing', () => {
    expect(sanitizePlatformHtml('<p style="font-size: 40px">x</p>', { allowStyles: false })).toBe('<p>x</p>');
    const { container } = render(<PlatformHtml html="<script>alert(1)</script>" />);
    expect(container).toBeEmptyDOMElement();
  });
});
