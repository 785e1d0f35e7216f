import type { ResolvedTheme } from './resolve.ts';
import { flattenTokens } from './resolve.ts';
import { cssVarName } from './tokens.ts';
import type { ThemeTokens } from './tokens.ts';

const UNSAFE = /[;{}<>\\\n\r]|\/\*/;

/**
 * CSS custom properties of a resolved theme, one per token leaf (named by `cssVarName(path)`), plus
 * `color-scheme`, inside one rule for `selector`. Throws on a value that could break out of its declaration.
 */
export function themeToCss(theme: ResolvedTheme, selector = ':root'): string {
  const lines = [`  color-scheme: ${theme.scheme};`];
  for (const [path, value] of flattenTokens(theme.tokens)) {
    if (UNSAFE.test(value)) throw new Error(`${path}: ${JSON.stringify(value)} is not a safe CSS value`);
    lines.push(`  ${cssVarName(path.split('.'))}: ${value};`);
  }
  return `${selector} {\n${lines.join('\n')}\n}\n`;
}

/** Same shape as ThemeTokens, every leaf `var(--wl-...)`: the object styled-components can read. */
export function tokenVars(tokens: ThemeTokens): ThemeTokens {
  const walk = (node: object, path: string[]): unknown =>
    Object.fromEntries(
      Object.entries(node).map(([k, v]) => [
        k,
        typeof v === 'object' && v !== null
          ? walk(v as object, [...path, k])
          : `var(${cssVarName([...path, k])})`,
      ]),
    );
  return walk(tokens, []) as ThemeTokens;
}
