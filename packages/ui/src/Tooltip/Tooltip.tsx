import { cloneElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import { StyledTooltip, StyledTooltipAnchor, type TooltipPlacement } from './Tooltip.styles.ts';

export type { TooltipPlacement };

type TriggerProps = {
  'aria-describedby'?: string;
  onFocus?: (e: React.FocusEvent) => void;
  onBlur?: (e: React.FocusEvent) => void;
};

export type TooltipProps = {
  content: ReactNode;
  /** One focusable element (a button, a link); it is described by the tooltip. */
  children: ReactElement<TriggerProps>;
  placement?: TooltipPlacement;
  /** Show from the start (stories, visual review). */
  defaultOpen?: boolean;
};

/** A short description shown on hover and keyboard focus; Escape hides it (WCAG 1.4.13). */
export function Tooltip({ content, children, placement = 'top', defaultOpen = false }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const trigger = cloneElement(children, {
    'aria-describedby': [children.props['aria-describedby'], id].filter(Boolean).join(' '),
    onFocus: (e: React.FocusEvent) => {
      children.props.onFocus?.(e);
      setOpen(true);
    },
    onBlur: (e: React.FocusEvent) => {
      children.props.onBlur?.(e);
      setOpen(false);
    },
  });

  return (
    <StyledTooltipAnchor onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      {trigger}
      <StyledTooltip role="tooltip" id={id} hidden={!open} $placement={placement}>
        {content}
      </StyledTooltip>
    </StyledTooltipAnchor>
  );
}
