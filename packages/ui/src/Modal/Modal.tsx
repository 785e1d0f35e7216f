import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CloseIcon } from '../internal/icons.tsx';
import { useModalBehaviour } from '../internal/useModalBehaviour.ts';
import {
  StyledBackdrop,
  StyledModal,
  StyledModalBody,
  StyledModalFooter,
  StyledModalHeader,
  StyledModalTitle,
  type ModalSize,
} from './Modal.styles.ts';

export type { ModalSize };

export type ModalProps = {
  open: boolean;
  /** Called by the close button, Escape and a backdrop click (only when `dismissible`). */
  onClose?: () => void;
  title: ReactNode;
  /** Hide the visible title (it still names the dialog). */
  hideTitle?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  /**
   * `false`: no close button, Escape and backdrop do nothing (the gift / notice popup); the content
   * must then offer its own way out.
   */
  dismissible?: boolean;
  /** Escape calls `onClose` (by default only when `dismissible`): a notice with one confirm button and no close button. */
  escapeCloses?: boolean;
  closeLabel?: string;
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  initialFocusRef?: React.RefObject<HTMLElement | null>;
  /** Where the portal goes; document.body by default. */
  container?: Element | null;
};

export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  size = 'md',
  dismissible = true,
  escapeCloses = dismissible,
  closeLabel,
  role = 'dialog',
  describedBy,
  initialFocusRef,
  container,
}: ModalProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useModalBehaviour(open, ref, { onEscape: escapeCloses ? onClose : undefined, initialFocusRef });
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <StyledBackdrop
      data-testid="modal-backdrop"
      onMouseDown={(e) => {
        if (dismissible && e.target === e.currentTarget) onClose?.();
      }}
    >
      <StyledModal
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        $size={size}
      >
        <StyledModalHeader className={hideTitle ? 'wl-visually-hidden' : undefined}>
          <StyledModalTitle id={titleId}>{title}</StyledModalTitle>
          {dismissible && onClose && (
            <IconButton label={closeLabel ?? t('close')} icon={<CloseIcon />} size="sm" onClick={onClose} />
          )}
        </StyledModalHeader>
        {children !== undefined && <StyledModalBody>{children}</StyledModalBody>}
        {footer && <StyledModalFooter>{footer}</StyledModalFooter>}
      </StyledModal>
    </StyledBackdrop>,
    container ?? document.body,
  );
}
