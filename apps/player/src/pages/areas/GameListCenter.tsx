import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useGamesListQuery, useGamesVendorTypesQuery } from '@wl/api/games';
import { useTenant } from '@wl/app-shell';
import { firstCardProperty } from '@wl/tenant';
import { gameListPageSize, offeredSubTypes, type GameCategory, type GameSubType } from '@wl/domain';
import { Button, EmptyState, Pagination } from '@wl/ui';
import { titleKeyFor } from '../../app/navigation.ts';
import { useAppDispatch } from '../../app/hooks.ts';
import { openVendorPopup, setCurrentType } from '../../app/store.ts';
import { GamesLane, NO_GAMES } from '../../lobby/GamesLane.tsx';
import { lobbyArgs } from '../../lobby/lobbyQueries.ts';
import { useVendorLanes, type PlatformGame, type VendorCardData } from '../../lobby/siteData.ts';
import { useSequentialLoad } from '../../lobby/useSequentialLoad.ts';
import { platformLanguage } from '../../lobby/language.ts';
import { PageFrame } from '../PageFrame.tsx';
import { CategoryBanner, type IntroCategory } from '../CategoryBanner.tsx';

/** The category of each page this area shows (the prerender names its first calls by it). */
export const TYPE_OF: Readonly<Record<string, IntroCategory>> = {
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/rng': 'RNG',
  '/pvp': 'PVP',
};

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
`;

const StyledVendor = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
  > div:last-child {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space['2']};
  }
`;

/**
 * The pages' place while a vendor's games load: most vendors have more than one page, and the pagination that arrives
 * with them would push the sections below down (on a phone it takes a line of its own).
 */
const StyledPagesPlace = styled.span`
  flex: 0 1 20rem;
  height: ${({ theme }) => theme.space['10']};
`;

/** One vendor's sub-types of a game type: `null` when the call failed, `undefined` until it answers. */
type ListedSubTypes = readonly string[] | null | undefined;

/** Asks the platform for one vendor's game types (vassGameType) and reports that vendor's sub-types of `type`. */
function VendorSubTypes({
  vassalage,
  type,
  onAnswer,
}: {
  vassalage: string;
  type: GameCategory;
  onAnswer: (vassalage: string, listed: ListedSubTypes) => void;
}) {
  const { i18n } = useTranslation();
  const { data, isError, isFetching } = useGamesVendorTypesQuery({
    vassalage,
    language: platformLanguage(i18n.language),
  });
  const listed = useMemo<ListedSubTypes>(() => {
    if (data) {
      // Rows of other vendors or game types (a platform that ignores `vassalage`) are not this vendor's.
      return data
        .filter((row) => (row.vassalage ?? vassalage) === vassalage && row.gameType.toUpperCase() === type)
        .flatMap((row) => row.subTypes ?? []);
    }
    return isError && !isFetching ? null : undefined;
  }, [data, isError, isFetching, vassalage, type]);
  useEffect(() => onAnswer(vassalage, listed), [onAnswer, vassalage, listed]);
  return null;
}

/** One vendor's games of the type, paged (10 for RNG, 5 otherwise), with its full list in the popup. */
function VendorSection({
  vendor,
  type,
  subType,
  load,
  onSettled,
  first,
}: {
  vendor: VendorCardData;
  type: GameCategory;
  subType: GameSubType | null;
  load: boolean;
  /** The page's first section: its loading cards show what the page's head script has painted (`paintedCards`). */
  first: boolean;
  /** Its game-list call has answered or failed: the next section may start. */
  onSettled: () => void;
}) {
  const { t, i18n } = useTranslation('games');
  const tenant = useTenant();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [subType]);
  const { data, isLoading, isFetching, isSuccess, isError } = useGamesListQuery(
    lobbyArgs.vendorGames(tenant, type, vendor.vassalage, subType, page, platformLanguage(i18n.language)),
    { skip: !load },
  );
  const settled = load && !isFetching && (isSuccess || isError);
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  const total = (data as { total?: number } | undefined)?.total;
  if (load && !isLoading && data && data.list.length === 0) return null;
  const name = vendor.name ?? vendor.vassalage;
  return (
    <StyledVendor>
      <GamesLane
        id={`${type}-${vendor.vassalage}`}
        title={name}
        games={(data?.list ?? []) as PlatformGame[]}
        loading={!load || isLoading}
        loadingCount={gameListPageSize(type)}
        skeletonImageProperties={first && subType === null ? paintedCards(type) : undefined}
      />
      <div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => dispatch(openVendorPopup({ vassalage: vendor.vassalage, gameType: type, name }))}
        >
          {total !== undefined ? t('allGamesCount', { count: total }) : t('allGames')}
        </Button>
        {(!load || isLoading) && <StyledPagesPlace aria-hidden="true" />}
        {(data?.totalPages ?? 1) > 1 && (
          <Pagination
            page={page}
            totalPages={data?.totalPages ?? 1}
            onChange={setPage}
            label={t('pagesOf', { name })}
          />
        )}
      </div>
    </StyledVendor>
  );
}

