import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { FormField, Modal, PasswordInput } from '@wl/ui';
import { useLazySessionLoginInfoQuery } from '@wl/api/session';
import { useSessionFirstLoginMutation } from '@wl/api/session-forms';
import { useMemberChangePasswordMutation } from '@wl/api/member';
import { validateChangePassword } from '@wl/domain';
import { accountActions, type ChangePasswordReason } from './accountSlice.ts';
import { useMessages, useSingleSubmit } from './shared.ts';
import { FormMessage, StyledForm, StyledLinkButton, SubmitButton } from './parts.tsx';
import { useFieldRules } from './rules.ts';

/**
 * Change password: forced after a login with the default password or an expired one (no old password asked,
 * cannot be dismissed; sign out is the other way out), or asked for from the member centre (old password
 * needed). Success reloads login info, closes the popup and goes to '/'.
 */
export function ChangePasswordModal({
  open,
  reason,
  onSignOut,
}: {
  open: boolean;
  reason: ChangePasswordReason | null;
  onSignOut: () => void;
}) {
  const dispatch = useDispatch();
  const { t } = useMessages();
  const forced = reason === 'firstLogin' || reason === 'expired';
  return (
    <Modal
      open={open}
      onClose={forced ? undefined : () => dispatch(accountActions.closeModal())}
      dismissible={!forced}
      title={t('changePassword.title')}
      size="sm"
    >
      {open && <ChangePasswordForm forced={forced} reason={reason} onSignOut={onSignOut} />}
    </Modal>
  );
}

function ChangePasswordForm({
  forced,
  reason,
  onSignOut,
}: {
  forced: boolean;
  reason: ChangePasswordReason | null;
  onSignOut: () => void;
}) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { t, text, errorText } = useMessages();
  const { settings } = useFieldRules();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmNewPassword, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [firstLogin] = useSessionFirstLoginMutation();
  const [changePassword] = useMemberChangePasswordMutation();
  const [loadLoginInfo] = useLazySessionLoginInfoQuery();
  const { run, pending } = useSingleSubmit();
  const passwordRule = settings.password?.rule;
  const validation = validateChangePassword(
    { oldPassword, newPassword, confirmNewPassword },
    { oldPasswordKnown: forced, ...(passwordRule ? { passwordRule } : {}) },
  );
  const errors = tried ? validation.errors : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!validation.ok) return;
    void run(async () => {
      setServerError(null);
      try {
        if (forced) await firstLogin({ newPassword, confirmNewPassword }).unwrap();
        else await changePassword({ oldPassword, newPassword, confirmNewPassword }).unwrap();
        // Login info reloaded first, so a pending forced change is no longer reported when the popup closes.
        await loadLoginInfo(undefined, false);
        dispatch(accountActions.closeModal());
        navigate('/');
      } catch (error) {
        setServerError(errorText(error));
      }
    });
  };

  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-label={t('changePassword.title')}>
      {forced && (
        <FormMessage tone="info">
          {t(reason === 'expired' ? 'changePassword.expired' : 'changePassword.firstLogin')}
        </FormMessage>
      )}
      <FormMessage>{serverError}</FormMessage>
      {!forced && (
        <FormField label={t('fields.oldPassword')} error={text(errors.oldPassword)} required>
          <PasswordInput
            name="oldPassword"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(e) => setOld(e.target.value)}
          />
        </FormField>
      )}
      <FormField label={t('fields.newPassword')} error={text(errors.newPassword)} required>
        <PasswordInput
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
        />
      </FormField>
      <FormField label={t('fields.confirmNewPassword')} error={text(errors.confirmNewPassword)} required>
        <PasswordInput
          name="confirmNewPassword"
          autoComplete="new-password"
          value={confirmNewPassword}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </FormField>
      <SubmitButton pending={pending}>{t('changePassword.submit')}</SubmitButton>
      {forced && (
        <StyledLinkButton type="button" onClick={onSignOut}>
          {t('signOut')}
        </StyledLinkButton>
      )}
    </StyledForm>
  );
}
