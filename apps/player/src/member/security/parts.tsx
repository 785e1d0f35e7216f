import { useCallback, useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Modal } from '@wl/ui';
import type { KeyOf } from '@wl/i18n';
import { useAppDispatch } from '../../app/hooks.ts';
import { flash } from '../../app/store.ts';
import { FormMessage, StyledForm, SubmitButton } from '../../account/parts.tsx';

export { FormMessage, SubmitButton };
export { useMessages, useSingleSubmit } from '../../account/shared.ts';

export const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['4']};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledSection = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.raised};
  scroll-margin-top: ${({ theme }) => theme.space['16']};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
`;

/** One part of the security centre: a titled card with its state and actions. */
export function Section({
  id,
  title,
  status,
  children,
}: {
  id?: string;
  title: string;
  status?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <StyledSection id={id} aria-labelledby={headingId}>
      <StyledHead>
        <h2 id={headingId}>{title}</h2>
        {status}
      </StyledHead>
      {children}
    </StyledSection>
  );
}

/** Set up or not, in words (never colour alone). */
export function Status({
  done,
  doneLabel,
  notLabel,
}: {
  done: boolean;
  doneLabel: string;
  notLabel: string;
}) {
  return <Badge tone={done ? 'success' : 'warning'}>{done ? doneLabel : notLabel}</Badge>;
}

/** A form in a popup: its fields, the server's answer above them, one submit that is busy while the call runs. */
export function FormModal({
  open,
  title,
  onClose,
  onSubmit,
  pending,
  submitLabel,
  serverError,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  submitLabel: string;
  serverError: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal open={open} onClose={onClose} title={title} size="sm" closeLabel={t('close')}>
      <StyledForm
        noValidate
        aria-label={title}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormMessage>{serverError}</FormMessage>
        {children}
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </StyledForm>
    </Modal>
  );
}

/** A success message as a toast (the shell's flashes), in the member namespace. */
export function useSuccess() {
  const dispatch = useAppDispatch();
  return useCallback(
    (key: KeyOf<'member'>) => dispatch(flash({ tone: 'success', key: `member:${key}` })),
    [dispatch],
  );
}
