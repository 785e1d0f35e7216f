import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { Dialog, type DialogTone } from '../Dialog/Dialog.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action (sign out, delete): the confirm button uses the danger variant. */
  destructive?: boolean;
  tone?: DialogTone;
  /** The confirm action is running. */
  loading?: boolean;
};

/** Asks before an action (for example sign out). Focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  destructive = false,
  tone,
  loading = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      message={message}
      tone={tone}
      onClose={onCancel}
      initialFocusRef={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={loading}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    />
  );
}
