import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon } from '../internal/icons.tsx';
import {
  StyledAlert,
  StyledAlertBody,
  StyledAlertIcon,
  StyledAlertTitle,
  StyledToastRegion,
  type ToastTone,
} from './Toast.styles.ts';

export type { ToastTone };

const icons: Record<ToastTone, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckIcon />,
  warning: <WarningIcon />,
  danger: <WarningIcon />,
};

export type AlertProps = {
  tone?: ToastTone;
  title?: ReactNode;
  children?: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
  /** Floating (toast) look with a shadow. */
  floating?: boolean;
  /**
   * Live-region role: 'alert' interrupts (errors), 'status' waits politely, 'none' when a
   * surrounding live region (ToastRegion) already announces it.
   */
  live?: 'alert' | 'status' | 'none';
};

/** An inline message box (also the body of a toast). */
export function Alert({
  tone = 'info',
  title,
  children,
  onClose,
  closeLabel,
  floating = false,
  live,
}: AlertProps) {
  const { t } = useTranslation('ui');
  const role = live ?? (tone === 'danger' || tone === 'warning' ? 'alert' : 'status');
  return (
    <StyledAlert role={role === 'none' ? undefined : role} $tone={tone} $floating={floating}>
      <StyledAlertIcon $tone={tone}>{icons[tone]}</StyledAlertIcon>
      <StyledAlertBody>
        {title && <StyledAlertTitle>{title}</StyledAlertTitle>}
        {children}
      </StyledAlertBody>
      {onClose && (
        <IconButton size="sm" label={closeLabel ?? t('close')} icon={<CloseIcon />} onClick={onClose} />
      )}
    </StyledAlert>
  );
}

export type ToastItem = {
  id: string;
  tone?: ToastTone;
  title?: ReactNode;
  message?: ReactNode;
  duration?: number;
};

function TimedToast({
  toast,
  onDismiss,
  duration,
}: {
  toast: ToastItem;
  onDismiss: (id: string) => void;
  duration: number;
}) {
  const ms = toast.duration ?? duration;
  useEffect(() => {
    if (ms <= 0) return;
    const id = setTimeout(() => onDismiss(toast.id), ms);
    return () => clearTimeout(id);
  }, [ms, onDismiss, toast.id]);
  return (
    <Alert floating live="none" tone={toast.tone} title={toast.title} onClose={() => onDismiss(toast.id)}>
      {toast.message}
    </Alert>
  );
}

export type ToastRegionProps = {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
  /** Auto-dismiss after this many ms (0 = stay). Default 5000. */
  duration?: number;
  label?: string;
};

/**
 * A polite live region at the top of the page; new toasts are announced, each can be closed. It lives directly in
 * the page's body (a portal), beside any open modal, which keeps it out of what the modal makes inert.
 */
export function ToastRegion({ toasts, onDismiss, duration = 5000, label }: ToastRegionProps) {
  const { t } = useTranslation('ui');
  const region = (
    <StyledToastRegion
      role="region"
      aria-live="polite"
      aria-label={label ?? t('notifications', { count: toasts.length })}
    >
      {toasts.map((toast) => (
        <TimedToast key={toast.id} toast={toast} onDismiss={onDismiss} duration={duration} />
      ))}
    </StyledToastRegion>
  );
  return typeof document === 'undefined' ? region : createPortal(region, document.body);
}
