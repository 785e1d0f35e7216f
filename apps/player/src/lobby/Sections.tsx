import { memo, Suspense, useCallback, useDeferredValue, useMemo, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useGamesFavouritesQuery, useGamesHotQuery, useGamesRecentQuery } from '@wl/api/games';
import { useSession, useTenant } from '@wl/app-shell';
import {
  FAVOURITES_PAGE_SIZE,
  RECENT_PAGE_SIZE,
  hotBlock,
  lobbySections,
  sectionMoreLink,
  type CurrentType,
  type HomeSection,
} from '@wl/domain';
import { GameLane, type GameCardGame } from '@wl/ui';
import { usePlay } from '../components/GameLauncher.tsx';
import { useFavouriteHeart } from '../components/useFavouriteHeart.ts';
import { useNearViewport } from '../components/useNearViewport.ts';
import { DEFAULT_GAME_IMAGE } from './images.ts';
import {
  toCard,
  useFavouriteIds,
  useImageResolver,
  useVendorLanes,
  type PlatformGame,
  type VendorCardData,
} from './siteData.ts';
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

type LaneProps = {
  title: string;
  games: readonly PlatformGame[];
  hot?: boolean;
  moreHref?: string;
  loading?: boolean;
  id: string;
  /** Card-shaped skeletons while loading (the lane's default when not given). */
  loadingCount?: number;
  /** The lane's section element (a deferred lane watches it to know when it comes near the viewport). */
  ref?: Ref<HTMLElement>;
};

/** No games yet: one array for every loading lane, so a memoised lane sees the same props. */
const NO_GAMES: readonly PlatformGame[] = [];
const NO_CARDS: readonly GameCardGame[] = [];

/**
 * One lane of game cards wired to launch and favourites. Memoised with stable handlers: when a later section of the
 * lobby arrives (300 ms apart), the lanes already shown do not render again.
 */
export const GamesLane = memo(function GamesLane({
  title,
  games,
  hot = false,
  moreHref,
  loading,
  loadingCount,
  id,
  ref,
}: LaneProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const resolve = useImageResolver();
  const favourites = useFavouriteIds();
  const play = usePlay();
  const heart = useFavouriteHeart();
  const { isLogin } = useSession();
  const byId = useMemo(() => new Map(games.map((g) => [String(g.nodeId), g])), [games]);
  // A lane with no games yet keeps one empty list, so its skeleton cards do not render again when the image resolver
  // or the favourites change (on a slow network the site's answers land while the lanes still show skeletons).
  const cards = useMemo(
    () => (games.length === 0 ? NO_CARDS : games.map((g) => toCard(g, resolve, favourites, hot))),
    [games, resolve, favourites, hot],
  );
  const onPlay = useCallback(
    (card: GameCardGame) => {
      const game = byId.get(card.id);
      if (game) play(game);
    },
    [byId, play],
  );
  const onToggleFavourite = useCallback(
    (card: GameCardGame) => {
      const game = byId.get(card.id);
      if (game) heart(game, card.favourite === true);
    },
    [byId, heart],
  );
  const onMore = useCallback(() => {
    if (moreHref) navigate(moreHref);
  }, [moreHref, navigate]);
  // One element while the title stays: GameLane is memoised, and a new title element would render it (and every
  // skeleton card) again whenever this lane renders.
  const heading = useMemo(() => <span id={`lane-${id}`}>{title}</span>, [id, title]);
  return (
    <section aria-labelledby={`lane-${id}`} data-section={id} ref={ref}>
      <GameLane
        title={heading}
        games={cards}
        defaultImage={DEFAULT_GAME_IMAGE}
        loading={loading}
        loadingCount={loadingCount}
        moreHref={moreHref}
        moreLabel={t('more')}
        onMore={moreHref ? onMore : undefined}
        onPlay={onPlay}
        onToggleFavourite={isLogin ? onToggleFavourite : undefined}
      />
    </section>
  );
});

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

