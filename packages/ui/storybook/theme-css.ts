/**
 * Tokens -> CSS custom properties for Storybook. Uses the same naming (`cssVarName`) as the sites.
 * TODO(integrator): replace the local resolve/compile with `resolveTheme` + `themeToCss` from
 * `@wl/tenant` once they are exported there.
 */
import { cssVarName, type ThemeFile, type TokenOverrides } from '@wl/tenant';

type Tree = { [key: string]: string | Tree };

function merge(base: Tree, over: Tree | undefined): Tree {
  if (!over) return base;
  const out: Tree = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = typeof v === 'object' && v && typeof b === 'object' ? merge(b, v) : v;
  }
  return out;
}

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function resolve(tree: Tree, value: string, depth = 0): string {
  if (depth > 10) return value;
  return value.replace(/\{([^}]+)\}/g, (_, ref: string) => resolve(tree, lookup(tree, ref) ?? '', depth + 1));
}

function leaves(tree: Tree, path: string[] = []): Array<[string[], string]> {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[[...path, k], v] as [string[], string]] : leaves(v, [...path, k])));
}

export function themeCss(file: ThemeFile, overrides: TokenOverrides, selector: string): string {
  const tree = merge(file.tokens as unknown as Tree, overrides as unknown as Tree);
  const decls = leaves(tree).map(([path, value]) => `  ${cssVarName(path)}: ${resolve(tree, value)};`);
  return `${selector} {\n  --wl-scheme: ${file.scheme};\n  color-scheme: ${file.scheme};\n${decls.join('\n')}\n}`;
}
