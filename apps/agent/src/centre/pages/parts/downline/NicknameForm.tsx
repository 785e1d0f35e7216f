import { useState, type FormEvent } from 'react';
import { useAgentDownlineNicknameMutation } from '@wl/api/agent';
import { Alert, Button, FormField, Input } from '@wl/ui';
import { useAgentText } from '../useAgentText.ts';
import { StyledActions, StyledForm } from './downlineForms.styles.ts';
import { NICKNAME_MAX, type DownlineRow } from './downlineRow.ts';

export function NicknameForm({ row, footer }: { row: DownlineRow; footer: React.ReactNode }) {
  const { t, errorText } = useAgentText();
  const [save, saving] = useAgentDownlineNicknameMutation();
  const [value, setValue] = useState(row.nickname2 ?? '');
  const [done, setDone] = useState(false);
  const tooLong = value.trim().length > NICKNAME_MAX;
  const bad = /[<>]/.test(value);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    if (tooLong || bad) return;
    try {
      await save({ customerId: row.id, nickname: value.trim() }).unwrap();
      setDone(true);
    } catch {
      // Shown from the mutation's state.
    }
  };
  return (
    <StyledForm noValidate onSubmit={(e) => void submit(e)} aria-label={t('nickname.title')}>
      <FormField
        label={t('nickname.label')}
        hint={t('nickname.hint', { max: NICKNAME_MAX })}
        error={
          tooLong ? t('nickname.tooLong', { max: NICKNAME_MAX }) : bad ? t('nickname.badChars') : undefined
        }
      >
        <Input value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" />
      </FormField>
      {saving.isError && <Alert tone="danger">{errorText(saving.error)}</Alert>}
      {done && <Alert tone="success">{t('nickname.done')}</Alert>}
      <StyledActions>
        <Button type="submit" loading={saving.isLoading}>
          {t('nickname.save')}
        </Button>
        {footer}
      </StyledActions>
    </StyledForm>
  );
}
