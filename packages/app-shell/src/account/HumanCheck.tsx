import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { humanVerificationOn } from '@wl/domain';
import { useWhitelabel } from '../useWhitelabel.ts';
import { errorCode } from './forms.ts';

// The widget (ALTCHA's web component and its proof-of-work workers) is fetched only when a popup that needs it opens
// on a site that has human verification on.
const AltchaWidget = lazy(() => import('./AltchaWidget.tsx'));

/** The widget's states (ALTCHA's `State`). */
export type HumanCheckState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';

/** Refusal of `data()`: the verification failed in the browser (the form says so and the user retries). */
export class HumanCheckError extends Error {
  constructor() {
    super('human verification failed');
    this.name = 'HumanCheckError';
  }
}

export type HumanCheck = {
  /** The site's GEETEST3 module is on: the form shows `field` and sends `data()`. */
  on: boolean;
  /** The widget (lazy), or null when the site does not use human verification. */
  field: ReactNode;
  /**
   * What the call sends: `{ humanVerification }` with the widget's solution once it has one (waiting for it while the
   * work is under way), `{}` when off. Rejects with HumanCheckError when the widget fails.
   */
  data(): Promise<{ humanVerification?: string }>;
  /** After a send (accepted or not): a solution is good for one call, so the widget takes a new challenge. */
  spent(): void;
  /**
   * The words of a HUMAN_CHECK_FAILED refusal, or of the widget's failure (HumanCheckError); undefined for any other
   * error. Mapped here, in the forms' chunk, not in @wl/api's table of the first screen.
   */
  refusal(error: unknown): string | undefined;
};

const StyledField = styled.div`
  min-height: 3.5rem;
`;

/** The platform's refusal of a missing, forged, expired or used solution (docs/platform/human-verification.md). */
const HUMAN_CHECK_FAILED = 'HUMAN_CHECK_FAILED';

type Waiter = { resolve: (payload: string) => void; reject: (error: Error) => void };

/**
 * Human verification for the account forms (login, register, forgot password, agent login): an ALTCHA proof-of-work
 * widget that solves the platform's challenge by itself as soon as the form opens, showing its state in words
 * ("Verifying you are human…", "Verified", an error with a retry), when the site's GEETEST3 module is on.
 */
export function useHumanCheck(): HumanCheck {
  const whitelabel = useWhitelabel();
  const on = humanVerificationOn(whitelabel.tree);
  const { t } = useTranslation(['account', 'errors']);
  // Never in the build-time render of public pages: the web component needs a browser.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const [round, setRound] = useState(0);
  const payload = useRef<string | null>(null);
  const failed = useRef(false);
  const waiters = useRef<Waiter[]>([]);

  const onState = useCallback((state: HumanCheckState, solution: string | null) => {
    failed.current = state === 'error';
    if (state === 'verified' && solution) {
      payload.current = solution;
      for (const w of waiters.current.splice(0)) w.resolve(solution);
      return;
    }
    payload.current = null;
    if (state === 'error') for (const w of waiters.current.splice(0)) w.reject(new HumanCheckError());
  }, []);

  const data = useCallback(async (): Promise<{ humanVerification?: string }> => {
    if (!on) return {};
    const ready = payload.current;
    if (ready) return { humanVerification: ready };
    // Failed before this send: start again with a new challenge, and wait for it.
    if (failed.current) {
      failed.current = false;
      setRound((r) => r + 1);
    }
    const solution = await new Promise<string>((resolve, reject) => {
      waiters.current.push({ resolve, reject });
    });
    return { humanVerification: solution };
  }, [on]);

  const spent = useCallback(() => {
    payload.current = null;
    setRound((r) => r + 1);
  }, []);

  const refusal = useCallback(
    (error: unknown): string | undefined => {
      if (error instanceof HumanCheckError) return t('account:humanCheck.error');
      return errorCode(error) === HUMAN_CHECK_FAILED ? t('errors:code_HUMAN_CHECK_FAILED') : undefined;
    },
    [t],
  );

  const field = useMemo(
    () =>
      on && mounted ? (
        <StyledField>
          <Suspense fallback={<p role="status">{t('account:humanCheck.loading')}</p>}>
            <AltchaWidget key={round} onState={onState} />
          </Suspense>
        </StyledField>
      ) : null,
    [on, mounted, round, onState, t],
  );

  return { on, field, data, spent, refusal };
}
