/**
 * ALTCHA's widget (the `altcha` web component, v3) on the platform's challenge (GET /wps/captcha/geetest, fetched
 * through the site's API client so it carries the merchant and module headers): it starts the proof of work at once
 * and reports its state and solution. Its words are the site's (account:humanCheck, EN and TY). Its workers run from
 * blob: URLs and it styles itself inline, both within the tenant's Content-Security-Policy (worker-src 'self' blob:,
 * style-src 'self' 'unsafe-inline', packages/tenant nginx.ts).
 */
import 'altcha';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazySessionHumanChallengeQuery } from '@wl/api/session-forms';
import type { HumanCheckState } from './HumanCheck.tsx';

/** The path the widget is given as its challenge URL: the fetch below answers it with the API client's call. */
const CHALLENGE_PATH = '/wps/captcha/geetest';

export default function AltchaWidget({
  onState,
}: {
  onState: (state: HumanCheckState, payload: string | null) => void;
}) {
  const ref = useRef<AltchaWidgetElement>(null);
  const [getChallenge] = useLazySessionHumanChallengeQuery();
  const { t, i18n } = useTranslation('account');
  const language = `wl-${i18n.language.toLowerCase()}`;

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    globalThis.$altcha.i18n.set(language, {
      ariaLinkLabel: t('humanCheck.title'),
      enterCode: t('humanCheck.verify'),
      enterCodeAria: t('humanCheck.verify'),
      error: t('humanCheck.error'),
      expired: t('humanCheck.expired'),
      footer: '',
      getAudioChallenge: t('humanCheck.verify'),
      label: t('humanCheck.label'),
      loading: t('humanCheck.loading'),
      reload: t('humanCheck.retry'),
      verify: t('humanCheck.verify'),
      verificationRequired: t('humanCheck.verificationRequired'),
      verified: t('humanCheck.verified'),
      verifying: t('humanCheck.verifying'),
      waitAlert: t('humanCheck.waitAlert'),
    });
    let live = true;
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state: HumanCheckState; payload: string | null }>).detail;
      onState(detail.state, detail.payload ?? null);
      // An expired challenge is replaced at once (the user never has to notice).
      if (detail.state === 'expired' && live) {
        widget.reset();
        void widget.verify();
      }
    };
    widget.addEventListener('statechange', onChange);
    // The element's methods exist once it has loaded (its `load` event): configure it then, and start the work.
    const start = () => {
      if (!live) return;
      try {
        // configure() applies at once (it returns nothing); verify() fetches the challenge and does the work.
        void widget.configure({
          challenge: CHALLENGE_PATH,
          fetch: async () => {
            const challenge = await getChallenge(undefined, false).unwrap();
            return new Response(JSON.stringify(challenge), {
              headers: { 'content-type': 'application/json' },
            });
          },
          language,
          hideFooter: true,
          humanInteractionSignature: false,
          type: 'checkbox',
          display: 'standard',
        });
        void Promise.resolve(widget.verify()).catch(() => onState('error', null));
      } catch {
        onState('error', null);
      }
    };
    if (typeof widget.configure === 'function') start();
    else widget.addEventListener('load', start, { once: true });
    return () => {
      live = false;
      widget.removeEventListener('statechange', onChange);
      widget.removeEventListener('load', start);
    };
  }, [getChallenge, language, onState, t]);

  return <altcha-widget ref={ref} name="humanVerification" />;
}
