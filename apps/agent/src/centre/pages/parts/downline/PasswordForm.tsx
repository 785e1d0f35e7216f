import { useState, type FormEvent } from 'react';
import { useAgentDownlinePasswordMutation } from '@wl/api/agent';
import { Alert, Button, ConfirmDialog, FormField, PasswordInput } from '@wl/ui';
import { refusedField, useAgentText } from '../useAgentText.ts';
import { StyledActions, StyledForm } from './downlineForms.styles.ts';
import type { DownlineRow } from './downlineRow.ts';

export function PasswordForm({ row, footer }: { row: DownlineRow; footer: React.ReactNode }) {
  const { t, errorText } = useAgentText();
  const [save, saving] = useAgentDownlinePasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const passwordError = password === '' ? t('password.required') : undefined;
  const confirmError = confirm !== password ? t('password.mismatch') : undefined;
  const serverField = saving.isError ? refusedField(saving.error) : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setDone(false);
    if (!passwordError && !confirmError) setAsking(true);
  };
  const send = async () => {
    setAsking(false);
    try {
      await save({ customerId: row.id, password }).unwrap();
      setDone(true);
      setPassword('');
      setConfirm('');
      setSubmitted(false);
    } catch {
      // Shown from the mutation's state.
    }
  };
  return (
    <StyledForm noValidate onSubmit={submit} aria-label={t('password.title')}>
      <FormField
        label={t('password.new')}
        required
        error={
          (submitted ? passwordError : undefined) ??
          (serverField === 'password' ? errorText(saving.error) : undefined)
        }
      >
        <PasswordInput
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="new-password"
        />
      </FormField>
      <FormField label={t('password.confirm')} required error={submitted ? confirmError : undefined}>
        <PasswordInput
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          autoComplete="new-password"
        />
      </FormField>
      {saving.isError && serverField !== 'password' && <Alert tone="danger">{errorText(saving.error)}</Alert>}
      {done && <Alert tone="success">{t('password.done', { account: row.account })}</Alert>}
      <StyledActions>
        <Button type="submit" loading={saving.isLoading}>
          {t('password.save')}
        </Button>
        {footer}
      </StyledActions>
      <ConfirmDialog
        open={asking}
        title={t('password.confirmTitle')}
        message={t('password.confirmMessage', { account: row.account })}
        confirmLabel={t('password.save')}
        cancelLabel={t('confirm.cancel')}
        destructive
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      />
    </StyledForm>
  );
}
