import { DEFAULT_AVATAR } from '../lobby/images.ts';

/**
 * The site's built-in avatars (a STATIC avatar is one of these by id, "0" the default one): the default figure on
 * different backgrounds. Small enough for the header, which shows the member's choice.
 */
const BACKGROUNDS = ['#5b6475', '#2f6fde', '#1f9d6b', '#c2410c', '#9333ea', '#be185d'];

export const AVATAR_PRESETS: readonly { id: string; src: string }[] = BACKGROUNDS.map((fill, i) => ({
  id: String(i),
  src:
    i === 0
      ? DEFAULT_AVATAR
      : `data:image/svg+xml,${encodeURIComponent(
          `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${fill}"/><circle cx="32" cy="25" r="11" fill="#f1f3f6"/><path d="M12 54c4-11 12-16 20-16s16 5 20 16" fill="#f1f3f6"/></svg>`,
        )}`,
}));

/** The picture of a member's avatar: a built-in one by id, else the uploaded image (resolved by the caller). */
export function presetAvatar(id: string): string | undefined {
  return AVATAR_PRESETS.find((preset) => preset.id === id)?.src;
}
