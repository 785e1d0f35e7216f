import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useGamesFavouritesQuery, useGamesHotQuery, useGamesRecentQuery } from '@wl/api/games';
import { useSession, useTenant } from '@wl/app-shell';
import { FAVOURITES_PAGE_SIZE, RECENT_PAGE_SIZE, hotBlock, lobbySections, sectionMoreLink, type CurrentType, type HomeSection } from '@wl/domain';
import { GameLane, type GameCardGame } from '@wl/ui';
import { usePlay } from '../components/GameLauncher.tsx';
import { useFavouriteHeart } from '../components/useFavouriteHeart.ts';
import { DEFAULT_GAME_IMAGE } from './images.ts';
import { toCard, useFavouriteIds, useImageResolver, useVendorLanes, type PlatformGame, type VendorCardData } from './siteData.ts';
import { useStaggered } from './useStaggered.ts';
import { platformLanguage } from './language.ts';
import { lobbyArgs } from './lobbyQueries.ts';

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['6']};
  min-width: 0;
  /* Sections below the fold skip style, layout and paint until they come near the viewport. */
  > section:nth-child(n + 3) {
    content-visibility: auto;
    contain-intrinsic-size: auto 340px;
  }
`;

type LaneProps = { title: string; games: readonly PlatformGame[]; hot?: boolean; moreHref?: string; loading?: boolean; id: string };

/** One lane of game cards wired to launch and favourites. */
export function GamesLane({ title, games, hot = false, moreHref, loading, id }: LaneProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const resolve = useImageResolver();
  const favourites = useFavouriteIds();
  const play = usePlay();
  const heart = useFavouriteHeart();
  const { isLogin } = useSession();
  const byId = useMemo(() => new Map(games.map((g) => [String(g.nodeId), g])), [games]);
  const cards = useMemo(() => games.map((g) => toCard(g, resolve, favourites, hot)), [games, resolve, favourites, hot]);
  return (
    <section aria-labelledby={`lane-${id}`} data-section={id}>
      <GameLane
        title={<span id={`lane-${id}`}>{title}</span>}
        games={cards}
        defaultImage={DEFAULT_GAME_IMAGE}
        loading={loading}
        moreHref={moreHref}
        moreLabel={t('more')}
        onMore={moreHref ? () => navigate(moreHref) : undefined}
        onPlay={(card: GameCardGame) => {
          const game = byId.get(card.id);
          if (game) play(game);
        }}
        onToggleFavourite={
          isLogin
            ? (card: GameCardGame) => {
                const game = byId.get(card.id);
                if (game) heart(game, card.favourite === true);
              }
            : undefined
        }
      />
    </section>
  );
}

/** Vendor cards of a category as a lane: a card opens the vendor's list (or page, or lottery) by the launch rules. */
/** A vendor card of a lane as the game the launcher opens (the vendor's popup, page or game, by the launch rules). */
export function vendorCardGame(c: VendorCardData, category: string): PlatformGame {
  return {
    nodeId: c.nodeId ?? `vendor-${c.vassalage}`,
    vassalage: c.vassalage,
    gameCode: c.gameCode,
    gameType: c.gameType ?? category,
    gameName: c.name ?? c.vassalage,
    iconUrl: c.iconUrl,
    isGame: c.isGame,
    maintenance: c.maintenance,
  };
}

export function VendorLane({ category, cards, title }: { category: string; cards: readonly VendorCardData[]; title: string }) {
  const games = useMemo<PlatformGame[]>(() => cards.map((c) => vendorCardGame(c, category)), [cards, category]);
  return <VendorCardsLane id={`vendors-${category}`} title={title} games={games} />;
}

function VendorCardsLane({ id, title, games }: { id: string; title: string; games: PlatformGame[] }) {
  const { t } = useTranslation('games');
  const resolve = useImageResolver();
  const play = usePlay();
  const byId = useMemo(() => new Map(games.map((g) => [String(g.nodeId), g])), [games]);
  const cards = useMemo(() => games.map((g) => ({ ...toCard(g, resolve, new Set()), vendorName: t('vendor') })), [games, resolve, t]);
  return (
    <section aria-labelledby={`lane-${id}`} data-section={id}>
      <GameLane
        title={<span id={`lane-${id}`}>{title}</span>}
        games={cards}
        defaultImage={DEFAULT_GAME_IMAGE}
        onPlay={(card) => {
          const game = byId.get(card.id);
          if (game) play(game);
        }}
      />
    </section>
  );
}

const SECTION_TITLE: Record<HomeSection, string> = {
  RECENT: 'site:nav.recent',
  HOT: 'site:nav.hot',
  RNG: 'site:nav.rng',
  LIVE: 'site:nav.live',
  FISH: 'site:nav.fish',
  SPORTS: 'site:nav.sports',
  PVP: 'site:nav.pvp',
  ESPORTS: 'site:nav.esports',
  COCKFIGHT: 'site:nav.cockfight',
  FAV: 'site:nav.favorite',
};

export function sectionTitleKey(section: HomeSection): string {
  return SECTION_TITLE[section];
}

function RecentSection() {
  const { t, i18n } = useTranslation(['site']);
  const { token, isTrial } = useSession();
  const { data, isLoading } = useGamesRecentQuery({ page: 1, pageSize: RECENT_PAGE_SIZE, gameType: 'RNG', language: platformLanguage(i18n.language), clientType: 3 }, { skip: !token || isTrial });
  return <GamesLane id="RECENT" title={t('site:nav.recent')} games={(data?.list ?? []) as PlatformGame[]} loading={isLoading} />;
}

export function useHotGames() {
  const tenant = useTenant();
  const { i18n } = useTranslation();
  return useGamesHotQuery(lobbyArgs.hotGames(tenant, platformLanguage(i18n.language)));
}

function HotSection() {
  const { t } = useTranslation('site');
  const { data, isLoading } = useHotGames();
  // The cards render as a deferred (time-sliced) update when the answer lands, not in one blocking task.
  const shown = useDeferredValue(data);
  const block = hotBlock((shown?.list ?? []) as PlatformGame[]);
  return <GamesLane id="HOT" title={t('nav.hot')} hot games={block.games} loading={isLoading || shown !== data} moreHref={block.showMore ? '/hot' : undefined} />;
}

function FavouritesSection() {
  const { t, i18n } = useTranslation('site');
  const { token, isTrial } = useSession();
  const { data, isLoading } = useGamesFavouritesQuery({ clientType: 3, platform: 'flash', language: platformLanguage(i18n.language), pageNo: 1, pageSize: FAVOURITES_PAGE_SIZE }, { skip: !token || isTrial });
  return <GamesLane id="FAV" title={t('nav.favorite')} games={(data?.content ?? []) as PlatformGame[]} loading={isLoading} />;
}

/** The lobby sections of a page in the spec's order and visibility; vendor sections appear 300 ms apart. */
export function LobbySections({ page }: { page: CurrentType }) {
  const { t, i18n } = useTranslation(['site']);
  const { isLogin, token, isTrial } = useSession();
  const recent = useGamesRecentQuery({ page: 1, pageSize: RECENT_PAGE_SIZE, gameType: 'RNG', language: platformLanguage(i18n.language), clientType: 3 }, { skip: !token || isTrial });
  const { lanes: latestLanes, isLoading } = useVendorLanes();
  // Vendor lanes render as a deferred (time-sliced) update when the vendor list lands.
  const lanes = useDeferredValue(latestLanes);
  const lanesPending = isLoading || lanes !== latestLanes;
  const sections = lobbySections(page, { isLogin, recentCount: recent.data?.list.length ?? 0 });
  const vendorSections = sections.filter((s) => s !== 'RECENT' && s !== 'HOT' && s !== 'FAV');
  const ready = useStaggered(vendorSections.length, `${page}|${vendorSections.join()}`);
  return (
    <StyledSections>
      {sections.map((section) => {
        if (section === 'RECENT') return <RecentSection key={section} />;
        if (section === 'HOT') return <HotSection key={section} />;
        if (section === 'FAV') return <FavouritesSection key={section} />;
        const index = vendorSections.indexOf(section);
        const cards = lanes[section] ?? [];
        if (!lanesPending && cards.length === 0) return null;
        if (index >= ready || lanesPending)
          return <GamesLane key={section} id={`vendors-${section}`} title={t(SECTION_TITLE[section])} games={[]} loading moreHref={sectionMoreLink(section)} />;
        return <VendorLane key={section} category={section} cards={cards} title={t(SECTION_TITLE[section])} />;
      })}
    </StyledSections>
  );
}
