import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGamesPopularQuery } from '@wl/api/games';
import { maintenanceSuggestions } from '@wl/domain';
import { GameCard } from '@wl/ui';
import { DEFAULT_GAME_IMAGE } from '../lobby/images.ts';
import { toCard, useImageResolver, type PlatformGame } from '../lobby/siteData.ts';
import type { PlayableCard } from './GameLauncher.tsx';

const StyledSuggestions = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
  gap: ${({ theme }) => theme.space['3']};
  margin: ${({ theme }) => theme.space['3']} 0 0;
  padding: 0;
  list-style: none;
`;

/** The maintenance message with popular games (not under maintenance) suggested instead; `onPick` plays one. */
export function MaintenanceNotice({
  card,
  onPick,
}: {
  card: PlayableCard;
  onPick: (game: PlatformGame) => void;
}) {
  const { t } = useTranslation('games');
  const resolve = useImageResolver();
  const popular = useGamesPopularQuery({ limitNum: 12 });
  const suggestions = useMemo(() => {
    const list = (popular.data?.list ?? []) as PlatformGame[];
    return maintenanceSuggestions(list, card, 6).map((g) => ({
      game: g,
      card: toCard(g, resolve, new Set()),
    }));
  }, [card, popular.data, resolve]);
  return (
    <>
      <p>{t('maintenanceText')}</p>
      {suggestions.length > 0 && (
        <>
          <p>{t('tryPopular')}</p>
          <StyledSuggestions>
            {suggestions.map(({ game, card: shown }) => (
              <li key={shown.id}>
                <GameCard game={shown} defaultImage={DEFAULT_GAME_IMAGE} onPlay={() => onPick(game)} />
              </li>
            ))}
          </StyledSuggestions>
        </>
      )}
    </>
  );
}
