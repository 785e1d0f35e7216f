import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@wl/ui';
import {
  useSessionThirdPartyFinishMutation,
  useSessionThirdPartyProvidersQuery,
  useSessionThirdPartyStartMutation,
} from '@wl/api/session-forms';
import type { LoginResult, ThirdPartyDetailsRequired, ThirdPartyProvider } from '@wl/api/contract';
import { FormMessage } from '../parts.tsx';
import { errorCode, useMessages } from '../shared.ts';
import {
  CONSENT_REFUSED,
  LOGIN_FAILED,
  UNKNOWN_PROVIDER,
  callbackUri,
  openLoginPopup,
  waitForCallback,
} from './popup.ts';

const StyledGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
`;

const StyledHeading = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

type Notice =
  | { kind: 'blocked' }
  | { kind: 'closed' }
  | { kind: 'refused'; name: string }
  | { kind: 'unknown' }
  | { kind: 'error'; text: string };

/**
 * "Log in with <provider>": one button per provider the tenant offers (accounts §6 "third-party login (two
 * providers)"). A click opens the popup at once, asks the platform to start, sends the popup to the provider and
 * waits for the site's callback page; the platform finishes with the code. A known account is logged in
 * (`onLoggedIn`), a first login may need more details (`onDetails`).
 */
export function ThirdPartyButtons({
  onLoggedIn,
  onDetails,
}: {
  onLoggedIn: (result: LoginResult) => void | Promise<void>;
  onDetails: (details: ThirdPartyDetailsRequired) => void;
}) {
  const { t, errorText } = useMessages();
  const { data, isLoading, isError } = useSessionThirdPartyProvidersQuery();
  const [start] = useSessionThirdPartyStartMutation();
  const [finish] = useSessionThirdPartyFinishMutation();
  const [busy, setBusy] = useState<{ name: string; step: 'waiting' | 'finishing' } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const abort = useRef<AbortController | null>(null);
  const headingId = useId();
  // Closing the login popup (or leaving the page) stops the wait and closes the provider's window.
  useEffect(() => () => abort.current?.abort(), []);

  if (isLoading) return <FormMessage tone="info">{t('thirdParty.loadingProviders')}</FormMessage>;
  // Without the list the other ways to log in still work: nothing to offer here.
  if (isError || !data || data.providers.length === 0) return null;

  const noticeOf = (error: unknown, name: string): Notice => {
    const code = errorCode(error);
    if (code === CONSENT_REFUSED) return { kind: 'refused', name };
    if (code === UNKNOWN_PROVIDER) return { kind: 'unknown' };
    // A login the platform could not complete (expired, replayed, a code or id_token it refused): the spec's words.
    if (code === LOGIN_FAILED) return { kind: 'closed' };
    return { kind: 'error', text: errorText(error) };
  };

  const onClick = (provider: ThirdPartyProvider) => {
    setNotice(null);
    // Opened in the click's own task, before any await: a window opened later is blocked as unrequested.
    const popup = openLoginPopup();
    if (!popup) {
      setNotice({ kind: 'blocked' });
      return;
    }
    try {
      popup.document.title = t('thirdParty.popupTitle');
    } catch {
      /* the popup is already elsewhere */
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setBusy({ name: provider.name, step: 'waiting' });
    void (async () => {
      try {
        const started = await start({ provider: provider.id, redirectUri: callbackUri() }).unwrap();
        if (controller.signal.aborted) return;
        popup.location.href = started.authorizationUrl;
        const answer = await waitForCallback(popup, started.state, window, controller.signal);
        if (controller.signal.aborted) return;
        if (!answer) {
          setNotice({ kind: 'closed' });
          return;
        }
        setBusy({ name: provider.name, step: 'finishing' });
        const result = await finish(answer).unwrap();
        if ('detailsRequired' in result) onDetails(result as ThirdPartyDetailsRequired);
        else await onLoggedIn(result as LoginResult);
      } catch (error) {
        if (!popup.closed) popup.close();
        if (!controller.signal.aborted) setNotice(noticeOf(error, provider.name));
      } finally {
        if (!controller.signal.aborted) setBusy(null);
      }
    })();
  };

  const noticeText =
    notice === null
      ? null
      : notice.kind === 'blocked'
        ? t('thirdParty.popupBlocked')
        : notice.kind === 'closed'
          ? t('thirdParty.popupClosed')
          : notice.kind === 'refused'
            ? t('thirdParty.consentRefused', { name: notice.name })
            : notice.kind === 'unknown'
              ? t('thirdParty.unknownProvider')
              : notice.text;

  return (
    <StyledGroup role="group" aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t('thirdParty.orWith')}</StyledHeading>
      <FormMessage>{noticeText}</FormMessage>
      {busy && (
        <FormMessage tone="info">
          {busy.step === 'waiting' ? t('thirdParty.waiting', { name: busy.name }) : t('thirdParty.finishing')}
        </FormMessage>
      )}
      {data.providers.map((provider) => (
        <Button
          key={provider.id}
          type="button"
          variant="secondary"
          fullWidth
          disabled={busy !== null}
          data-provider={provider.id}
          onClick={() => onClick(provider)}
        >
          {t('thirdParty.continueWith', { name: provider.name })}
        </Button>
      ))}
    </StyledGroup>
  );
}
