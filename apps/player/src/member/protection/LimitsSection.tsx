import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FormField, Input } from '@wl/ui';
import { useProtectionSetLimitMutation } from '@wl/api/protection';
import type { LimitRow } from '@wl/api/contract';
import { LIMIT_KINDS, LIMITS } from '@wl/domain';
import { FormMessage, useMessages, useSingleSubmit } from '../security/parts.tsx';
import { parseAmount, useProtectionFormat } from './format.ts';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledRow = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.sunken};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledFigures = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['4']};
`;

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space['2']};
  > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
  > button {
    margin-top: ${({ theme }) => theme.space['6']};
  }
`;

/** Every limit kind the platform knows, in the domain's order, each with its row of the status. */
export function LimitsSection({
  limits,
  coolingOffHours,
}: {
  limits: readonly LimitRow[];
  coolingOffHours: number;
}) {
  const { t } = useTranslation('protection');
  const byKind = new Map(limits.map((row) => [row.kind, row]));
  return (
    <>
      <p>{t('limits.intro', { count: coolingOffHours })}</p>
      <StyledList>
        {LIMIT_KINDS.map((kind) => (
          <LimitItem
            key={kind}
            row={byKind.get(kind) ?? { kind, value: null, pending: null, used: 0, remaining: null }}
          />
        ))}
      </StyledList>
    </>
  );
}

/** One limit: its value, use and pending change, and a form to set, lower, raise or remove it. */
function LimitItem({ row }: { row: LimitRow }) {
  const { t } = useTranslation('protection');
  const { errorText } = useMessages();
  const { dateTime, amount } = useProtectionFormat();
  const [setLimit] = useProtectionSetLimitMutation();
  const { run, pending } = useSingleSubmit();
  const headingId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const kind = row.kind;
  const name = t(`limits.kind.${kind}`);
  const minutes = LIMITS[kind].unit === 'minutes';

  const send = (value: number | null) =>
    run(async () => {
      setResult(null);
      try {
        const answer = await setLimit({ kind, value }).unwrap();
        const from = answer.limit.pending?.from;
        setResult({
          tone: 'success',
          text:
            answer.applied === 'now' || from === undefined
              ? t('limits.appliedNow', { kind: name })
              : answer.limit.pending?.value === null
                ? t('limits.removedPending', { kind: name, date: dateTime(from) })
                : t('limits.appliedPending', { kind: name, date: dateTime(from) }),
        });
        setText('');
      } catch (error) {
        setResult({ tone: 'danger', text: errorText(error) });
      }
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(text);
    setInvalid(value === null);
    if (value !== null) void send(value);
  };

  return (
    <StyledRow aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      <StyledFigures>
        <span>
          {row.value === null ? t('limits.none') : t('limits.value', { value: amount(kind, row.value) })}
        </span>
        <span>{t('limits.used', { value: amount(kind, row.used) })}</span>
        {row.remaining !== null && (
          <span>{t('limits.remaining', { value: amount(kind, row.remaining) })}</span>
        )}
      </StyledFigures>
      {row.pending && (
        <p>
          {row.pending.value === null
            ? t('limits.pendingRemove', { date: dateTime(row.pending.from) })
            : t('limits.pendingRaise', {
                value: amount(kind, row.pending.value),
                date: dateTime(row.pending.from),
              })}
        </p>
      )}
      <StyledForm noValidate onSubmit={submit} aria-label={name}>
        <FormField
          label={t('limits.newLimit', { kind: name })}
          hint={minutes ? t('limits.newLimitMinutes') : t('limits.newLimitMoney')}
          error={invalid ? t('limits.invalid') : undefined}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (invalid) setInvalid(false);
            }}
          />
        </FormField>
        <Button type="submit" loading={pending}>
          {t('limits.save')}
        </Button>
      </StyledForm>
      {row.value !== null && row.pending?.value !== null && (
        <div>
          <Button variant="secondary" size="sm" disabled={pending} onClick={() => void send(null)}>
            {t('limits.remove')}
          </Button>
        </div>
      )}
      <div aria-live="polite">
        <FormMessage tone={result?.tone ?? 'success'}>{result?.text}</FormMessage>
      </div>
    </StyledRow>
  );
}
