import { parse, wcagContrast, formatHex8, formatHex } from 'culori';
import type { Color } from 'culori';

/** Any CSS colour culori understands (hex, rgb(), hsl(), oklch(), named, transparent). */
export function isColour(value: string): boolean {
  return parse(value.trim()) !== undefined;
}

function toRgb(value: string): { r: number; g: number; b: number; alpha: number } | undefined {
  const c: Color | undefined = parse(value.trim());
  if (!c) return undefined;
  const hex = formatHex8(c);
  if (!hex) return undefined;
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16) / 255;
  return { r: n(1), g: n(3), b: n(5), alpha: n(7) };
}

function composite(fg: string, bg: string): string | undefined {
  const f = toRgb(fg);
  const b = toRgb(bg);
  if (!f || !b) return undefined;
  const mix = (x: number, y: number) => x * f.alpha + y * (1 - f.alpha);
  return formatHex({ mode: 'rgb', r: mix(f.r, b.r), g: mix(f.g, b.g), b: mix(f.b, b.b) });
}

/**
 * WCAG 2.x contrast ratio of `fg` on `bg` (1..21). A translucent `bg` is first laid over `backdrop`
 * (default white), a translucent `fg` over the resulting background. Undefined when either is not a colour.
 */
export function contrastRatio(fg: string, bg: string, backdrop = '#ffffff'): number | undefined {
  const solidBg = composite(bg, backdrop);
  if (!solidBg) return undefined;
  const solidFg = composite(fg, solidBg);
  if (!solidFg) return undefined;
  return wcagContrast(solidFg, solidBg);
}

/** The candidate that reads best on `bg` (highest contrast); the first one wins ties. */
export function mostReadableOn(bg: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestRatio = -1;
  for (const c of candidates) {
    const ratio = contrastRatio(c, bg);
    if (ratio !== undefined && ratio > bestRatio) {
      best = c;
      bestRatio = ratio;
    }
  }
  return best;
}
