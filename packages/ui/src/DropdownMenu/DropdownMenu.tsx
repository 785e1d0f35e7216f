import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { ChevronDownIcon } from '../internal/icons.tsx';
import { useOutsideClick } from '../internal/hooks.ts';
import { StyledMenu, StyledMenuAnchor, StyledMenuItem, StyledMenuSeparator } from './DropdownMenu.styles.ts';

export type MenuItem =
  | {
      type?: 'item';
      id: string;
      label: ReactNode;
      onSelect: () => void;
      disabled?: boolean;
      danger?: boolean;
      icon?: ReactNode;
    }
  | { type: 'separator'; id: string };

export type DropdownMenuProps = {
  /** Text of the trigger button (also the menu's name). */
  label: ReactNode;
  items: readonly MenuItem[];
  align?: 'start' | 'end';
  triggerVariant?: ButtonProps['variant'];
  triggerSize?: ButtonProps['size'];
  /** Replaces the trigger's content (e.g. an avatar); `label` still names it when it is text. */
  triggerContent?: ReactNode;
  triggerAriaLabel?: string;
  defaultOpen?: boolean;
};

/** WAI-ARIA menu button: Enter/Space/ArrowDown open, arrows move, Escape closes and returns focus. */
export function DropdownMenu({
  label,
  items,
  align = 'start',
  triggerVariant = 'secondary',
  triggerSize,
  triggerContent,
  triggerAriaLabel,
  defaultOpen = false,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const menuItems = () => [
    ...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? []),
  ];

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const list = menuItems();
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    focusOnOpen.current = null;
  }, [open]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);
  const anchorRefs = useRef([anchorRef]);
  useOutsideClick(anchorRefs.current, () => close(false), open);

  const openWith = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const onTriggerKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openWith(e.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        move(index + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        move(index - 1);
        break;
      case 'Home':
        e.preventDefault();
        move(0);
        break;
      case 'End':
        e.preventDefault();
        move(list.length - 1);
        break;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return (
    <StyledMenuAnchor ref={anchorRef}>
      <Button
        ref={triggerRef}
        variant={triggerVariant}
        size={triggerSize}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerAriaLabel}
        endIcon={<ChevronDownIcon />}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onTriggerKey}
      >
        {triggerContent ?? label}
      </Button>
      {open && (
        <StyledMenu
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={typeof label === 'string' ? label : triggerAriaLabel}
          $align={align}
          onKeyDown={onMenuKey}
        >
          {items.map((item) =>
            item.type === 'separator' ? (
              <StyledMenuSeparator key={item.id} role="separator" />
            ) : (
              <StyledMenuItem
                key={item.id}
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={item.disabled}
                $danger={Boolean(item.danger)}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.icon}
                {item.label}
              </StyledMenuItem>
            ),
          )}
        </StyledMenu>
      )}
    </StyledMenuAnchor>
  );
}
