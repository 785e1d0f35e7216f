/** The canvas the captcha picture is drawn on (captcha-image.ts): RGB floats, anti-aliased thick strokes, HSL colours. */
import type { Point } from './captcha-font.ts';

export type Rgb = [number, number, number];

export function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/** An RGB float canvas with anti-aliased thick strokes. */
export class Canvas {
  readonly px: Float32Array;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Float32Array(w * h * 3);
  }

  blend(x: number, y: number, c: Rgb, alpha: number) {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.w || y >= this.h) return;
    const i = (y * this.w + x) * 3;
    const a = Math.min(1, alpha);
    this.px[i] = this.px[i]! * (1 - a) + c[0] * a;
    this.px[i + 1] = this.px[i + 1]! * (1 - a) + c[1] * a;
    this.px[i + 2] = this.px[i + 2]! * (1 - a) + c[2] * a;
  }

  /** A polyline of the given width: each segment covers the pixels within half the width of it (anti-aliased). */
  polyline(points: readonly Point[], width: number, c: Rgb) {
    for (let s = 0; s + 1 < points.length; s++) this.segment(points[s]!, points[s + 1]!, width, c);
  }

  segment(a: Point, b: Point, width: number, c: Rgb) {
    const half = width / 2;
    const x0 = Math.max(0, Math.floor(Math.min(a[0], b[0]) - half - 1));
    const x1 = Math.min(this.w - 1, Math.ceil(Math.max(a[0], b[0]) + half + 1));
    const y0 = Math.max(0, Math.floor(Math.min(a[1], b[1]) - half - 1));
    const y1 = Math.min(this.h - 1, Math.ceil(Math.max(a[1], b[1]) + half + 1));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++)
        this.blend(x, y, c, half + 0.5 - segmentDistance(x + 0.5, y + 0.5, a, b));
    }
  }
}

function segmentDistance(px: number, py: number, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - a[0]) * dx + (py - a[1]) * dy) / len2));
  return Math.hypot(px - (a[0] + t * dx), py - (a[1] + t * dy));
}
