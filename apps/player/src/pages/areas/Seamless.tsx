import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, EmptyState } from '@wl/ui';
import { useLaunchNow } from '../../components/GameLauncher.tsx';
import { PageFrame } from '../PageFrame.tsx';

/** /seamless (?vassalage&gameCode&gameType): the seamless game page; the game opens in its own window. */
export function Component() {
  const { t } = useTranslation(['site', 'games']);
  const [params] = useSearchParams();
  const launchNow = useLaunchNow();
  const vassalage = params.get('vassalage') ?? '';
  const gameCode = params.get('gameCode') ?? undefined;
  const gameType = params.get('gameType') ?? 'RNG';
  return (
    <PageFrame title={t('games:seamlessTitle')}>
      <EmptyState
        title={vassalage ? `${vassalage}${gameCode ? ` · ${gameCode}` : ''}` : t('games:noGameChosen')}
        action={vassalage ? <Button onClick={() => launchNow({ vassalage, gameCode, gameType })}>{t('games:playNow')}</Button> : undefined}
      />
    </PageFrame>
  );
}
