import { contrastRatio, mostReadableOn } from './colour.ts';
import { TOKEN_REFERENCE } from './schema.ts';
import type { ThemeFile, ThemeTokens, TokenOverrides } from './tokens.ts';

/** A theme with a tenant's overrides applied and every `{reference}` replaced by its value. */
export type ResolvedTheme = {
  name: string;
  label: string;
  scheme: 'light' | 'dark';
  /** Every leaf is a literal CSS value. */
  tokens: ThemeTokens;
  /** Token paths whose value was derived rather than written (e.g. `color.fg.onBrand`). */
  derived: readonly string[];
};

/** A `{reference}` that names no token, or a cycle of references. `path` is the token that holds it. */
export class TokenReferenceError extends Error {
  readonly path: string;
  constructor(path: string, message: string) {
    super(`${path}: ${message}`);
    this.name = 'TokenReferenceError';
    this.path = path;
  }
}

type Tree = { [key: string]: string | Tree };

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Leaves of a token tree as `path -> value`, paths dot-joined (`color.bg.brand`). */
export function flattenTokens(tree: object, prefix: readonly string[] = []): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, v] of Object.entries(tree)) {
    const path = [...prefix, key];
    if (isTree(v)) for (const [p, leaf] of flattenTokens(v, path)) out.set(p, leaf);
    else if (typeof v === 'string') out.set(path.join('.'), v);
  }
  return out;
}

function unflatten(flat: Map<string, string>): Tree {
  const root: Tree = {};
  for (const [path, v] of flat) {
    const keys = path.split('.');
    let node = root;
    for (const k of keys.slice(0, -1)) {
      const next = node[k];
      if (isTree(next)) node = next;
      else node = node[k] = {};
    }
    node[keys[keys.length - 1] as string] = v;
  }
  return root;
}

function resolveAll(flat: Map<string, string>): Map<string, string> {
  const done = new Map<string, string>();
  const resolving: string[] = [];
  const visit = (path: string): string => {
    const cached = done.get(path);
    if (cached !== undefined) return cached;
    const at = resolving.indexOf(path);
    if (at >= 0) {
      const cycle = [...resolving.slice(at), path];
      throw new TokenReferenceError(
        cycle[0] as string,
        `cyclic reference ${cycle.map((p) => `{${p}}`).join(' -> ')}`,
      );
    }
    const raw = flat.get(path) as string;
    resolving.push(path);
    const value = raw.replace(TOKEN_REFERENCE, (_m, ref: string) => {
      if (!flat.has(ref)) throw new TokenReferenceError(path, `unknown reference {${ref}}`);
      return visit(ref);
    });
    resolving.pop();
    done.set(path, value);
    return value;
  };
  for (const path of flat.keys()) visit(path);
  return done;
}

function has(overrides: TokenOverrides | undefined, path: string): boolean {
  let node: unknown = overrides;
  for (const k of path.split('.')) {
    if (!isTree(node)) return false;
    node = node[k];
  }
  return typeof node === 'string';
}

/** Text colours a tenant need not write: derived from the background's luminance when not overridden. */
const DERIVED_ON_COLOURS = [
  { fg: 'color.fg.onBrand', bg: 'color.bg.brand' },
  { fg: 'color.fg.onAccent', bg: 'color.bg.accent' },
] as const;

/**
 * Apply a tenant's `overrides` (any subset of leaves) over `theme` and resolve every `{token.path}`
 * reference, including references embedded in longer values (`0 0 0 3px {color.border.focus}`).
 * When overrides are given and do not set `color.fg.onBrand` (or `onAccent`), that colour is derived from
 * the resolved background: the theme's lightest or darkest neutral, whichever contrasts more
 * (falling back to white or black if neither reaches 4.5:1).
 * Throws TokenReferenceError naming the token path on an unknown or cyclic reference.
 */
export function resolveTheme(theme: ThemeFile, overrides?: TokenOverrides): ResolvedTheme {
  const flat = flattenTokens(theme.tokens);
  if (overrides) {
    for (const [path, v] of flattenTokens(overrides)) {
      if (!flat.has(path)) throw new TokenReferenceError(path, 'is not a token of the theme');
      flat.set(path, v);
    }
  }
  let resolved = resolveAll(flat);
  const derived: string[] = [];
  if (overrides) {
    for (const { fg, bg } of DERIVED_ON_COLOURS) {
      if (has(overrides, fg)) continue;
      const bgValue = resolved.get(bg) as string;
      const light = resolved.get('palette.neutral.50') as string;
      const dark = resolved.get('palette.neutral.900') as string;
      let pick = mostReadableOn(bgValue, [dark, light]);
      if (pick === undefined || !ratioAtLeast(pick, bgValue, 4.5))
        pick = mostReadableOn(bgValue, ['#000000', '#ffffff']);
      if (pick !== undefined) {
        flat.set(fg, pick);
        derived.push(fg);
      }
    }
    if (derived.length) resolved = resolveAll(flat);
  }
  return {
    name: theme.name,
    label: theme.label,
    scheme: theme.scheme,
    tokens: unflatten(resolved) as unknown as ThemeTokens,
    derived,
  };
}

function ratioAtLeast(fg: string, bg: string, min: number): boolean {
  const r = contrastRatio(fg, bg);
  return r !== undefined && r >= min;
}