/**
 * Where a prerendered category page's head script paints the first vendor's first games (docs/decisions/0010): its
 * first calls are the vendors and that vendor's first page (`firstCalls` in prerender.tsx), so the page's largest
 * paint does not wait for the framework.
 */
const paintedCards = (type: GameCategory): readonly string[] =>
  (PAINTED[type] ??= Array.from({ length: gameListPageSize(type) }, (_, i) => firstCardProperty(type, i)));
const PAINTED: Partial<Record<GameCategory, readonly string[]>> = {};

/**
 * The first vendor's place while the vendors load: a lane of loading cards the size of a vendor's section (its
 * title, its cards, its row of buttons), so that nothing moves when it comes, and where the head script's images show.
 */
function PendingVendorSection({ type }: { type: GameCategory }) {
  const { t } = useTranslation('ui');
  return (
    <StyledVendor>
      <GamesLane
        id={`${type}-pending`}
        title={t('loading')}
        games={NO_GAMES}
        loading
        loadingCount={gameListPageSize(type)}
        skeletonImageProperties={paintedCards(type)}
      />
      <div>
        <StyledPagesPlace aria-hidden="true" />
      </div>
    </StyledVendor>
  );
}

/** /live, /fish, /rng (?vassalage), /pvp: vendor sections with their games, sub-type filters for table and arcade games. */
export function Component() {
  const { t } = useTranslation(['site', 'games']);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const tenant = useTenant();
  const type = TYPE_OF[pathname.toLowerCase()] ?? 'RNG';
  const vassalage = params.get('vassalage');
  const { lanes, isLoading } = useVendorLanes();
  const [subType, setSubType] = useState<GameSubType | null>(null);
  useEffect(() => {
    dispatch(setCurrentType(type));
    setSubType(null);
  }, [type, dispatch]);
  const vendors = useMemo(
    () => (lanes[type] ?? []).filter((v) => !vassalage || v.vassalage === vassalage),
    [lanes, type, vassalage],
  );
  const vendorIds = vendors.map((v) => v.vassalage).join(',');
  // One section at a time: the next starts 300 ms after the one before has answered (or failed, or was empty).
  const { ready, settle } = useSequentialLoad(vendors.length, `${type}|${vassalage}|${subType}|${vendorIds}`);
  const settlers = useMemo(() => vendors.map((_, i) => () => settle(i)), [vendors, settle]);
  // The sub-type filter offers what the platform lists for the page's vendors (all of them if a call failed).
  const [listedOf, setListedOf] = useState<Readonly<Record<string, ListedSubTypes>>>({});
  const onListed = useCallback(
    (v: string, listed: ListedSubTypes) =>
      setListedOf((prev) => (prev[v] === listed ? prev : { ...prev, [v]: listed })),
    [],
  );
  const filtered = type === 'PVP';
  const { subTypes, allAnswered } = useMemo(() => {
    if (!filtered) return { subTypes: [], allAnswered: true };
    const answers = vendors.map((v) => listedOf[v.vassalage]);
    // A vendor whose call failed may have any sub-type: the fixed list is offered then.
    const listed = answers.some((a) => a === null) ? undefined : answers.flatMap((a) => a ?? []);
    return {
      subTypes: offeredSubTypes(tenant.languages, listed),
      allAnswered: answers.every((a) => a !== undefined),
    };
  }, [filtered, vendors, listedOf, tenant.languages]);
  useEffect(() => {
    if (subType !== null && allAnswered && !subTypes.includes(subType)) setSubType(null);
  }, [subType, allAnswered, subTypes]);
  const vendorName = vassalage ? (vendors[0]?.name ?? vassalage) : null;
  return (
    <PageFrame title={vendorName ? `${t(titleKeyFor(pathname))} · ${vendorName}` : t(titleKeyFor(pathname))}>
      <CategoryBanner category={type} />
      {filtered &&
        vendors.map((v) => (
          <VendorSubTypes key={v.vassalage} vassalage={v.vassalage} type={type} onAnswer={onListed} />
        ))}
      {subTypes.length > 0 && (
        <StyledFilters role="group" aria-label={t('games:subTypes')}>
          <Button
            size="sm"
            variant={subType === null ? 'primary' : 'secondary'}
            aria-pressed={subType === null}
            onClick={() => setSubType(null)}
          >
            {t('games:allTypes')}
          </Button>
          {subTypes.map((s) => (
            <Button
              key={s}
              size="sm"
              variant={subType === s ? 'primary' : 'secondary'}
              aria-pressed={subType === s}
              onClick={() => setSubType(s)}
            >
              {t(`games:subType.${s}`)}
            </Button>
          ))}
        </StyledFilters>
      )}
      {!isLoading && vendors.length === 0 && <EmptyState title={t('games:noVendors')} />}
      {isLoading && vendors.length === 0 && <PendingVendorSection type={type} />}
      {vendors.map((vendor, i) => (
        <VendorSection
          key={vendor.vassalage}
          vendor={vendor}
          type={type}
          subType={subType}
          load={i < ready}
          onSettled={settlers[i]!}
          first={i === 0}
        />
      ))}
    </PageFrame>
  );
}
