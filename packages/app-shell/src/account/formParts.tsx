import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Dialog } from '@wl/ui';

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
`;

export const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
`;

export const StyledLinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.fg.link};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** A form-level message: the validation summary or the server's answer, shown as given. */
export function FormMessage({
  children,
  tone = 'danger',
}: {
  children: ReactNode;
  tone?: 'danger' | 'success' | 'info' | 'warning';
}) {
  if (!children) return null;
  return (
    <Alert tone={tone} live={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </Alert>
  );
}

/** A submit button that is busy while the call runs (a second click does nothing). */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" fullWidth loading={pending} aria-busy={pending || undefined}>
      {children}
    </Button>
  );
}

/** The warning dialog for SMS send failures (spec: server messages shown in a warning dialog). */
export function WarningDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title={t('warning')}
      tone="warning"
      role="alertdialog"
      message={message ?? ''}
      actions={<Button onClick={onClose}>{t('ok')}</Button>}
    />
  );
}
