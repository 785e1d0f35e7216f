import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useSession } from '@wl/app-shell';
import { Button, EmptyState, ErrorState, SkeletonGroup } from '@wl/ui';
import { useAccountActions } from '../../app/accountActions.ts';
import { MaintenanceNotice } from '../../components/MaintenanceNotice.tsx';
import {
  usePlay,
  useLaunchGuard,
  useLaunchRequest,
  type LaunchAttempt,
  type PlayableCard,
} from '../../components/GameLauncher.tsx';
import { PageFrame } from '../PageFrame.tsx';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space['3']};
`;

const StyledLink = styled.a`
  color: ${({ theme }) => theme.color.fg.link};
  font-weight: 600;
`;

/** The game fills the content area below the heading (header above it; no footer, no side menu on game pages). */
const StyledFrame = styled.iframe`
  display: block;
  width: 100%;
  height: max(24rem, calc(100dvh - 14rem));
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.raised};
`;

const StyledStage = styled.div`
  min-height: 24rem;
`;

/** The last launch answer, for the launch it answers (game, role, attempt). */
type Answer = { key: string; attempt: LaunchAttempt };

/**
 * /seamless (?vassalage&gameCode&gameType[&gameName]): the seamless game page. The game starts through the
 * launcher's call (games.launch, same role guard: guests get the login popup, trial users play free) and runs in a
 * frame that fills the page, with a full-screen button and a link that opens it in a window of its own. A failed
 * launch says so with a retry; a game under maintenance gets the launcher's message with popular games.
 */
export function Component() {
  const { t } = useTranslation(['games', 'site']);
  const [params] = useSearchParams();
  const { role, memberLoading } = useSession();
  const account = useAccountActions();
  const guardLaunch = useLaunchGuard();
  const requestLaunch = useLaunchRequest();
  const play = usePlay();
  const frame = useRef<HTMLIFrameElement>(null);
  const [tries, setTries] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const vassalage = params.get('vassalage') ?? '';
  const gameCode = params.get('gameCode') ?? undefined;
  const gameType = params.get('gameType') ?? 'RNG';
  const name = params.get('gameName') || gameCode || vassalage;
  const card = useMemo<PlayableCard>(
    () => ({ vassalage, gameCode, gameType, gameName: name }),
    [vassalage, gameCode, gameType, name],
  );
  const key = `${vassalage}|${gameCode ?? ''}|${gameType}|${role}|${tries}`;
  const waiting = vassalage !== '' && !memberLoading && role !== 'visitor';

  useEffect(() => {
    if (!vassalage || memberLoading) return;
    // Guests get the login popup (once per game); after logging in the role changes and the game starts.
    if (!guardLaunch()) return;
    let live = true;
    void requestLaunch(card).then((attempt) => {
      if (!live) return;
      if (attempt.kind === 'session') account.openLogin();
      setAnswer({ key, attempt });
    });
    return () => {
      live = false;
    };
    // `key` names the launch: a new game, a new role or a retry starts again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, memberLoading]);

  const attempt = answer?.key === key ? answer.attempt : null;
  const retry = () => setTries((n) => n + 1);

  const fullScreen = () => {
    const el = frame.current;
    if (el && typeof el.requestFullscreen === 'function') void el.requestFullscreen().catch(() => undefined);
  };

  let body;
  if (!vassalage) {
    body = <EmptyState title={t('games:noGameChosen')} description={t('games:seamlessChooseGame')} />;
  } else if (role === 'visitor' || attempt?.kind === 'session') {
    body = (
      <EmptyState
        title={t('games:seamlessLogin')}
        action={<Button onClick={account.openLogin}>{t('site:header.login')}</Button>}
      />
    );
  } else if (attempt === null) {
    body = waiting || memberLoading ? <SkeletonGroup lines={4} label={t('games:seamlessLoading')} /> : null;
  } else if (attempt.kind === 'started') {
    body = (
      <>
        <StyledBar>
          <Button variant="secondary" onClick={fullScreen}>
            {t('games:fullScreen')}
          </Button>
          <StyledLink href={attempt.url} target="_blank" rel="noopener noreferrer">
            {t('games:openInNewWindow')}
          </StyledLink>
        </StyledBar>
        <StyledFrame
          ref={frame}
          src={attempt.url}
          title={name}
          allow="fullscreen; autoplay"
          allowFullScreen
        />
      </>
    );
  } else if (attempt.kind === 'maintenance') {
    body = (
      <>
        <ErrorState title={t('games:maintenanceTitle')} onRetry={retry} retryLabel={t('games:retry')} />
        <MaintenanceNotice card={card} onPick={play} />
      </>
    );
  } else {
    body = (
      <ErrorState
        title={t('games:seamlessFailed')}
        description={attempt.reason || t('games:seamlessFailedText')}
        onRetry={retry}
        retryLabel={t('games:retry')}
      />
    );
  }

  return (
    <PageFrame title={name || t('games:seamlessTitle')}>
      <StyledStage>{body}</StyledStage>
    </PageFrame>
  );
}
