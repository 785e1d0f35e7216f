import { describe, expect, it } from 'vitest';
import { cssVarName, flattenTokens, resolveTheme, themeToCss, tokenVars } from '../src/index.ts';
import { loadTheme } from '../src/node/index.ts';
import { REPO_THEMES } from './helpers.ts';

const resolved = (name: string) => resolveTheme(loadTheme(name, { themesDir: REPO_THEMES }));

describe('themeToCss', () => {
  it('writes color-scheme and one custom property per token into :root', () => {
    const r = resolved('dark');
    const css = themeToCss(r);
    expect(css.startsWith(':root {\n  color-scheme: dark;\n')).toBe(true);
    expect(css).toContain('  --wl-color-bg-canvas: #12151b;\n');
    expect(css).toContain('  --wl-font-size-2xl: 1.5rem;\n');
    expect(css).toContain('  --wl-space-0: 0;\n');
    expect(css).toContain('  --wl-shadow-focus: 0 0 0 3px #f8c851;\n');
    const declarations = css.match(/^ {2}--wl-[\w-]+: [^;]+;$/gm) ?? [];
    expect(declarations).toHaveLength(flattenTokens(r.tokens).size);
    expect(css.slice(css.indexOf('{') + 1), 'no unresolved {reference}').not.toContain('{');
  });

  it('scopes to a selector, so Storybook can show several themes side by side', () => {
    const css = themeToCss(resolved('light'), '[data-theme="light"]');
    expect(css.startsWith('[data-theme="light"] {\n  color-scheme: light;')).toBe(true);
  });

  it('refuses a value that would break out of its declaration', () => {
    const r = resolved('dark');
    r.tokens.radius.md = '4px; } body { display: none';
    expect(() => themeToCss(r)).toThrow('radius.md: "4px; } body { display: none" is not a safe CSS value');
  });
});

describe('names and var() references', () => {
  it('cssVarName joins the path under the wl prefix', () => {
    expect(cssVarName(['color', 'bg', 'surface'])).toBe('--wl-color-bg-surface');
  });

  it('tokenVars mirrors the token tree with var() leaves that themeToCss defines', () => {
    const r = resolved('neon');
    const vars = tokenVars(r.tokens);
    expect(vars.color.bg.canvas).toBe('var(--wl-color-bg-canvas)');
    expect(vars.component.button.primary.bgHover).toBe('var(--wl-component-button-primary-bgHover)');
    const css = themeToCss(r);
    for (const v of flattenTokens(vars).values()) expect(css).toContain(`${v.slice(4, -1)}: `);
  });
});
