import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormField, Input, SmsCodeField } from '@wl/ui';
import {
  useMemberBindEmailMutation,
  useMemberSendBindEmailMutation,
  useMemberSendBindSmsMutation,
  useMemberUpdateMobileMutation,
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
import { codeError, emailError, hasErrors, mobileError } from './rules.ts';

type Kind = 'mobile' | 'email';

/** Bind (or change) the mobile number or the e-mail address with a code sent to it (the platform's outbox). */
export function ContactSection({
  kind,
  bound,
  masked,
}: {
  kind: Kind;
  bound: boolean;
  masked: string | null | undefined;
}) {
  const { t } = useTranslation('member');
  const [open, setOpen] = useState(false);
  return (
    <Section
      id={kind}
      title={t(`security.${kind}.title`)}
      status={<Status done={bound} doneLabel={t('security.bound')} notLabel={t('security.notBound')} />}
    >
      <p>{bound && masked ? masked : t('security.notSet')}</p>
      <StyledActions>
        <Button variant={bound ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
          {t(bound ? `security.${kind}.change` : `security.${kind}.bind`)}
        </Button>
      </StyledActions>
      {open && (
        <ContactDialog
          kind={kind}
          title={t(bound ? `security.${kind}.change` : `security.${kind}.bind`)}
          onClose={() => setOpen(false)}
        />
      )}
    </Section>
  );
}

function ContactDialog({ kind, title, onClose }: { kind: Kind; title: string; onClose: () => void }) {
  const { t } = useTranslation('member');
  const { errorText } = useMessages();
  const success = useSuccess();
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [triedSend, setTriedSend] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { run, pending } = useSingleSubmit();
  const [sendSms] = useMemberSendBindSmsMutation();
  const [sendMail] = useMemberSendBindEmailMutation();
  const [updateMobile] = useMemberUpdateMobileMutation();
  const [bindEmail] = useMemberBindEmailMutation();

  const addressError = kind === 'mobile' ? mobileError(address) : emailError(address);
  const errors = { address: addressError, code: codeError(code, `security.${kind}.codeError`) };
  const shownAddress = tried || triedSend ? errors.address : undefined;
  const shownCode = tried ? errors.code : undefined;
  const trimmed = address.trim();
  const sms = useSmsSender(() =>
    kind === 'mobile' ? sendSms({ mobileNum: trimmed }).unwrap() : sendMail({ email: trimmed }).unwrap(),
  );

  const submit = () => {
    setTried(true);
    if (hasErrors(errors)) return;
    void run(async () => {
      setServerError(null);
      try {
        if (kind === 'mobile')
          await updateMobile({ mobileNum: trimmed, verificationCode: code.trim() }).unwrap();
        else await bindEmail({ email: trimmed, verificationCode: code.trim() }).unwrap();
        success(`security.${kind}.saved`);
        onClose();
      } catch (error) {
        setServerError(errorText(error));
      }
    });
  };

  return (
    <FormModal
      open
      title={title}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel={t('security.save')}
      serverError={serverError}
    >
      <FormField
        label={t(kind === 'mobile' ? 'security.mobile.number' : 'security.email.address')}
        error={shownAddress ? t(shownAddress) : undefined}
        required
      >
        <Input
          name={kind === 'mobile' ? 'mobileNum' : 'email'}
          type={kind === 'mobile' ? 'tel' : 'email'}
          autoComplete={kind === 'mobile' ? 'tel' : 'email'}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
      </FormField>
      <SmsCodeField
        label={t(`security.${kind}.code`)}
        name="verificationCode"
        value={code}
        onChange={setCode}
        onSend={() => {
          // A code is sent only to an address that reads right; otherwise the address says why.
          setTriedSend(true);
          if (!addressError) void sms.onSend();
        }}
        resendAt={sms.resendAt}
        sending={sms.sending}
        error={shownCode ? t(shownCode) : undefined}
      />
      <WarningDialog message={sms.warning ? errorText(sms.warning) : null} onClose={sms.closeWarning} />
    </FormModal>
  );
}
