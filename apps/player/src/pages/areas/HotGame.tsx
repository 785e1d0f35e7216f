import { useTranslation } from 'react-i18next';
import { useHotGames } from '../../lobby/Sections.tsx';
import type { PlatformGame } from '../../lobby/siteData.ts';
import { PageFrame } from '../PageFrame.tsx';
import { GameList } from './AccountGame.tsx';

/** /hot: every hot game. */
export function Component() {
  const { t } = useTranslation(['site', 'games']);
  const { data, isLoading } = useHotGames();
  return (
    <PageFrame title={t('site:nav.hot')}>
      {isLoading ? (
        <p role="status">{t('games:loading')}</p>
      ) : (
        <GameList
          games={(data?.list ?? []) as PlatformGame[]}
          label={t('site:nav.hot')}
          empty={t('games:noGames')}
        />
      )}
    </PageFrame>
  );
}
