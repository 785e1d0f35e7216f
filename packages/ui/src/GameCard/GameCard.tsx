import { FAVOURITE_THROTTLE_MS } from '@wl/domain';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge/Badge.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useThrottledCallback } from '../internal/hooks.ts';
import { FireIcon, HeartIcon, WrenchIcon } from '../internal/icons.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import {
  StyledCardSkeleton,
  StyledFavourite,
  StyledGameCard,
  StyledIcon,
  StyledLineSkeleton,
  StyledPaintedIcon,
  StyledMarks,
  StyledName,
  StyledPlayButton,
  StyledText,
  StyledVendor,
} from './GameCard.styles.ts';

export type GameCardGame = {
  id: string;
  name: string;
  iconUrl?: string | null;
  vendorName?: string;
  hot?: boolean;
  maintenance?: boolean;
  favourite?: boolean;
};

export type GameCardProps = {
  game: GameCardGame;
  /** The tenant's default game image, used when the icon is missing or fails to load. */
  defaultImage: string;
  onPlay: (game: GameCardGame) => void;
  /** Shown only when given (logged-in players); throttled to once per second. */
  onToggleFavourite?: (game: GameCardGame) => void;
};

/** A game tile: icon (default-image fallback), name, vendor, hot / maintenance marks, favourite heart. */
export const GameCard = memo(function GameCard({
  game,
  defaultImage,
  onPlay,
  onToggleFavourite,
}: GameCardProps) {
  const { t } = useTranslation('ui');
  const marksId = useId();
  const [iconFailed, setIconFailed] = useState(false);
  const toggle = useThrottledCallback(() => onToggleFavourite?.(game), FAVOURITE_THROTTLE_MS);
  const src = !game.iconUrl || iconFailed ? defaultImage : game.iconUrl;
  const hasMarks = Boolean(game.hot || game.maintenance);
  return (
    <StyledGameCard $maintenance={Boolean(game.maintenance)}>
      <StyledPlayButton
        type="button"
        aria-describedby={hasMarks ? marksId : undefined}
        onClick={() => onPlay(game)}
      >
        <StyledIcon>
          <img src={src} alt="" loading="lazy" onError={() => setIconFailed(true)} />
        </StyledIcon>
        <StyledText>
          <StyledName title={game.name}>{game.name}</StyledName>
          {game.vendorName && <StyledVendor title={game.vendorName}>{game.vendorName}</StyledVendor>}
        </StyledText>
      </StyledPlayButton>
      {hasMarks && (
        <StyledMarks id={marksId}>
          {game.maintenance && (
            <Badge tone="neutral" icon={<WrenchIcon />}>
              {t('maintenance')}
            </Badge>
          )}
          {game.hot && (
            <Badge tone="danger" icon={<FireIcon />}>
              {t('hot')}
            </Badge>
          )}
        </StyledMarks>
      )}
      {onToggleFavourite && (
        <StyledFavourite>
          <IconButton
            size="sm"
            round
            label={t('favourite', { name: game.name })}
            aria-pressed={Boolean(game.favourite)}
            icon={<HeartIcon filled={game.favourite} />}
            onClick={toggle}
          />
        </StyledFavourite>
      )}
    </StyledGameCard>
  );
});

export type GameCardSkeletonProps = {
  /**
   * A CSS custom property on `<html>` that may hold the game's image (`url(...)`) before the app has the game: a
   * prerendered page's head script paints the first games there (docs/decisions/0010). The image then shows in the
   * icon's place, as the card will show it, instead of the pulse.
   */
  imageProperty?: string;
};

/**
 * The place of a game card while the games load: the card's own box, square and lines, so a lane keeps its height
 * when the cards arrive (no layout shift). Decorative: the lane announces that it is loading.
 */
export function GameCardSkeleton({ imageProperty }: GameCardSkeletonProps = {}) {
  return (
    <StyledCardSkeleton $maintenance={false} aria-hidden="true">
      {imageProperty ? (
        <StyledPaintedIcon $property={imageProperty}>
          <Skeleton variant="rect" height="100%" />
        </StyledPaintedIcon>
      ) : (
        <StyledIcon>
          <Skeleton variant="rect" height="100%" />
        </StyledIcon>
      )}
      <StyledText>
        <StyledName>
          <StyledLineSkeleton width="70%" />
        </StyledName>
        <StyledVendor>
          <StyledLineSkeleton width="40%" />
        </StyledVendor>
      </StyledText>
    </StyledCardSkeleton>
  );
}
