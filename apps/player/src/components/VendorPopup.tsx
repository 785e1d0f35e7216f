import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLazyGamesListQuery } from '@wl/api/games';
import { useSession, useTenant } from '@wl/app-shell';
import { EmptyState, GameGrid, Input, Modal } from '@wl/ui';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { openVendorPopup } from '../app/store.ts';
import { DEFAULT_GAME_IMAGE } from '../lobby/images.ts';
import { toCard, useFavouriteIds, useImageResolver, type PlatformGame } from '../lobby/siteData.ts';
import { usePlay } from './GameLauncher.tsx';
import { useFavouriteHeart } from './useFavouriteHeart.ts';

/** The platform's largest page; a vendor with thousands of games loads in a few pages. */
const VENDOR_PAGE_SIZE = 999;

/** Case- and accent-insensitive match of a search text against a game name or code. */
export function matchesSearch(
  game: { gameName?: string; nodeName?: string; gameCode?: string },
  query: string,
): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return [game.gameName, game.nodeName, game.gameCode].some((v) => v?.toLocaleLowerCase().includes(q));
}

/**
 * The grid's first layout before it measures itself: the popup's inner width on this screen. (GameGrid measures
 * its scroller only if the scroller exists on its first render, so it is mounted once games are there.)
 */
export function gridRect(): { width: number; height: number } {
  const viewport = typeof window === 'undefined' ? 1024 : window.innerWidth;
  return { width: Math.max(240, Math.min(viewport, 1040) - 80), height: 600 };
}

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
`;

/** Loads every page of a vendor's games, one after the other. */
function useVendorGames(vassalage: string | undefined, gameType: string | undefined) {
  const [trigger] = useLazyGamesListQuery();
  const tenant = useTenant();
  const [state, setState] = useState<{
    key: string;
    games: PlatformGame[];
    total: number | null;
    done: boolean;
  }>({ key: '', games: [], total: null, done: false });
  const key = `${vassalage}|${gameType}`;
  useEffect(() => {
    if (!vassalage) return;
    let cancelled = false;
    setState({ key, games: [], total: null, done: false });
    void (async () => {
      const games: PlatformGame[] = [];
      for (let pageNo = 1; ; pageNo++) {
        const result = await trigger(
          {
            gameType: gameType || 'RNG',
            vassalage,
            pageNo,
            pageSize: VENDOR_PAGE_SIZE,
            merchant: tenant.merchantCode,
            clientType: 3,
            platform: 'html5-desktop',
          },
          true,
        );
        if (cancelled) return;
        const list = (result.data?.list ?? []) as PlatformGame[];
        games.push(...list);
        const totalPages = result.data?.totalPages ?? 1;
        const done = !result.data || pageNo >= totalPages || list.length === 0;
        setState({
          key,
          games: [...games],
          total: (result.data as { total?: number } | undefined)?.total ?? games.length,
          done,
        });
        if (done) return;
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [key, vassalage, gameType, trigger, tenant.merchantCode]);
  return state.key === key ? state : { games: [], total: null, done: false };
}

/** A vendor's full game list in a popup: virtualised grid (thousands of games) with search. */
export function VendorPopup() {
  const { t } = useTranslation('games');
  const dispatch = useAppDispatch();
  const target = useAppSelector((state) => state.shell.vendorPopup);
  const [query, setQuery] = useState('');
  const { games, total, done } = useVendorGames(target?.vassalage, target?.gameType);
  const resolve = useImageResolver();
  const favourites = useFavouriteIds();
  const play = usePlay();
  const heart = useFavouriteHeart();
  const { isLogin } = useSession();

  useEffect(() => setQuery(''), [target?.vassalage]);
  const filtered = useMemo(() => games.filter((g) => matchesSearch(g, query)), [games, query]);
  const byId = useMemo(() => new Map(filtered.map((g) => [String(g.nodeId), g])), [filtered]);
  const cards = useMemo(
    () => filtered.map((g) => toCard(g, resolve, favourites)),
    [filtered, resolve, favourites],
  );
  const close = () => dispatch(openVendorPopup(null));

  return (
    <Modal open={target !== null} onClose={close} title={target?.name ?? ''} size="lg">
      <StyledBody>
        <Input
          type="search"
          aria-label={t('searchGames')}
          placeholder={t('searchGames')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p role="status" aria-live="polite">
          {done
            ? t('gameCount', { count: filtered.length, total: total ?? games.length })
            : t('loadingGames', { count: games.length })}
        </p>
        {cards.length === 0 ? (
          <EmptyState title={done ? t('noGames') : t('loading')} />
        ) : (
          <GameGrid
            key={`${target?.vassalage}|${query}`}
            initialRect={gridRect()}
            label={t('vendorGames', { name: target?.name ?? '' })}
            games={cards}
            defaultImage={DEFAULT_GAME_IMAGE}
            height="min(60vh, 640px)"
            minCardWidth={120}
            emptyText={done ? t('noGames') : t('loading')}
            onPlay={(card) => {
              const game = byId.get(card.id);
              if (game) play(game);
            }}
            onToggleFavourite={
              isLogin
                ? (card) => {
                    const g = byId.get(card.id);
                    if (g) heart(g, card.favourite === true);
                  }
                : undefined
            }
          />
        )}
      </StyledBody>
    </Modal>
  );
}
