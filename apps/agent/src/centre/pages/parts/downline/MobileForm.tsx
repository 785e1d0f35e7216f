import { useState, type FormEvent } from 'react';
import { useAgentDownlineMobileQuery, useAgentSetDownlineMobileMutation } from '@wl/api/agent';
import { Alert, Button, FormField, Input, SkeletonGroup } from '@wl/ui';
import { refusedField, useAgentText } from '../useAgentText.ts';
import { StyledActions, StyledForm } from './downlineForms.styles.ts';
import type { DownlineRow } from './downlineRow.ts';

/** Longest mobile number the call takes. */
const MOBILE_MAX = 20;
export function MobileForm({ row, footer }: { row: DownlineRow; footer: React.ReactNode }) {
  const { t, errorText } = useAgentText();
  const current = useAgentDownlineMobileQuery({ customerId: row.id });
  if (current.isLoading) return <SkeletonGroup lines={2} label={t('state.loading')} />;
  if (current.isError) {
    return (
      <>
        <Alert tone="danger" title={t('state.errorTitle')}>
          {errorText(current.error)}
        </Alert>
        {footer}
      </>
    );
  }
  return <MobileEdit row={row} footer={footer} current={current.data?.mobile ?? ''} />;
}

function MobileEdit({
  row,
  footer,
  current,
}: {
  row: DownlineRow;
  footer: React.ReactNode;
  current: string;
}) {
  const { t, errorText } = useAgentText();
  const [save, saving] = useAgentSetDownlineMobileMutation();
  const [value, setValue] = useState(current);
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const plain = value.replace(/[\s-]/g, '');
  const problem =
    plain === '' ? t('mobile.required') : !/^\d{6,15}$/.test(plain) ? t('mobile.invalid') : undefined;
  const serverField = saving.isError ? refusedField(saving.error) : undefined;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setDone(false);
    if (problem) return;
    try {
      await save({ customerId: row.id, mobile: plain }).unwrap();
      setDone(true);
      setSubmitted(false);
    } catch {
      // Shown from the mutation's state.
    }
  };
  return (
    <StyledForm noValidate onSubmit={(e) => void submit(e)} aria-label={t('mobile.title')}>
      <FormField
        label={t('mobile.label')}
        required
        hint={current ? t('mobile.current', { mobile: current }) : t('mobile.none')}
        error={
          (submitted ? problem : undefined) ??
          (serverField === 'mobile' ? errorText(saving.error) : undefined)
        }
      >
        <Input
          type="tel"
          inputMode="tel"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoComplete="off"
          maxLength={MOBILE_MAX}
        />
      </FormField>
      {saving.isError && serverField !== 'mobile' && <Alert tone="danger">{errorText(saving.error)}</Alert>}
      {done && <Alert tone="success">{t('mobile.done')}</Alert>}
      <StyledActions>
        <Button type="submit" loading={saving.isLoading}>
          {t('mobile.save')}
        </Button>
        {footer}
      </StyledActions>
    </StyledForm>
  );
}
