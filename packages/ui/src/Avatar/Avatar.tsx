import { useState } from 'react';
import { StyledAvatar, type AvatarSize } from './Avatar.styles.ts';

export type { AvatarSize };

export type AvatarProps = {
  src?: string | null;
  /** The tenant's default avatar image, used when `src` is missing or fails to load. */
  fallbackSrc?: string;
  /** Accessible text (e.g. the account name). Empty string = decorative. */
  alt: string;
  size?: AvatarSize;
};

/** Built-in last resort when even the default image fails: a person silhouette in currentColor. */
function DefaultFigure() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="9" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" />
    </svg>
  );
}

/** The player's avatar; on a load failure it falls back to the default image (spec error catalogue). */
export function Avatar({ src, fallbackSrc, alt, size = 'md' }: AvatarProps) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const candidates = [src, fallbackSrc].filter((s): s is string => Boolean(s) && !failed.has(s as string));
  const current = candidates[0];
  return (
    <StyledAvatar
      $size={size}
      role={current ? undefined : alt ? 'img' : undefined}
      aria-label={current ? undefined : alt || undefined}
    >
      {current ? (
        <img
          key={current}
          src={current}
          alt={alt}
          onError={() => setFailed((s) => new Set(s).add(current))}
        />
      ) : (
        <DefaultFigure />
      )}
    </StyledAvatar>
  );
}
