import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLazyGamesLaunchQuery } from '@wl/api/games';
import { apiErrorText, type ApiError } from '@wl/api/client';
import { useSession } from '@wl/app-shell';
import { decideLaunch, launchOutcome, type LaunchCard } from '@wl/domain';
import type { PlatformErrorKey } from '@wl/i18n';
import { Button } from '@wl/ui';
import { useAccountActions } from '../app/accountActions.ts';
import { useAppDispatch } from '../app/hooks.ts';
import { flash, openVendorPopup } from '../app/store.ts';
import { platformLanguage } from '../lobby/language.ts';

// The maintenance message (with popular games to try) is fetched when a game under maintenance is chosen.
const Dialog = lazy(() => import('./DialogView.tsx'));
const Modal = lazy(() => import('./ModalView.tsx'));
const MaintenanceNotice = lazy(() =>
  import('./MaintenanceNotice.tsx').then((m) => ({ default: m.MaintenanceNotice })),
);

export type PlayableCard = LaunchCard & { name?: string; gameName?: string; nodeName?: string };

type Notice =
  { kind: 'popupBlocked'; card: PlayableCard } | { kind: 'maintenance'; card: PlayableCard } | null;

type Launcher = { play: (card: PlayableCard) => void; launchNow: (card: PlayableCard) => void };
const LauncherContext = createContext<Launcher>({ play: () => {}, launchNow: () => {} });

/** `play(card)`: the spec's launch routing for any game or vendor card. */
export function usePlay() {
  return useContext(LauncherContext).play;
}

/** Start a game directly (the lottery pages' own games), with the role checks. */
export function useLaunchNow() {
  return useContext(LauncherContext).launchNow;
}

/**
 * Launch routing (site spec section 4): lottery vendors go to their pages, vendor cards open the popup list (RNG
 * vendors the /rng page), games start in a new window; a blocked popup and a game under maintenance get their
 * dialogs (with popular games suggested), guests get the login popup.
 */
export function GameLauncherProvider({ children }: { children: ReactNode }) {
  // The error words are an area namespace: fetched when a launch fails, not with the page.
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { role } = useSession();
  const account = useAccountActions();
  const requestLaunch = useLaunchRequest();
  const guardLaunch = useLaunchGuard();
  const [notice, setNotice] = useState<Notice>(null);

  const start = useCallback(
    async (card: PlayableCard) => {
      // Open the window inside the click so that the browser allows it; the game URL follows.
      const win = window.open('', '_blank');
      if (win) {
        try {
          win.opener = null;
        } catch {
          /* cross-origin or closed */
        }
        win.document.title = card.gameName ?? card.nodeName ?? card.name ?? '';
      }
      const attempt = await requestLaunch(card);
      if (attempt.kind === 'started') {
        const outcome = launchOutcome({ url: attempt.url, windowOpened: Boolean(win) });
        if (outcome.kind === 'opened') win!.location.href = outcome.url;
        else if (outcome.kind === 'popupBlocked') setNotice({ kind: 'popupBlocked', card });
        return;
      }
      win?.close();
      if (attempt.kind === 'maintenance') setNotice({ kind: 'maintenance', card });
      else if (attempt.kind === 'session') account.openLogin();
      else dispatch(flash({ tone: 'danger', key: 'games:launchFailed', values: { reason: attempt.reason } }));
    },
    [requestLaunch, dispatch, account],
  );

  const play = useCallback(
    (card: PlayableCard) => {
      const decision = decideLaunch(card, role);
      switch (decision.kind) {
        case 'maintenance':
          setNotice({ kind: 'maintenance', card });
          return;
        case 'navigate':
          navigate(decision.to);
          return;
        case 'vendorPopup':
          dispatch(
            openVendorPopup({
              vassalage: decision.vassalage,
              gameType: card.gameType ?? '',
              name: card.name ?? decision.vassalage,
            }),
          );
          return;
        case 'loginPopup':
          account.openLogin();
          return;
        case 'launch':
          if (!account.guard('launchGame')) return;
          void start(card);
      }
    },
    [role, navigate, dispatch, account, start],
  );

  const launchNow = useCallback(
    (card: PlayableCard) => {
      if (guardLaunch()) void start(card);
    },
    [guardLaunch, start],
  );
  // One value for the page's life: the session read after a prerendered page hydrated changes `play`, and a new value
  // would be an update to every card's boundary before React has hydrated it (useSettled in @wl/app-shell).
  const latest = useRef({ play, launchNow });
  useLayoutEffect(() => {
    latest.current = { play, launchNow };
  });
  const value = useMemo(
    () => ({
      play: (card: PlayableCard) => latest.current.play(card),
      launchNow: (card: PlayableCard) => latest.current.launchNow(card),
    }),
    [],
  );

  const retry = notice?.kind === 'popupBlocked' ? notice.card : null;
  return (
    <LauncherContext.Provider value={value}>
      {children}
      {/* Each shows now and then: its code loads when it first does. */}
      <Suspense fallback={null}>
        {notice?.kind === 'popupBlocked' && (
          <Dialog
            open
            tone="warning"
            title={t('popupBlockedTitle')}
            message={t('popupBlockedText')}
            onClose={() => setNotice(null)}
            actions={
              <Button
                onClick={() => {
                  setNotice(null);
                  if (retry) void start(retry);
                }}
              >
                {t('retry')}
              </Button>
            }
          />
        )}
        {notice?.kind === 'maintenance' && (
          <Modal open title={t('maintenanceTitle')} onClose={() => setNotice(null)} size="md">
            <MaintenanceNotice
              card={notice.card}
              onPick={(game) => {
                setNotice(null);
                play(game);
              }}
            />
          </Modal>
        )}
      </Suspense>
    </LauncherContext.Provider>
  );
}

