// The player's public pages by path: read by the build-time render (prerender.tsx) and the journeys' accessibility scan.

/** The public pages written as HTML (issue 27): the home lobby, the category pages and the public areas. */
export const PRERENDERED_ROUTES = [
  '/',
  '/live',
  '/rng',
  '/pvp',
  '/fish',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/hot',
  '/promotions',
  '/pointMall',
  '/help',
] as const;