export const VendorLane = memo(function VendorLane({
  category,
  cards,
  title,
  moreHref,
}: {
  category: string;
  cards: readonly VendorCardData[];
  title: string;
  moreHref?: string;
}) {
  const games = useMemo<PlatformGame[]>(
    () => cards.map((c) => vendorCardGame(c, category)),
    [cards, category],
  );
  return <VendorCardsLane id={`vendors-${category}`} title={title} games={games} moreHref={moreHref} />;
});

function VendorCardsLane({
  id,
  title,
  games,
  moreHref,
}: {
  id: string;
  title: string;
  games: PlatformGame[];
  moreHref?: string;
}) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const resolve = useImageResolver();
  const play = usePlay();
  const byId = useMemo(() => new Map(games.map((g) => [String(g.nodeId), g])), [games]);
  const cards = useMemo(
    () => games.map((g) => ({ ...toCard(g, resolve, NO_FAVOURITES), vendorName: t('vendor') })),
    [games, resolve, t],
  );
  const onPlay = useCallback(
    (card: GameCardGame) => {
      const game = byId.get(card.id);
      if (game) play(game);
    },
    [byId, play],
  );
  const onMore = useCallback(() => {
    if (moreHref) navigate(moreHref);
  }, [moreHref, navigate]);
  const heading = useMemo(() => <span id={`lane-${id}`}>{title}</span>, [id, title]);
  return (
    <section aria-labelledby={`lane-${id}`} data-section={id}>
      <GameLane
        title={heading}
        games={cards}
        defaultImage={DEFAULT_GAME_IMAGE}
        onPlay={onPlay}
        moreHref={moreHref}
        moreLabel={t('more')}
        onMore={moreHref ? onMore : undefined}
      />
    </section>
  );
}

const NO_FAVOURITES: ReadonlySet<string> = new Set();

/** How far below the viewport a deferred lane starts rendering its cards (about two lanes ahead of a scroll). */
const NEAR_VIEWPORT_MARGIN = '600px 0px';

/**
 * A lane below the fold: its section (title, a loading list) is in place from the start, and its content renders when
 * it comes within two lanes of the viewport, or when the browser is idle after the page has loaded (so that the whole
 * lobby is there for find-in-page and screen readers, in small idle tasks rather than with the first screen). Until
 * then it draws no skeleton cards: the section is off screen, where `content-visibility: auto` sizes it anyway.
 */
