import { useState, type FormEvent } from 'react';
import { useAgentChangeDownlinePermissionMutation } from '@wl/api/agent';
import { Alert, Button, Checkbox } from '@wl/ui';
import { refusedField, useAgentText } from '../useAgentText.ts';
import { StyledActions, StyledForm } from './downlineForms.styles.ts';
import type { DownlineRow } from './downlineRow.ts';
import { PaymentPassword } from './PaymentPassword.tsx';

const PERMISSIONS = ['createDownline', 'transferDownline'] as const;
type Permissions = Record<(typeof PERMISSIONS)[number], boolean>;

/**
 * What a direct downline agent may do (create downline accounts, transfer to its downline), set by its upline behind
 * the upline's payment password; the platform refuses what is taken away.
 */
export function PermissionsForm({
  row,
  current,
  footer,
}: {
  row: DownlineRow;
  current: Permissions;
  footer: React.ReactNode;
}) {
  const { t, errorText } = useAgentText();
  const [save, saving] = useAgentChangeDownlinePermissionMutation();
  const [value, setValue] = useState<Permissions>(current);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const passwordError = password === '' ? t('money.passwordRequired') : undefined;
  const refused =
    saving.isError && refusedField(saving.error) === 'paymentPassword' ? errorText(saving.error) : undefined;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setDone(false);
    if (passwordError) return;
    try {
      await save({ customerId: row.id, ...value, paymentPassword: password }).unwrap();
      setDone(true);
      setSubmitted(false);
      setPassword('');
    } catch {
      // Shown from the mutation's state.
    }
  };
  return (
    <StyledForm
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('permissions.title', { account: row.account })}
    >
      <p>{t('permissions.intro', { account: row.account })}</p>
      {PERMISSIONS.map((key) => (
        <Checkbox
          key={key}
          label={t(`permissions.${key}`)}
          checked={value[key]}
          onChange={(on) => setValue((v) => ({ ...v, [key]: on }))}
        />
      ))}
      <PaymentPassword
        value={password}
        onChange={setPassword}
        error={(submitted ? passwordError : undefined) ?? refused}
      />
      {saving.isError && !refused && <Alert tone="danger">{errorText(saving.error)}</Alert>}
      {done && <Alert tone="success">{t('permissions.done', { account: row.account })}</Alert>}
      <StyledActions>
        <Button type="submit" loading={saving.isLoading}>
          {t('permissions.save')}
        </Button>
        {footer}
      </StyledActions>
    </StyledForm>
  );
}
