import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalBehaviour } from '../internal/useModalBehaviour.ts';
import { StyledDrawerBackdrop, StyledDrawerPanel } from './Drawer.styles.ts';

export type DrawerProps = {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name (e.g. "Menu"). */
  label: string;
  children: ReactNode;
};

/**
 * A panel sliding in from the start edge over the page (the side menu on phones): a modal dialog like `Modal`:
 * focus moves in and stays in, Escape and a tap beside the panel close it, the page behind is inert and does not
 * scroll, and focus goes back to what opened it.
 */
export function Drawer({ open, onClose, label, children }: DrawerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useModalBehaviour(open, ref, { onEscape: onClose });
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <StyledDrawerBackdrop
      data-testid="drawer-backdrop"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <StyledDrawerPanel ref={ref} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        {children}
      </StyledDrawerPanel>
    </StyledDrawerBackdrop>,
    document.body,
  );
}
