import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useGamesWinnerBoardQuery } from '@wl/api/games';
import { useTenant } from '@wl/app-shell';
import { FIRST_BANNER_PROPERTY } from '@wl/tenant';
import { WINNER_BOARD_LIMIT, formatBalance, isGameCategory, type CurrentType } from '@wl/domain';
import { NoticeMarquee, Skeleton } from '@wl/ui';
import { useAppDispatch } from '../app/hooks.ts';
import { openNotice, setCurrentType } from '../app/store.ts';
import { LobbySections, sectionTitleKey } from '../lobby/Sections.tsx';
import { useImageResolver, useNotices, useNoticesPending } from '../lobby/siteData.ts';
import { platformLanguage } from '../lobby/language.ts';
import { lobbyArgs } from '../lobby/lobbyQueries.ts';
import { PageFrame } from './PageFrame.tsx';
import { usePageIdle } from '../components/usePageIdle.ts';

// Swiper is only needed once banners arrive: keep it out of the first chunk.
const Banners = lazy(() => import('../lobby/Banners.tsx'));

/** The first banner as a plain image: the page's first paint, until the carousel (Swiper) is loaded when idle. */
const StyledFirstBanner = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.color.bg.raised};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  aspect-ratio: 3 / 1;
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledMarqueeSlot = styled.div`
  display: grid;
  min-height: ${({ theme }) => theme.space['10']};
`;

const StyledBannerBox = styled.div`
  aspect-ratio: 3 / 1;
  min-width: 0;
`;

/**
 * The banner's place while the notices load. A prerendered home's head script has asked for them before the app
 * loaded, and paints the first banner as this place's background as soon as it is known (FIRST_BANNER_PROPERTY on
 * <html>): the page's largest paint does not wait for the framework. The same image as the first banner, the same fit.
 */
const StyledBannerPending = styled.div`
  height: 100%;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: var(${FIRST_BANNER_PROPERTY}, none) center / cover no-repeat;
  html[style*='${FIRST_BANNER_PROPERTY}'] & > * {
    visibility: hidden;
  }
`;

const StyledWinners = styled.section`
  content-visibility: auto;
  contain-intrinsic-size: auto 400px;
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space['1']};
    grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space['2']};
    padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.raised};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  strong {
    color: ${({ theme }) => theme.color.fg.link};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

function WinnerBoard() {
  const { t, i18n } = useTranslation('games');
  const { data: latest } = useGamesWinnerBoardQuery(lobbyArgs.winnerBoard(platformLanguage(i18n.language)));
  // Below the fold: rendered as a deferred (time-sliced) update.
  const data = useDeferredValue(latest);
  const list = (data?.list ?? []).slice(0, WINNER_BOARD_LIMIT);
  if (list.length === 0) return null;
  return (
    <StyledWinners aria-labelledby="winners-title">
      <h2 id="winners-title">{t('winnerBoard')}</h2>
      <ol>
        {list.map((entry, i) => (
          <li key={i}>
            <span>
              {entry.vo.userName} · {entry.vo.gameName}
            </span>
            <strong>
              {formatBalance(entry.vo.winAmount, { currencySymbol: entry.vo.currencySymbol ?? '' })}
            </strong>
          </li>
        ))}
      </ol>
    </StyledWinners>
  );
}

/** The home lobby (and the body of category pages): marquee, w_home banners, sections, winner board. */
function Lobby({ page, title }: { page: CurrentType; title: string }) {
  const { t } = useTranslation('site');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The notices (marquee, banners) render in a deferred, time-sliced render when they land, as the sections do
  // (LobbySections): an urgent one would also render this page's every part again in the same task.
  // What the page shows is memoized on those deferred values: the urgent render gives its parts what they had.
  const latestNotices = useNotices();
  const latestPending = useNoticesPending();
  const latestResolve = useImageResolver();
  const { notices, noticesPending, resolve } = useDeferredValue(
    useMemo(
      () => ({ notices: latestNotices, noticesPending: latestPending, resolve: latestResolve }),
      [latestNotices, latestPending, latestResolve],
    ),
  );
  const homeBanners = useMemo(
    () =>
      (notices?.banners ?? [])
        .filter((b) => b.groupName === 'w_home')
        .map((b, i) => ({
          id: String((b as { id?: unknown }).id ?? i),
          imageUrl: resolve(b.url) ?? '',
          alt: String((b as { title?: unknown }).title ?? t('banner')),
          url: b.link ?? b.url,
          linkageType: b.linkageType,
        })),
    [notices, resolve, t],
  );
  const marquee = useMemo(
    () => (notices?.player ?? []).map((n) => ({ id: String(n.id), text: n.title })),
    [notices],
  );
  const idle = usePageIdle();
  const openBanner = useCallback(
    (link: string | undefined) => {
      if (!link) return;
      if (/^https?:/.test(link)) window.open(link, '_blank', 'noopener');
      else navigate(link);
    },
    [navigate],
  );
  return useMemo(() => {
    // The first banner as a plain image: until the carousel has loaded, and while it loads.
    const firstBanner = homeBanners[0] && (
      <StyledFirstBanner type="button" onClick={() => openBanner(homeBanners[0]!.url)}>
        <img
          src={homeBanners[0].imageUrl}
          alt={homeBanners[0].alt}
          width={1200}
          height={400}
          fetchPriority="high"
        />
      </StyledFirstBanner>
    );
    return (
      <PageFrame title={title}>
        {/* The marquee's slot is kept while the notices load, so the banner and sections do not jump down when it lands. */}
        {(noticesPending || marquee.length > 0) && (
          <StyledMarqueeSlot>
            {marquee.length > 0 && (
              <NoticeMarquee
                notices={marquee}
                label={t('notices')}
                onOpen={(index) => dispatch(openNotice(index))}
              />
            )}
          </StyledMarqueeSlot>
        )}
        {/* The banner's place is kept while the notices load; a brand without home banners shows none (no empty box). */}
        {page === 'HOME' && (noticesPending || homeBanners.length > 0) && (
          <StyledBannerBox data-testid="home-banners">
            {homeBanners.length === 0 ? (
              <StyledBannerPending>
                <Skeleton height="100%" />
              </StyledBannerPending>
            ) : (
              <Suspense fallback={firstBanner}>
                {idle ? (
                  <Banners banners={homeBanners} onSelect={(banner) => openBanner(banner.url)} />
                ) : (
                  firstBanner
                )}
              </Suspense>
            )}
          </StyledBannerBox>
        )}
        <LobbySections page={page} />
        {page === 'HOME' && <WinnerBoard />}
      </PageFrame>
    );
  }, [title, page, noticesPending, marquee, homeBanners, idle, t, dispatch, openBanner]);
}

/**
 * The home page shows the current game type (spec §4): HOME by default, or the type the side menu chose (it navigates
 * here with that type in the history entry's state, so Back, a reload and the logo's link each show what they should).
 */
export function HomePage() {
  const { t } = useTranslation(['site']);
  const tenant = useTenant();
  const dispatch = useAppDispatch();
  const requested = (useLocation().state as { currentType?: unknown } | null)?.currentType;
  const type: CurrentType = requested === 'HOME' || isGameCategory(requested) ? requested : 'HOME';
  useEffect(() => {
    dispatch(setCurrentType(type));
  }, [type, dispatch]);
  const name = type === 'HOME' ? t('nav.home') : t(sectionTitleKey(type));
  return <Lobby page={type} title={`${tenant.name} · ${name}`} />;
}
