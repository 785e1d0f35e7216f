import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useGamesListQuery } from '@wl/api/games';
import { useTenant } from '@wl/app-shell';
import { gameListPageSize, gameSubTypes, type GameCategory, type GameSubType } from '@wl/domain';
import { Button, EmptyState, Pagination } from '@wl/ui';
import { titleKeyFor } from '../../app/navigation.ts';
import { useAppDispatch } from '../../app/hooks.ts';
import { openVendorPopup, setCurrentType } from '../../app/store.ts';
import { GamesLane } from '../../lobby/Sections.tsx';
import { useVendorLanes, type PlatformGame, type VendorCardData } from '../../lobby/siteData.ts';
import { useStaggered } from '../../lobby/useStaggered.ts';
import { platformLanguage } from '../../lobby/language.ts';
import { PageFrame } from '../PageFrame.tsx';
import { CategoryBanner } from '../CategoryBanner.tsx';

const TYPE_OF: Record<string, GameCategory> = { '/live': 'LIVE', '/fish': 'FISH', '/rng': 'RNG', '/pvp': 'PVP' };

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

/** One vendor's games of the type, paged (10 for RNG, 5 otherwise), with its full list in the popup. */
function VendorSection({ vendor, type, subType, load }: { vendor: VendorCardData; type: GameCategory; subType: GameSubType | null; load: boolean }) {
  const { t, i18n } = useTranslation('games');
  const tenant = useTenant();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [subType]);
  const pageSize = gameListPageSize(type);
  const { data, isLoading } = useGamesListQuery(
    {
      clientType: 3,
      platform: 'html5-desktop',
      merchant: tenant.merchantCode,
      gameType: type,
      vassalage: vendor.vassalage,
      subType: subType ?? undefined,
      pageNo: page,
      pageSize,
      language: platformLanguage(i18n.language),
    },
    { skip: !load },
  );
  const total = (data as { total?: number } | undefined)?.total;
  if (load && !isLoading && data && data.list.length === 0) return null;
  const name = vendor.name ?? vendor.vassalage;
  return (
    <StyledVendor>
      <GamesLane id={`${type}-${vendor.vassalage}`} title={name} games={(data?.list ?? []) as PlatformGame[]} loading={!load || isLoading} />
      <div>
        <Button size="sm" variant="secondary" onClick={() => dispatch(openVendorPopup({ vassalage: vendor.vassalage, gameType: type, name }))}>
          {total !== undefined ? t('allGamesCount', { count: total }) : t('allGames')}
        </Button>
        {(data?.totalPages ?? 1) > 1 && <Pagination page={page} totalPages={data?.totalPages ?? 1} onChange={setPage} label={t('pagesOf', { name })} />}
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
  const vendors = (lanes[type] ?? []).filter((v) => !vassalage || v.vassalage === vassalage);
  const ready = useStaggered(vendors.length, `${type}|${vassalage}|${subType}`);
  const subTypes = type === 'PVP' ? gameSubTypes(tenant.languages) : [];
  const vendorName = vassalage ? (vendors[0]?.name ?? vassalage) : null;
  return (
    <PageFrame title={vendorName ? `${t(titleKeyFor(pathname))} · ${vendorName}` : t(titleKeyFor(pathname))}>
      <CategoryBanner category={type} />
      {subTypes.length > 0 && (
        <StyledFilters role="group" aria-label={t('games:subTypes')}>
          <Button size="sm" variant={subType === null ? 'primary' : 'secondary'} aria-pressed={subType === null} onClick={() => setSubType(null)}>
            {t('games:allTypes')}
          </Button>
          {subTypes.map((s) => (
            <Button key={s} size="sm" variant={subType === s ? 'primary' : 'secondary'} aria-pressed={subType === s} onClick={() => setSubType(s)}>
              {t(`games:subType.${s}`)}
            </Button>
          ))}
        </StyledFilters>
      )}
      {!isLoading && vendors.length === 0 && <EmptyState title={t('games:noVendors')} />}
      {vendors.map((vendor, i) => (
        <VendorSection key={vendor.vassalage} vendor={vendor} type={type} subType={subType} load={i < ready} />
      ))}
    </PageFrame>
  );
}
