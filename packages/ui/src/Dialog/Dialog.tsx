import { useId, type ReactNode } from 'react';
import { CheckIcon, InfoIcon, WarningIcon } from '../internal/icons.tsx';
import { Modal, type ModalProps } from '../Modal/Modal.tsx';
import { StyledDialogIcon, StyledDialogMessage } from './Dialog.styles.ts';

export type DialogTone = 'info' | 'success' | 'warning' | 'danger';

const toneIcons: Record<DialogTone, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckIcon />,
  warning: <WarningIcon />,
  danger: <WarningIcon />,
};

export type DialogProps = Omit<ModalProps, 'children' | 'describedBy' | 'size'> & {
  /** The message; it describes the dialog for screen readers. */
  message: ReactNode;
  tone?: DialogTone;
  /** Buttons (usually one or two). */
  actions?: ReactNode;
  size?: ModalProps['size'];
};

/** A short message in a modal: title, icon by tone, message, actions. */
export function Dialog({ message, tone, actions, size = 'sm', ...modal }: DialogProps) {
  const messageId = useId();
  return (
    <Modal {...modal} size={size} describedBy={messageId} footer={actions}>
      {tone && <StyledDialogIcon $tone={tone}>{toneIcons[tone]}</StyledDialogIcon>}
      <StyledDialogMessage id={messageId}>{message}</StyledDialogMessage>
    </Modal>
  );
}
