import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FormField, Input, QrCode } from '@wl/ui';
import { useMemberGaBindMutation, useMemberGaSetupMutation, useMemberGaUnbindMutation } from '@wl/api/member';
import {
  FormMessage,
  FormModal,
  Section,
  Status,
  StyledActions,
  useMessages,
  useSingleSubmit,
  useSuccess,
} from './parts.tsx';
import { totpCodeError } from './rules.ts';

const StyledKey = styled.code`
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.family.mono};
`;

/** An authenticator app (TOTP, BINDGA3): a QR code of the setup URI (and its key to type), then a code to turn it on. */
export function AuthenticatorSection({ bound }: { bound: boolean }) {
  const { t } = useTranslation('member');
  const { errorText } = useMessages();
  const [setup, { data, isLoading, reset }] = useMemberGaSetupMutation();
  const [open, setOpen] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const [setupError, setSetupError] = useState<string | null>(null);

  const start = () => {
    setSetupError(null);
    setup({})
      .unwrap()
      .then(() => setOpen(true))
      .catch((error: unknown) => setSetupError(errorText(error)));
  };

  return (
    <Section
      id="authenticator"
      title={t('security.totp.title')}
      status={<Status done={bound} doneLabel={t('security.totp.on')} notLabel={t('security.notSet')} />}
    >
      <p>{t('security.totp.text')}</p>
      <FormMessage>{setupError}</FormMessage>
      <StyledActions>
        {bound ? (
          <Button variant="secondary" onClick={() => setTurningOff(true)}>
            {t('security.totp.turnOff')}
          </Button>
        ) : (
          <Button onClick={start} loading={isLoading}>
            {t('security.totp.setUp')}
          </Button>
        )}
      </StyledActions>
      {turningOff && <CodeDialog mode="unbind" onClose={() => setTurningOff(false)} />}
      {open && data && (
        <CodeDialog
          mode="bind"
          secret={data.secret}
          uri={data.otpauthUri}
          onClose={() => {
            setOpen(false);
            reset();
          }}
        />
      )}
    </Section>
  );
}

/** Turn the app on (after scanning the QR code) or off, each with a code the app shows. */
function CodeDialog({
  mode,
  secret,
  uri,
  onClose,
}: {
  mode: 'bind' | 'unbind';
  secret?: string;
  uri?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('member');
  const { errorText } = useMessages();
  const success = useSuccess();
  const [bind] = useMemberGaBindMutation();
  const [unbind] = useMemberGaUnbindMutation();
  const { run, pending } = useSingleSubmit();
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const error = totpCodeError(code);

  const submit = () => {
    setTried(true);
    if (error) return;
    void run(async () => {
      setServerError(null);
      try {
        if (mode === 'bind') await bind({ code: code.trim() }).unwrap();
        else await unbind({ code: code.trim() }).unwrap();
        success(mode === 'bind' ? 'security.totp.saved' : 'security.totp.turnedOff');
        onClose();
      } catch (failure) {
        setServerError(errorText(failure));
      }
    });
  };

  return (
    <FormModal
      open
      title={t(mode === 'bind' ? 'security.totp.title' : 'security.totp.turnOffTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel={t(mode === 'bind' ? 'security.totp.confirm' : 'security.totp.turnOff')}
      serverError={serverError}
    >
      {mode === 'bind' && uri ? (
        <>
          <p>{t('security.totp.scan')}</p>
          <QrCode value={uri} label={t('security.totp.qr')} />
          <p>
            {t('security.totp.key')}: <StyledKey>{secret}</StyledKey>
          </p>
        </>
      ) : (
        <p>{t('security.totp.turnOffText')}</p>
      )}
      <FormField label={t('security.totp.code')} error={tried && error ? t(error) : undefined} required>
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </FormField>
    </FormModal>
  );
}
