import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  TenantDataError,
  composeThemes,
  extendTheme,
  parseThemeFile,
  resolveTheme,
  themeToCss,
} from '../src/index.ts';
import { listThemes, loadTenant, loadTheme } from '../src/node/index.ts';
import { REPO_THEMES, readJson, tempDir, tenantsDirWith } from './helpers.ts';
import type { Json } from './helpers.ts';

/** The full copies of light and neon from before they were written as changes to dark. */
const FULL_COPIES = path.join(import.meta.dirname, 'fixtures', 'full-themes');

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof TenantDataError) return e.message;
    throw e;
  }
  throw new Error('expected a TenantDataError');
}

/** A themes folder holding the shipped base theme (dark) and the given theme files. */
function themesDirWith(files: Record<string, Json>): string {
  const dir = tempDir('wl-themes-test-');
  cpSync(path.join(REPO_THEMES, 'dark'), path.join(dir, 'dark'), { recursive: true });
  for (const [name, json] of Object.entries(files)) {
    mkdirSync(path.join(dir, name), { recursive: true });
    writeFileSync(path.join(dir, name, 'theme.json'), JSON.stringify(json, null, 2));
  }
  return dir;
}

const themeFile = (dir: string, name: string) => path.join(dir, name, 'theme.json');

describe('themes written as changes to the base theme', () => {
  it('dark is the base theme; light and neon extend it and name only what differs', () => {
    const source = (name: string) => readJson(path.join(REPO_THEMES, name, 'theme.json'));
    expect(source('dark').extends).toBeUndefined();
    expect(source('light').extends).toBe('dark');
    expect(source('neon').extends).toBe('dark');
    expect(readFileSync(path.join(REPO_THEMES, 'neon', 'theme.json'), 'utf8')).not.toContain('"scheme"');
  });

  it.each(['light', 'neon'])('%s resolves to the same theme, tokens and CSS as its old full copy', (name) => {
    const file = path.join(FULL_COPIES, `${name}.json`);
    const fullCopy = extendTheme(parseThemeFile(readJson(file), file), undefined, file);
    const extended = loadTheme(name, { themesDir: REPO_THEMES });
    expect(extended).toEqual(fullCopy);
    expect(JSON.stringify(extended), 'same key order').toBe(JSON.stringify(fullCopy));
    expect(themeToCss(resolveTheme(extended))).toBe(themeToCss(resolveTheme(fullCopy)));
  });

  it('takes the scheme of the theme it extends unless it sets its own', () => {
    expect(loadTheme('neon', { themesDir: REPO_THEMES }).scheme).toBe('dark');
    expect(loadTheme('light', { themesDir: REPO_THEMES }).scheme).toBe('light');
  });

  it('composes the same themes from files in memory (Storybook: import.meta.glob)', () => {
    const files = Object.fromEntries(
      listThemes({ themesDir: REPO_THEMES }).map((name) => {
        const file = `../../../themes/${name}/theme.json`;
        return [file, readJson(path.join(REPO_THEMES, name, 'theme.json'))];
      }),
    );
    const themes = composeThemes(files);
    expect(Object.keys(themes)).toEqual(['dark', 'light', 'neon']);
    for (const [name, theme] of Object.entries(themes))
      expect(theme).toEqual(loadTheme(name, { themesDir: REPO_THEMES }));
  });

  it('extends a theme that itself extends another', () => {
    const dir = themesDirWith({
      neon: readJson(path.join(REPO_THEMES, 'neon', 'theme.json')),
      dusk: { name: 'dusk', label: 'Dusk', extends: 'neon', tokens: { radius: { md: '4px' } } },
    });
    const dusk = loadTheme('dusk', { themesDir: dir });
    const neon = loadTheme('neon', { themesDir: dir });
    expect(dusk.tokens.radius.md).toBe('4px');
    expect(dusk.tokens.palette.brand).toEqual(neon.tokens.palette.brand);
    expect({ ...dusk.tokens, radius: neon.tokens.radius }).toEqual(neon.tokens);
  });
});

