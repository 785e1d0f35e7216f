import { TenantDataError, issuesFromZod } from './errors.ts';
import { resolveTheme, TokenReferenceError } from './resolve.ts';
import { parseThemeFile, themeSchema } from './schema.ts';
import type { ThemeFile, ThemeSource } from './tokens.ts';

type Tree = { [key: string]: unknown };

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `over` deep-merged onto `base`: leaves of `over` replace those of `base`; keys keep `base`'s order. */
function mergeTree(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, v] of Object.entries(over)) {
    const b = out[key];
    out[key] = isTree(b) && isTree(v) ? mergeTree(b, v) : v;
  }
  return out;
}

function fail(file: string, path: string, message: string): never {
  throw new TenantDataError([{ file, path, message }]);
}

/**
 * The complete theme of a theme file: `source`'s tokens deep-merged over `base` (the complete theme it
 * `extends`; none for the base theme) and the result validated as a whole against the full schema, so a token
 * that neither sets is an error naming `file` and the token. `scheme` is taken from `base` when `source` has
 * none. References are not resolved here (`resolveTheme`).
 */
export function extendTheme(
  source: ThemeSource,
  base: ThemeFile | undefined,
  file = `themes/${source.name}/theme.json`,
): ThemeFile {
  if (source.extends !== undefined && base?.name !== source.extends)
    throw new Error(
      `${file}: extends "${source.extends}" but was given ${base ? `"${base.name}"` : 'no base'}`,
    );
  const merged = {
    name: source.name,
    label: source.label,
    scheme: source.scheme ?? base?.scheme,
    tokens: base ? mergeTree(base.tokens, source.tokens) : source.tokens,
  };
  const result = themeSchema.safeParse(merged);
  if (result.success) return result.data;
  const unset = (p: string) =>
    p.split('.').reduce<unknown>((node, key) => (isTree(node) ? node[key] : undefined), merged) === undefined;
  throw new TenantDataError(
    issuesFromZod(file, result.error).map((i) =>
      i.path && unset(i.path)
        ? { ...i, message: `is not set, and "${source.name}" extends no theme to take it from` }
        : i,
    ),
  );
}

/** A theme file as written, and its path as errors name it. */
export type ThemeSourceFile = { file: string; source: ThemeSource };

/** Where `composeTheme` finds themes: the names there are, and the file of one (reading it may throw). */
export type ThemeFolder = {
  names: () => readonly string[];
  read: (name: string) => ThemeSourceFile;
};

/**
 * The complete theme `name`: its file merged over the theme it extends (itself merged over the theme that one
 * extends, and so on down to the base theme), validated as a whole and with every `{reference}` resolvable.
 * Throws TenantDataError naming the file and field: a name that does not match the folder, an `extends` naming
 * no theme or leading back to the theme itself, a token left unset or unknown, a bad reference.
 */
export function composeTheme(name: string, folder: ThemeFolder): ThemeFile {
  return compose(name, folder, []);
}

function compose(name: string, folder: ThemeFolder, via: readonly string[]): ThemeFile {
  const { file, source } = folder.read(name);
  if (source.name !== name)
    fail(file, 'name', `${JSON.stringify(source.name)} must match its folder name "${name}"`);
  let base: ThemeFile | undefined;
  if (source.extends !== undefined) {
    const chain = [...via, name];
    const at = chain.indexOf(source.extends);
    if (at >= 0)
      fail(
        file,
        'extends',
        `"${source.extends}" leads back to "${name}" (${[...chain.slice(at), source.extends].join(' extends ')})`,
      );
    const names = folder.names();
    if (!names.includes(source.extends))
      fail(file, 'extends', `unknown theme "${source.extends}" (available: ${names.join(', ') || 'none'})`);
    base = compose(source.extends, folder, chain);
  }
  const theme = extendTheme(source, base, file);
  try {
    resolveTheme(theme);
  } catch (e) {
    if (e instanceof TokenReferenceError) fail(file, `tokens.${e.path}`, e.message.slice(e.path.length + 2));
    throw e;
  }
  return theme;
}

/**
 * Every theme of a set of theme files given as `path -> JSON` (e.g. Vite's `import.meta.glob` of
 * `themes/*\/theme.json`), each merged over the theme it extends: `name -> complete theme`. Throws like
 * `composeTheme`.
 */
export function composeThemes(files: Readonly<Record<string, unknown>>): Record<string, ThemeFile> {
  const byName = new Map<string, string>();
  for (const file of Object.keys(files)) {
    const folder = /([^/\\]+)[/\\]theme\.json$/.exec(file)?.[1];
    if (folder) byName.set(folder, file);
  }
  const folder: ThemeFolder = {
    names: () => [...byName.keys()].sort(),
    read: (name) => {
      const file = byName.get(name) as string;
      return { file, source: parseThemeFile(files[file], file) };
    },
  };
  return Object.fromEntries([...byName.keys()].sort().map((name) => [name, composeTheme(name, folder)]));
}
