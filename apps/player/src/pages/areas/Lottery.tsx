import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  useLotteryGameMenusQuery,
  useLotteryOpenedNumbersQuery,
  useLotteryRecentMenusQuery,
  useLotteryVnMenuQuery,
  useLotteryVnOpenedNumbersQuery,
  useLotteryVnRecentMenuQuery,
} from '@wl/api/lottery';
import { useSession } from '@wl/app-shell';
import { apiErrorText } from '@wl/api/client';
import { prizeModeFor } from '@wl/domain';
import { HTML_LANG, type PlatformErrorKey } from '@wl/i18n';
import { Button, Table } from '@wl/ui';
import { asApiError, useLaunchNow } from '../../components/GameLauncher.tsx';
import { useVendorLanes } from '../../lobby/siteData.ts';
import { platformLanguage } from '../../lobby/language.ts';
import { PageFrame } from '../PageFrame.tsx';

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
  }
  nav ul {
    display: grid;
    gap: ${({ theme }) => theme.space['1']};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  nav a {
    display: block;
    padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
    border-radius: ${({ theme }) => theme.radius.md};
    color: inherit;
    text-decoration: none;
  }
  nav a[aria-current='page'] {
    background: ${({ theme }) => theme.color.bg.raised};
    color: ${({ theme }) => theme.color.fg.link};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin: ${({ theme }) => theme.space['3']} 0 ${({ theme }) => theme.space['1']};
  }
`;

type MenuGame = {
  gameCode: string;
  gameName?: string;
  vassalage?: string;
  groupName?: string;
  prizeMode?: string;
};
type MenuGroup = { groupName?: string; games: MenuGame[] };
const NO_GROUPS: MenuGroup[] = [];
type Draw = { numero: string; winNumber: string; openTime?: number | string };

/** /lottery, /seaLottery, /vnLottery (?gameCode): game menus, opened numbers and the game's launch. */
export function Component() {
  const { t, i18n } = useTranslation(['site', 'games', 'errors']);
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const launchNow = useLaunchNow();
  const { lanes } = useVendorLanes();
  const path = pathname.toLowerCase();
  const vn = path === '/vnlottery';
  const sea = path === '/sealottery';
  const language = platformLanguage(i18n.language);
  // The spec's prize mode (ELOTT when the e-lottery vendors include TCG_LOTTO_VN or LOTT, else LOTT) is the family
  // /lottery opens on: its menus come first and its first game is the default. The other family's menus follow, so
  // a game of either (an e-lottery vendor's such as GPK, reached from /elott) can be opened from its card.
  const prizeMode = sea ? 'SEA' : prizeModeFor(lanes.ELOTT ?? []);
  const otherMode = prizeMode === 'ELOTT' ? 'LOTT' : 'ELOTT';
  const menus = useLotteryGameMenusQuery({ prizeMode, language }, { skip: vn });
  const otherMenus = useLotteryGameMenusQuery({ prizeMode: otherMode, language }, { skip: vn || sea });
  const vnMenu = useLotteryVnMenuQuery({ language }, { skip: !vn });
  const menu = vn ? vnMenu : menus;
  // Recently played: the lotteries this member bet on (the platform answers trial accounts too, with their trial
  // bets). Only asked with a session; an empty or failed answer shows no group.
  const { token } = useSession();
  const recent = useLotteryRecentMenusQuery({ prizeMode, language }, { skip: vn || !token });
  const otherRecent = useLotteryRecentMenusQuery(
    { prizeMode: otherMode, language },
    { skip: vn || sea || !token },
  );
  const vnRecent = useLotteryVnRecentMenuQuery({ language }, { skip: !vn || !token });
  const recentGames = dedupe(
    (vn ? [vnRecent] : sea ? [recent] : [recent, otherRecent]).flatMap((r) =>
      token ? ((r.data?.gameMenus as MenuGroup[] | undefined) ?? NO_GROUPS).flatMap((g) => g.games) : [],
    ),
  );
  const vnGroups = (vnMenu.data as { gameMenus?: MenuGroup[] } | undefined)?.gameMenus;
  const groups: MenuGroup[] = vn
    ? (vnGroups ?? NO_GROUPS)
    : [
        ...((menus.data?.gameMenus as MenuGroup[] | undefined) ?? NO_GROUPS),
        ...(sea ? NO_GROUPS : ((otherMenus.data?.gameMenus as MenuGroup[] | undefined) ?? NO_GROUPS)),
      ];
  const all = groups.flatMap((g) => g.games);
  // The game of the link, once the menu knows it. A code this menu does not list (an old link, another platform's
  // code) would only be refused by the platform: the page shows the menu's first game instead of an empty table.
  const requested = params.get('gameCode') ?? '';
  const known = all.some((g) => g.gameCode === requested);
  const menusSettled = menu.isSuccess && (vn || sea || !otherMenus.isLoading);
  const gameCode = requested && (known || !menusSettled) ? requested : (all[0]?.gameCode ?? '');
  const game = all.find((g) => g.gameCode === gameCode);
  const opened = useLotteryOpenedNumbersQuery({ gameCode, limit: 10 }, { skip: !gameCode || vn });
  const vnOpened = useLotteryVnOpenedNumbersQuery({ gameCode, limit: 10 }, { skip: !gameCode || !vn });
  const results = vn ? vnOpened : opened;
  // currentData: the draws of this game only (not the previous game's while the next one loads).
  const draws = ((results.currentData as { list?: Draw[] } | undefined)?.list ?? []).slice(0, 10);
  const loading = (!gameCode && menu.isLoading) || (results.isFetching && !results.currentData);
  const failure = asApiError(results.error ?? (gameCode ? undefined : menu.error));
  const locale = HTML_LANG[language];
  const vendor = vn ? 'TCG_LOTTO_VN' : sea ? 'TCG_SEA' : (game?.vassalage ?? 'TCG');
  const gameLink = (g: MenuGame) => (
    <li key={g.gameCode}>
      <a
        href={`${pathname}?gameCode=${encodeURIComponent(g.gameCode)}`}
        aria-current={g.gameCode === gameCode ? 'page' : undefined}
        onClick={(event) => {
          event.preventDefault();
          setParams({ gameCode: g.gameCode });
        }}
      >
        {g.gameName ?? g.gameCode}
      </a>
    </li>
  );
  return (
    <PageFrame title={game?.gameName ?? t('site:nav.lott')}>
      <StyledLayout>
        <nav aria-label={t('games:lotteryMenu')}>
          {recentGames.length > 0 && (
            <div role="group" aria-labelledby="lottery-recent-title">
              <h2 id="lottery-recent-title">{t('games:recentlyPlayed')}</h2>
              <ul>{recentGames.map(gameLink)}</ul>
            </div>
          )}
          {groups.map((group, gi) => (
            <div key={group.groupName ?? gi}>
              {group.groupName && <h2>{group.groupName}</h2>}
              <ul>{group.games.map(gameLink)}</ul>
            </div>
          ))}
        </nav>
        <section aria-labelledby="draws-title">
          <Button
            onClick={() =>
              gameCode &&
              launchNow({
                vassalage: vendor,
                gameCode,
                gameType: vn || sea || game?.prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT',
                name: game?.gameName,
              })
            }
            disabled={!gameCode}
          >
            {t('games:playNow')}
          </Button>
          <h2 id="draws-title">{t('games:openedNumbers')}</h2>
          <Table
            caption={t('games:openedNumbers')}
            columns={[
              { key: 'numero', header: t('games:drawNo') },
              { key: 'winNumber', header: t('games:winNumber') },
              {
                key: 'openTime',
                header: t('games:drawTime'),
                render: (r) => (r.openTime ? new Date(Number(r.openTime)).toLocaleString(locale) : ''),
              },
            ]}
            rows={draws}
            rowKey={(r) => r.numero}
            loading={loading}
            emptyText={
              failure && !loading ? apiErrorText(failure, (key) => t(key as PlatformErrorKey)) : undefined
            }
          />
        </section>
      </StyledLayout>
    </PageFrame>
  );
}

/** The first of each game code (two families' answers could name a game twice). */
function dedupe(list: MenuGame[]): MenuGame[] {
  const seen = new Set<string>();
  return list.filter((g) => !seen.has(g.gameCode) && Boolean(seen.add(g.gameCode)));
}