/** What a launch call came to: the game's URL, or why there is none. */
export type LaunchAttempt =
  | { kind: 'started'; url: string }
  | { kind: 'maintenance' }
  | { kind: 'session' }
  | { kind: 'failed'; reason: string };

/**
 * The platform's launch call (games.launch) for a card, its answer read as the launcher reads it: the game URL
 * (value.url or value.content.game_url), the game under maintenance, an ended session, or a failure in words.
 * Used by the launcher (new window) and the seamless page (frame).
 */
export function useLaunchRequest() {
  const { i18n } = useTranslation('games');
  const [fetchLaunch] = useLazyGamesLaunchQuery();
  return useCallback(
    async (card: PlayableCard): Promise<LaunchAttempt> => {
      try {
        const answer = await fetchLaunch({
          vassalage: card.vassalage ?? '',
          gameType: card.gameType ?? '',
          gameCode: card.gameCode,
          nodeId: card.nodeId,
          language: platformLanguage(i18n.language),
        }).unwrap();
        const url = answer.url ?? answer.content?.game_url;
        return url ? { kind: 'started', url } : { kind: 'failed', reason: '' };
      } catch (error) {
        const apiError = asApiError(error);
        if (apiError?.code === 'GAME_MAINTENANCE') return { kind: 'maintenance' };
        if (apiError?.kind === 'session') return { kind: 'session' };
        if (apiError) await i18n.loadNamespaces('errors').catch(() => undefined);
        return {
          kind: 'failed',
          reason: apiError ? apiErrorText(apiError, (key) => i18n.t(key as PlatformErrorKey)) : '',
        };
      }
    },
    [fetchLaunch, i18n],
  );
}

/** May the current user start a game? Guests get the login popup; trial users play free (roles: launchGame). */
export function useLaunchGuard() {
  const { role } = useSession();
  const account = useAccountActions();
  return useCallback(() => {
    if (role === 'visitor') {
      account.openLogin();
      return false;
    }
    return account.guard('launchGame');
  }, [role, account]);
}

/** The api's error of a failed call (RTK Query hands over the base query's ApiError). */
export function asApiError(error: unknown): ApiError | null {
  return typeof error === 'object' && error !== null && 'kind' in error && 'call' in error
    ? (error as ApiError)
    : null;
}