function DeferredLane({
  section,
  title,
  moreHref,
  children,
}: {
  section: string;
  title: string;
  moreHref?: string;
  children: ReactNode;
}) {
  const [ref, near] = useNearViewport<HTMLElement>(NEAR_VIEWPORT_MARGIN, { whenIdle: true });
  if (near) return children;
  return (
    <GamesLane
      ref={ref}
      id={section}
      title={title}
      games={NO_GAMES}
      loading
      loadingCount={0}
      moreHref={moreHref}
    />
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
  LOTT: 'site:nav.lott',
  ELOTT: 'site:nav.elott',
};

export function sectionTitleKey(section: HomeSection): string {
  return SECTION_TITLE[section];
}

const RecentSection = memo(function RecentSection() {
  const { t, i18n } = useTranslation(['site']);
  const { token, isTrial } = useSession();
  const { data, isLoading } = useGamesRecentQuery(
    {
      page: 1,
      pageSize: RECENT_PAGE_SIZE,
      gameType: 'RNG',
      language: platformLanguage(i18n.language),
      clientType: 3,
    },
    { skip: !token || isTrial },
  );
  return (
    <GamesLane
      id="RECENT"
      title={t('site:nav.recent')}
      games={(data?.list ?? NO_GAMES) as PlatformGame[]}
      loading={isLoading}
    />
  );
});

export function useHotGames() {
  const tenant = useTenant();
  const { i18n } = useTranslation();
  return useGamesHotQuery(lobbyArgs.hotGames(tenant, platformLanguage(i18n.language)));
}

const HotSection = memo(function HotSection() {
  const { t } = useTranslation('site');
  const { data, isLoading } = useHotGames();
  // The cards render as a deferred (time-sliced) update when the answer lands, not in one blocking task.
  const shown = useDeferredValue(data);
  const block = hotBlock((shown?.list ?? []) as PlatformGame[]);
  return (
    <GamesLane
      id="HOT"
      title={t('nav.hot')}
      hot
      games={block.games}
      loading={isLoading || shown !== data}
      moreHref={block.showMore ? '/hot' : undefined}
    />
  );
});

const FavouritesSection = memo(function FavouritesSection() {
  const { t, i18n } = useTranslation('site');
  const { token, isTrial } = useSession();
  const { data, isLoading } = useGamesFavouritesQuery(
    {
      clientType: 3,
      platform: 'flash',
      language: platformLanguage(i18n.language),
      pageNo: 1,
      pageSize: FAVOURITES_PAGE_SIZE,
    },
    { skip: !token || isTrial },
  );
  return (
    <GamesLane
      id="FAV"
      title={t('nav.favorite')}
      games={(data?.content ?? NO_GAMES) as PlatformGame[]}
      loading={isLoading}
    />
  );
});

/** Sections a phone's first screen shows (below them, sections skip style and layout and render their cards late). */
const FIRST_SCREEN_SECTIONS = 2;

/** The lobby sections of a page in the spec's order and visibility; vendor sections appear 300 ms apart. */
export function LobbySections({ page }: { page: CurrentType }) {
  const { t, i18n } = useTranslation(['site']);
  const { isLogin, token, isTrial } = useSession();
  const recent = useGamesRecentQuery(
    {
      page: 1,
      pageSize: RECENT_PAGE_SIZE,
      gameType: 'RNG',
      language: platformLanguage(i18n.language),
      clientType: 3,
    },
    { skip: !token || isTrial },
  );
  const { lanes: latestLanes, isLoading } = useVendorLanes();
  // Vendor lanes render as a deferred (time-sliced) update when the vendor list lands.
  const lanes = useDeferredValue(latestLanes);
  const lanesPending = isLoading || lanes !== latestLanes;
  const sections = lobbySections(page, { isLogin, recentCount: recent.data?.list.length ?? 0 });
  const vendorSections = sections.filter((s) => s !== 'RECENT' && s !== 'HOT' && s !== 'FAV');
  const ready = useStaggered(vendorSections.length, `${page}|${vendorSections.join()}`);
  // Each section is a Suspense boundary of its own: React hydrates a prerendered lobby one section at a time, yielding
  // between them, and hydrates first the one a player taps.
  const pieces = sections.map((section, position) => {
    if (section === 'RECENT') return <RecentSection key={section} />;
    if (section === 'HOT') return <HotSection key={section} />;
    if (section === 'FAV') return <FavouritesSection key={section} />;
    const index = vendorSections.indexOf(section);
    const cards = lanes[section] ?? [];
    const title = t(SECTION_TITLE[section]);
    const moreHref = sectionMoreLink(section);
    if (!lanesPending && cards.length === 0) return null;
    const lane =
      index >= ready || lanesPending ? (
        <GamesLane
          key={section}
          id={`vendors-${section}`}
          title={title}
          games={NO_GAMES}
          loading
          moreHref={moreHref}
        />
      ) : (
        <VendorLane key={section} category={section} cards={cards} title={title} moreHref={moreHref} />
      );
    // The first screen shows two sections; the lanes below it render as they come near.
    if (position < FIRST_SCREEN_SECTIONS) return lane;
    return (
      <DeferredLane key={section} section={`vendors-${section}`} title={title} moreHref={moreHref}>
        {lane}
      </DeferredLane>
    );
  });
  return (
    <StyledSections>
      {pieces.map((piece, i) => (
        <Suspense key={sections[i]} fallback={null}>
          {piece}
        </Suspense>
      ))}
    </StyledSections>
  );
}
