import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ConfirmDialog } from '@wl/ui';
import { useProtectionTakeBreakMutation } from '@wl/api/protection';
import { periodsOf, type BreakKind, type BreakPeriod } from '@wl/domain';
import { FormMessage, useMessages, useSingleSubmit } from '../security/parts.tsx';

const StyledGroup = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space['2']};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
`;

const KINDS: readonly BreakKind[] = ['timeout', 'selfExclusion'];

/**
 * A time-out or a self-exclusion: each period is a button; choosing one asks in a confirmation dialog (it cannot be
 * undone before its end, and what it blocks), and only then takes the break.
 */
export function BreakSection({ onBreak }: { onBreak: boolean }) {
  const { t } = useTranslation('protection');
  const { errorText } = useMessages();
  const [takeBreak] = useProtectionTakeBreakMutation();
  const { run, pending } = useSingleSubmit();
  const [chosen, setChosen] = useState<{ kind: BreakKind; period: BreakPeriod } | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const confirm = () =>
    run(async () => {
      if (!chosen) return;
      setResult(null);
      try {
        await takeBreak(chosen).unwrap();
        setResult({ tone: 'success', text: t('break.taken') });
      } catch (error) {
        setResult({ tone: 'danger', text: errorText(error) });
      }
      setChosen(null);
    });

  const permanent = chosen?.period === 'permanent';
  return (
    <>
      <p>{t('break.intro')}</p>
      {onBreak && <p>{t('break.onBreak')}</p>}
      {KINDS.map((kind) => (
        <StyledGroup key={kind}>
          <legend>{t(`break.${kind}`)}</legend>
          <p>{t(kind === 'timeout' ? 'break.timeoutText' : 'break.selfExclusionText')}</p>
          <StyledChoices>
            {periodsOf(kind).map((period) => (
              <Button
                key={period}
                variant="secondary"
                size="sm"
                disabled={onBreak}
                aria-label={t('break.take', {
                  kind: t(`break.${kind}`),
                  period: t(`break.period.${period}`),
                })}
                onClick={() => {
                  setResult(null);
                  setChosen({ kind, period });
                }}
              >
                {t(`break.period.${period}`)}
              </Button>
            ))}
          </StyledChoices>
        </StyledGroup>
      ))}
      <div aria-live="polite">
        <FormMessage tone={result?.tone ?? 'success'}>{result?.text}</FormMessage>
      </div>
      <ConfirmDialog
        open={chosen !== null}
        title={
          chosen === null
            ? ''
            : permanent
              ? t('break.confirmTitlePermanent')
              : t('break.confirmTitle', {
                  kind: t(`break.${chosen.kind}`),
                  period: t(`break.period.${chosen.period}`),
                })
        }
        message={permanent ? t('break.confirmTextPermanent') : t('break.confirmText')}
        confirmLabel={t('break.confirm')}
        cancelLabel={t('break.cancel')}
        destructive
        tone="warning"
        loading={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setChosen(null)}
      />
    </>
  );
}
