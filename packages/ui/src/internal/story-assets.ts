/**
 * Sample images for stories and tests only (deterministic, no network): SVG data URIs. The colours
 * here are picture content, not UI styling.
 */
const svg = (w: number, h: number, body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`)}`;

const hues = ['#7b2ff7', '#f107a3', '#0fa3b1', '#f7b801', '#3d5a80', '#e4572e', '#29bf12', '#ff5d8f'];

export function gameIcon(i: number): string {
  const a = hues[i % hues.length]!;
  const b = hues[(i + 3) % hues.length]!;
  return svg(
    200,
    200,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/><circle cx="100" cy="92" r="46" fill="rgba(255,255,255,0.25)"/><text x="100" y="110" font-family="sans-serif" font-size="48" font-weight="700" text-anchor="middle" fill="#fff">${(i % 99) + 1}</text>`,
  );
}

export function banner(i: number): string {
  const a = hues[(i * 2) % hues.length]!;
  const b = hues[(i * 2 + 1) % hues.length]!;
  return svg(
    1200,
    400,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><text x="80" y="230" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff">Promotion ${i + 1}</text>`,
  );
}

export function vendorLogo(name: string, i = 0): string {
  const a = hues[i % hues.length]!;
  return svg(
    240,
    96,
    `<rect width="240" height="96" rx="12" fill="${a}"/><text x="120" y="60" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">${name}</text>`,
  );
}

export const avatarImage = svg(
  96,
  96,
  `<rect width="96" height="96" fill="#3d5a80"/><circle cx="48" cy="38" r="18" fill="#f7b801"/><path d="M14 96c0-20 15-32 34-32s34 12 34 32z" fill="#f7b801"/>`,
);
export const defaultAvatar = svg(
  96,
  96,
  `<rect width="96" height="96" fill="#555c6b"/><circle cx="48" cy="38" r="18" fill="#c5c9d3"/><path d="M14 96c0-20 15-32 34-32s34 12 34 32z" fill="#c5c9d3"/>`,
);
export const defaultGameImage = svg(
  200,
  200,
  `<rect width="200" height="200" fill="#2b303a"/><text x="100" y="112" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#c5c9d3">GAME</text>`,
);
export const logoImage = svg(
  160,
  40,
  `<rect width="160" height="40" rx="8" fill="#f0b429"/><text x="80" y="27" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#12151b">BRAND</text>`,
);
/** A URL that fails to load (to show fallbacks). */
export const brokenImage = 'data:image/png;base64,broken';
/** A wide tenant logo (300 x 48, like goldcasino's) with end marks, so a cropped logo shows in a story. */
export const wideLogoImage = svg(
  300,
  48,
  `<rect width="300" height="48" rx="8" fill="#f0b429"/><rect x="4" y="4" width="8" height="40" fill="#e4572e"/><rect x="288" y="4" width="8" height="40" fill="#e4572e"/><text x="150" y="33" font-family="sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#12151b">WIDE BRAND</text>`,
);
