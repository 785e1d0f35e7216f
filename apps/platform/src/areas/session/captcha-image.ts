/**
 * The captcha picture: a PNG drawn on the server, pixel by pixel, from a stroke font of the captcha alphabet
 * (captcha-font.ts) on a float canvas (captcha-canvas.ts). Each character gets its own size, rotation, slant, stroke
 * width and colour; curves of the same width and colours cross the text, the whole picture is bent by two waves and
 * sprinkled with speckles and grain. What the browser receives is pixels only: no text, paths or glyph outlines to read
 * the answer from (the earlier SVG held each character as a text element). Pure JavaScript (pngjs for the encoding), no
 * native build.
 */
import { randomBytes } from 'node:crypto';
import { PNG } from 'pngjs';
import { GLYPHS, type Point } from './captcha-font.ts';
import { Canvas, type Rgb, hsl } from './captcha-canvas.ts';

/** Pixels of the picture: twice the size the sites show it at (6.5rem x 2.5rem), sharp on high-density screens. */
const CAPTCHA_WIDTH = 208;
const CAPTCHA_HEIGHT = 80;

/**
 * The picture's randomness: sfc32 seeded from the OS's random bytes for each picture (the answer itself comes from
 * crypto.randomInt; a seeded generator keeps the tens of thousands of draws per picture cheap).
 */
function seededRandom(): () => number {
  const seed = randomBytes(16);
  let a = seed.readUInt32LE(0);
  let b = seed.readUInt32LE(4);
  let c = seed.readUInt32LE(8);
  let d = seed.readUInt32LE(12);
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

let random: () => number = seededRandom();
/** A uniform random number in [min, max). */
const rand = (min: number, max: number) => min + random() * (max - min);
/** A uniform random integer in [min, max). */
const randomInt = (min: number, max: number) => Math.floor(rand(min, max));

/** A random cubic curve across the picture, as a polyline. */
function noiseCurve(w: number, h: number): Point[] {
  const p0: Point = [rand(-10, w * 0.3), rand(0, h)];
  const p3: Point = [rand(w * 0.7, w + 10), rand(0, h)];
  const p1: Point = [rand(0, w), rand(-h * 0.5, h * 1.5)];
  const p2: Point = [rand(0, w), rand(-h * 0.5, h * 1.5)];
  return Array.from({ length: 25 }, (_, i) => {
    const t = i / 24;
    const u = 1 - t;
    return [
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ] as Point;
  });
}

/** Draws `text` (characters of CAPTCHA_ALPHABET) as a distorted PNG. */
export function captchaPng(text: string, width = CAPTCHA_WIDTH, height = CAPTCHA_HEIGHT): Buffer {
  random = seededRandom();
  const canvas = new Canvas(width, height);
  // Background: a soft diagonal gradient between two light tints.
  const hueA = rand(0, 360);
  const bgA = hsl(hueA, 0.35, 0.93);
  const bgB = hsl((hueA + rand(60, 180)) % 360, 0.35, 0.88);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const i = (y * width + x) * 3;
      for (let k = 0; k < 3; k++) canvas.px[i + k] = bgA[k]! * (1 - t) + bgB[k]! * t;
    }
  }
  const chars = [...text];
  const cell = (width - 16) / Math.max(chars.length, 1);
  const strokeColours: Rgb[] = [];
  // Faint curves behind the text.
  for (let i = 0; i < 3; i++)
    canvas.polyline(noiseCurve(width, height), rand(1, 2.5), hsl(rand(0, 360), 0.4, rand(0.55, 0.75)));
  chars.forEach((ch, i) => {
    const glyph = GLYPHS[ch.toUpperCase()];
    if (!glyph) throw new Error(`captcha: no glyph for ${JSON.stringify(ch)}`);
    const scale = (height * rand(0.5, 0.66)) / 14;
    const angle = rand(-0.35, 0.35);
    const shear = rand(-0.3, 0.3);
    const cx = 8 + cell * (i + 0.5) + rand(-cell * 0.12, cell * 0.12);
    const cy = height / 2 + rand(-height * 0.1, height * 0.1);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const colour = hsl(rand(0, 360), rand(0.5, 0.8), rand(0.22, 0.4));
    strokeColours.push(colour);
    const widthPx = rand(3.2, 5.2);
    for (const stroke of glyph) {
      const points = stroke.map(([gx, gy]) => {
        const x = (gx - 5 + (gy - 7) * shear) * scale;
        const y = (gy - 7) * scale;
        return [cx + x * cos - y * sin, cy + x * sin + y * cos] as Point;
      });
      canvas.polyline(points, widthPx, colour);
    }
  });
  // Curves over the text, as wide and as dark as its strokes, so width or colour alone does not separate them.
  for (let i = 0; i < 2; i++) {
    const colour =
      strokeColours[randomInt(0, Math.max(strokeColours.length, 1))] ?? hsl(rand(0, 360), 0.6, 0.3);
    canvas.polyline(noiseCurve(width, height), rand(1.8, 3), colour);
  }
  // Speckles.
  for (let i = 0; i < 60; i++) {
    const x = randomInt(0, width);
    const y = randomInt(0, height);
    canvas.polyline(
      [
        [x, y],
        [x + rand(-2, 2), y + rand(-2, 2)],
      ],
      rand(1, 2.5),
      hsl(rand(0, 360), 0.5, rand(0.2, 0.7)),
    );
  }

  // Two waves bend the whole picture (bilinear resampling), then grain on every pixel.
  const ax = rand(2, 3.5);
  const ay = rand(2, 3.5);
  const lx = rand(35, 60);
  const ly = rand(50, 90);
  const px = rand(0, Math.PI * 2);
  const py = rand(0, Math.PI * 2);
  const png = new PNG({ width, height, colorType: 2 });
  const sample = (x: number, y: number, k: number) => {
    const cx = Math.max(0, Math.min(width - 1.001, x));
    const cy = Math.max(0, Math.min(height - 1.001, y));
    const x0 = Math.floor(cx);
    const y0 = Math.floor(cy);
    const fx = cx - x0;
    const fy = cy - y0;
    const at = (xx: number, yy: number) => canvas.px[(yy * width + xx) * 3 + k]!;
    return (
      at(x0, y0) * (1 - fx) * (1 - fy) +
      at(x0 + 1, y0) * fx * (1 - fy) +
      at(x0, y0 + 1) * (1 - fx) * fy +
      at(x0 + 1, y0 + 1) * fx * fy
    );
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = x + ax * Math.sin((2 * Math.PI * y) / ly + py);
      const sy = y + ay * Math.sin((2 * Math.PI * x) / lx + px);
      const o = (y * width + x) * 4;
      const grain = randomInt(-8, 9);
      for (let k = 0; k < 3; k++)
        png.data[o + k] = Math.max(0, Math.min(255, Math.round(sample(sx, sy, k) + grain)));
      png.data[o + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}