describe('a theme that extends another fails clearly', () => {
  it('on a token the theme tree does not have', () => {
    const dir = themesDirWith({
      dusk: {
        name: 'dusk',
        label: 'Dusk',
        extends: 'dark',
        tokens: { palette: { brand: { 550: '#ff00aa' } } },
      },
    });
    expect(messageOf(() => loadTheme('dusk', { themesDir: dir }))).toBe(
      `${themeFile(dir, 'dusk')}: tokens.palette.brand.550: is not a token of the theme`,
    );
  });

  it('on a tenant override of a token the theme tree does not have', () => {
    const tenants = tenantsDirWith('acme', (t) => {
      (t.theme as Json).base = 'neon';
      (t.theme as Json).overrides = { component: { card: { shadow: '0 0 4px #000000' } } };
    });
    expect(messageOf(() => loadTenant('acme', { tenantsDir: tenants, themesDir: REPO_THEMES }))).toBe(
      `${path.join(tenants, 'acme', 'tenant.json')}: theme.overrides.component.card.shadow: unknown field`,
    );
  });

  it('when the theme it extends does not exist', () => {
    const dir = themesDirWith({
      dusk: { name: 'dusk', label: 'Dusk', extends: 'sepia', tokens: { radius: { md: '4px' } } },
    });
    expect(messageOf(() => loadTheme('dusk', { themesDir: dir }))).toBe(
      `${themeFile(dir, 'dusk')}: extends: unknown theme "sepia" (available: dark, dusk)`,
    );
  });

  it('when a tenant picks a theme whose base does not exist', () => {
    const themes = themesDirWith({
      dusk: { name: 'dusk', label: 'Dusk', extends: 'sepia', tokens: {} },
    });
    const tenants = tenantsDirWith('acme', (t) => ((t.theme as Json).base = 'dusk'));
    expect(messageOf(() => loadTenant('acme', { tenantsDir: tenants, themesDir: themes }))).toBe(
      `${themeFile(themes, 'dusk')}: extends: unknown theme "sepia" (available: dark, dusk)`,
    );
  });

  it('when the themes it extends lead back to it', () => {
    const dir = themesDirWith({
      dusk: { name: 'dusk', label: 'Dusk', extends: 'dawn', tokens: {} },
      dawn: { name: 'dawn', label: 'Dawn', extends: 'dusk', tokens: {} },
    });
    expect(messageOf(() => loadTheme('dusk', { themesDir: dir }))).toBe(
      `${themeFile(dir, 'dawn')}: extends: "dusk" leads back to "dawn" (dusk extends dawn extends dusk)`,
    );
  });

  it('when it leaves out "extends": every token it does not set is named', () => {
    const dir = themesDirWith({
      dusk: {
        name: 'dusk',
        label: 'Dusk',
        scheme: 'dark',
        tokens: { palette: { brand: { 500: '#ff00aa' } } },
      },
    });
    const lines = messageOf(() => loadTheme('dusk', { themesDir: dir })).split('\n');
    const unset = (token: string) =>
      `${themeFile(dir, 'dusk')}: tokens.${token}: is not set, and "dusk" extends no theme to take it from`;
    expect(lines).toContain(unset('palette.brand.400'));
    expect(lines).toContain(unset('palette.neutral'));
    expect(lines).toContain(unset('color'));
    expect(lines.join('\n')).not.toContain('palette.brand.500');
  });

  it('on a reference to a token that does not exist, naming its own file', () => {
    const dir = themesDirWith({
      dusk: {
        name: 'dusk',
        label: 'Dusk',
        extends: 'dark',
        tokens: { color: { bg: { canvas: '{palette.brand.450}' } } },
      },
    });
    expect(messageOf(() => loadTheme('dusk', { themesDir: dir }))).toBe(
      `${themeFile(dir, 'dusk')}: tokens.color.bg.canvas: unknown reference {palette.brand.450}`,
    );
  });
});
