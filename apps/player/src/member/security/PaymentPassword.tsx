import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormField, PasswordInput, SmsCodeField } from '@wl/ui';
import {
  useMemberChangePaymentPasswordMutation,
  useMemberResetPaymentPasswordMutation,
  useMemberSendPaymentPasswordResetSmsMutation,
  useMemberSetPaymentPasswordMutation,
} from '@wl/api/member';
import { useSmsSender } from '@wl/app-shell/account';
import { WarningDialog } from '../../account/parts.tsx';
import {
  FormModal,
  Section,
  Status,
  StyledActions,
  useMessages,
  useSingleSubmit,
  useSuccess,
} from './parts.tsx';
import { codeError, hasErrors, validatePaymentPassword, type MemberKey } from './rules.ts';

type Mode = 'set' | 'change' | 'reset';

/** Payment password: set one, change it (current one asked), or reset it with an SMS code to the bound mobile. */
export function PaymentPasswordSection({ has, mobileBound }: { has: boolean; mobileBound: boolean }) {
  const { t } = useTranslation('member');
  const [mode, setMode] = useState<Mode | null>(null);
  return (
    <Section
      id="paymentPassword"
      title={t('security.paymentPassword.title')}
      status={<Status done={has} doneLabel={t('security.set')} notLabel={t('security.notSet')} />}
    >
      <p>{t('security.paymentPassword.text')}</p>
      <StyledActions>
        {has ? (
          <>
            <Button variant="secondary" onClick={() => setMode('change')}>
              {t('security.paymentPassword.change')}
            </Button>
            <Button variant="ghost" onClick={() => setMode('reset')}>
              {t('security.paymentPassword.reset')}
            </Button>
          </>
        ) : (
          <Button onClick={() => setMode('set')}>{t('security.paymentPassword.setUp')}</Button>
        )}
      </StyledActions>
      {mode && (
        <PaymentPasswordDialog
          key={mode}
          mode={mode}
          mobileBound={mobileBound}
          onClose={() => setMode(null)}
        />
      )}
    </Section>
  );
}

const TITLES: Record<Mode, MemberKey> = {
  set: 'security.paymentPassword.setUp',
  change: 'security.paymentPassword.change',
  reset: 'security.paymentPassword.resetTitle',
};

function PaymentPasswordDialog({
  mode,
  mobileBound,
  onClose,
}: {
  mode: Mode;
  mobileBound: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('member');
  const { errorText } = useMessages();
  const success = useSuccess();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { run, pending } = useSingleSubmit();
  const [setPassword] = useMemberSetPaymentPasswordMutation();
  const [changePassword] = useMemberChangePaymentPasswordMutation();
  const [resetPassword] = useMemberResetPaymentPasswordMutation();
  const [sendResetSms] = useMemberSendPaymentPasswordResetSmsMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sms = useSmsSender(async () => {
    const answer = await sendResetSms({}).unwrap();
    setSentTo(answer.mobile);
    return answer;
  });

  const errors = {
    ...validatePaymentPassword({ current, next, confirm }, mode === 'change'),
    ...(mode === 'reset' ? { code: codeError(code) } : {}),
  };
  const shown = tried ? errors : {};
  const text = (key: MemberKey | undefined) => (key ? t(key) : undefined);

  const submit = () => {
    setTried(true);
    if (hasErrors(errors)) return;
    void run(async () => {
      setServerError(null);
      try {
        if (mode === 'set')
          await setPassword({ paymentPassword: next, confirmPaymentPassword: confirm }).unwrap();
        else if (mode === 'change')
          await changePassword({
            oldPaymentPassword: current,
            paymentPassword: next,
            confirmPaymentPassword: confirm,
          }).unwrap();
        else
          await resetPassword({
            verificationCode: code,
            paymentPassword: next,
            confirmPaymentPassword: confirm,
          }).unwrap();
        success(mode === 'reset' ? 'security.paymentPassword.resetDone' : 'security.paymentPassword.saved');
        onClose();
      } catch (error) {
        setServerError(errorText(error));
      }
    });
  };

  if (mode === 'reset' && !mobileBound) {
    return (
      <FormModal
        open
        title={t(TITLES.reset)}
        onClose={onClose}
        onSubmit={onClose}
        pending={false}
        submitLabel={t('security.cancel')}
        serverError={null}
      >
        <p>{t('security.paymentPassword.resetNeedsMobile')}</p>
      </FormModal>
    );
  }

  return (
    <FormModal
      open
      title={t(TITLES[mode])}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel={t('security.save')}
      serverError={serverError}
    >
      {mode === 'change' && (
        <FormField label={t('security.paymentPassword.current')} error={text(shown.current)} required>
          <PasswordInput
            name="currentPaymentPassword"
            autoComplete="off"
            inputMode="numeric"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </FormField>
      )}
      {mode === 'reset' && (
        <>
          {sentTo && <p>{t('security.paymentPassword.resetText', { mobile: sentTo })}</p>}
          <SmsCodeField
            label={t('security.mobile.code')}
            name="verificationCode"
            value={code}
            onChange={setCode}
            onSend={() => void sms.onSend()}
            resendAt={sms.resendAt}
            sending={sms.sending}
            error={text(shown.code)}
          />
        </>
      )}
      <FormField
        label={t('security.paymentPassword.new')}
        hint={t('security.paymentPassword.rule')}
        error={text(shown.next)}
        required
      >
        <PasswordInput
          name="paymentPassword"
          autoComplete="off"
          inputMode="numeric"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
      </FormField>
      <FormField label={t('security.paymentPassword.confirm')} error={text(shown.confirm)} required>
        <PasswordInput
          name="confirmPaymentPassword"
          autoComplete="off"
          inputMode="numeric"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </FormField>
      <WarningDialog message={sms.warning ? errorText(sms.warning) : null} onClose={sms.closeWarning} />
    </FormModal>
  );
}
