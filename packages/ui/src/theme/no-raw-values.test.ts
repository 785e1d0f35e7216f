import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * STYLE.md: "No raw values in components". Every colour, length, duration and font in component
 * styles comes from the theme (tokens via var(), or `measures` for the few brand-independent
 * lengths). Allowed literals: 0, 1px hairlines, 1em (an icon as tall as its text), 100vh/100vw and
 * the reduced-motion 0.01ms.
 */
const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const styleFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return styleFiles(full);
    return /\.styles\.ts$/.test(name) || ['GlobalStyle.ts', 'styles.ts', 'Spinner.tsx'].includes(name)
      ? [full]
      : [];
  });

const RAW = [
  { what: 'hex colour', re: /#[0-9a-f]{3,8}\b/gi },
  { what: 'colour function', re: /\b(?:rgba?|hsla?|oklch|lab)\(/gi },
  { what: 'length', re: /(?<![\w.-])-?(?!1px\b|1em\b)\d*\.?\d+(?:px|rem|em|vh|vw)\b/g },
  { what: 'duration', re: /(?<![\w.-])\d*\.?\d+m?s\b/g },
  { what: 'font family', re: /font-family:(?!\s*\$\{)/g },
];

describe('component styles hold no raw values', () => {
  const files = styleFiles(src);
  it('finds the style files', () => {
    expect(files.length).toBeGreaterThan(40);
  });
  it.each(files.map((f) => [path.relative(src, f), f]))('%s', (_name, file) => {
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/100v[hw]/g, '')
      // the reduced-motion idiom: near-zero durations, not a design value
      .replace(/0\.01ms/g, '');
    const found = RAW.flatMap(({ what, re }) => [...text.matchAll(re)].map((m) => `${what}: ${m[0]}`));
    expect(found).toEqual([]);
  });
});
