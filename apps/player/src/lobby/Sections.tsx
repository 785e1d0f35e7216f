import { memo, Suspense, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGamesRecentQuery } from '@wl/api/games';
import { useSession } from '@wl/app-shell';
import {
  RECENT_PAGE_SIZE,
  lobbySections,
  sectionMoreLink,
  type CurrentType,
  type HomeSection,
} from '@wl/domain';
import type { TranslationKey } from '@wl/i18n';
import { DeferredLane } from './DeferredLane.tsx';
import { FavouritesSection, HotSection, RecentSection } from './GameSections.tsx';
import { GamesLane, NO_GAMES } from './GamesLane.tsx';
import { useVendorLanes } from './siteData.ts';
import { useStaggered } from './useStaggered.ts';
import { platformLanguage } from './language.ts';
import { VendorLane } from './VendorLane.tsx';

export { useHotGames } from './GameSections.tsx';
export { VendorLane, vendorCardGame } from './VendorLane.tsx';

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

const SECTION_TITLE: Record<HomeSection, TranslationKey<'site'>> = {
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

export function sectionTitleKey(section: HomeSection): TranslationKey<'site'> {
  return SECTION_TITLE[section];
}

/** Sections a phone's first screen shows (below them, sections skip style and layout and render their cards late). */
const FIRST_SCREEN_SECTIONS = 2;

/**
 * The lobby sections of a page in the spec's order and visibility; vendor sections appear 300 ms apart.
 *
 * The sections are drawn from the platform's answers as a deferred (time-sliced) render, never an urgent one. A store
 * value read here that differs from the prerendered page's (an answer that came while the page hydrated) re-renders
 * this part at once, at the highest priority; had that render given the sections' Suspense boundaries new props, React
 * would first have hydrated every one of them in that same task (200-300 ms on a phone, decision 0010). So the urgent
 * render passes the list the same props as before, and the list takes the new ones in a deferred render.
 */
export function LobbySections({ page }: { page: CurrentType }) {
  const { i18n } = useTranslation();
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
  const { lanes, isLoading } = useVendorLanes();
  const recentCount = recent.data?.list.length ?? 0;
  const latest = useMemo(
    () => ({ isLogin, recentCount, lanes, lanesPending: isLoading }),
    [isLogin, recentCount, lanes, isLoading],
  );
  const shown = useDeferredValue(latest);
  return <SectionList page={page} {...shown} />;
}

const SectionList = memo(function SectionList({
  page,
  isLogin,
  recentCount,
  lanes,
  lanesPending,
}: {
  page: CurrentType;
  isLogin: boolean;
  recentCount: number;
  lanes: ReturnType<typeof useVendorLanes>['lanes'];
  lanesPending: boolean;
}) {
  const { t } = useTranslation(['site']);
  const sections = lobbySections(page, { isLogin, recentCount });
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
});
