import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FormField, Select } from '@wl/ui';
import { useProtectionSetRealityCheckMutation } from '@wl/api/protection';
import { FormMessage, useMessages, useSingleSubmit } from '../security/parts.tsx';

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space['2']};
  > :first-child {
    flex: 1 1 10rem;
    min-width: 0;
  }
`;

const OFF = 'off';

/** The reality check's interval: one of the tenant's options, or off. */
export function RealityCheckSection({
  everyMinutes,
  options,
}: {
  everyMinutes: number | null;
  options: readonly number[];
}) {
  const { t } = useTranslation('protection');
  const { errorText } = useMessages();
  const [save] = useProtectionSetRealityCheckMutation();
  const { run, pending } = useSingleSubmit();
  const [choice, setChoice] = useState(everyMinutes === null ? OFF : String(everyMinutes));
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = choice === OFF ? null : Number(choice);
    void run(async () => {
      setResult(null);
      try {
        const answer = await save({ everyMinutes: value }).unwrap();
        setResult({
          tone: 'success',
          text:
            answer.everyMinutes === null
              ? t('reality.savedOff')
              : t('reality.saved', { count: answer.everyMinutes }),
        });
      } catch (error) {
        setResult({ tone: 'danger', text: errorText(error) });
      }
    });
  };

  return (
    <>
      <p>{t('reality.intro')}</p>
      <StyledForm noValidate onSubmit={submit} aria-label={t('reality.title')}>
        <FormField label={t('reality.label')}>
          <Select
            value={choice}
            onChange={(value) => setChoice(value)}
            options={[
              { value: OFF, label: t('reality.off') },
              ...options.map((minutes) => ({
                value: String(minutes),
                label: t('reality.minutes', { count: minutes }),
              })),
            ]}
          />
        </FormField>
        <Button type="submit" loading={pending}>
          {t('reality.save')}
        </Button>
      </StyledForm>
      <div aria-live="polite">
        <FormMessage tone={result?.tone ?? 'success'}>{result?.text}</FormMessage>
      </div>
    </>
  );
}
