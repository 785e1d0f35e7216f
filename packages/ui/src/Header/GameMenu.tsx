import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../internal/icons.tsx';
import { linkProps, type NavLink, type OnNavigate } from '../internal/links.tsx';
import { StyledMenuButton, StyledMenuItem, StyledMenuPanel } from './GameMenu.styles.ts';

const CLOSE_DELAY_MS = 150;

/**
 * A navigation item that went into the More menu: out of sight (visibility: hidden) and inert, so neither it nor its
 * dropdown (whose panel is made visible when open) can take the focus or a pointer while hidden from assistive
 * technology (axe's aria-hidden-focus: seen when the item had been opened just before the bar overflowed).
 */
export const OVERFLOWED = { 'aria-hidden': true, inert: true } as const;

/**
 * A top navigation item. With a `menu`, a chevron button after the link opens its dropdown (click, Enter or Space;
 * a mouse pointer over the item opens it too); Escape, a click elsewhere or focus leaving the item closes it. The
 * panel follows the button in the tab order. An `overflowed` item (shown in the More menu instead) stays in the list,
 * invisible, so that its width can still be measured.
 */
export function NavItem({
  link,
  onNavigate,
  overflowed = false,
}: {
  link: NavLink;
  onNavigate?: OnNavigate;
  overflowed?: boolean;
}) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closing = useRef<number | undefined>(undefined);
  // Opened by a mouse pointer passing over the item: a click on the chevron then keeps it open (rather than closing
  // what the visitor is reaching for).
  const openedByHover = useRef(false);
  const panelId = useId();
  const menu = link.menu;

  const cancelClose = () => window.clearTimeout(closing.current);
  const closeSoon = () => {
    cancelClose();
    closing.current = window.setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const hide = overflowed ? OVERFLOWED : undefined;
  // An item that went into the More menu is never shown open.
  const shown = open && !overflowed;
  if (!menu || menu.items.length === 0) {
    return (
      <li {...hide}>
        <a {...linkProps(link, onNavigate)}>{link.label}</a>
      </li>
    );
  }
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') closeSoon();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!item.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const select = (id: string) => {
    openedByHover.current = false;
    setOpen(false);
    menu.onSelect(id);
  };
  return (
    <li
      {...hide}
      ref={item}
      data-menu-open={shown || undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <a {...linkProps(link, onNavigate)}>{link.label}</a>
      <StyledMenuButton
        ref={button}
        type="button"
        aria-expanded={shown}
        aria-controls={panelId}
        aria-label={t('navMenu', { label: menu.label })}
        onClick={() => {
          const pinned = openedByHover.current;
          openedByHover.current = false;
          setOpen((was) => pinned || !was);
        }}
      >
        <ChevronDownIcon width={16} height={16} aria-hidden="true" />
      </StyledMenuButton>
      <StyledMenuPanel
        id={panelId}
        role="region"
        aria-label={menu.label}
        hidden={!shown}
        $layout={menu.layout}
        data-layout={menu.layout}
      >
        {/* The providers are drawn when the menu opens: a closed menu costs the first screen nothing. */}
        <ul>
          {shown &&
            menu.items.map((entry) => (
              <li key={entry.id}>
                <StyledMenuItem
                  type="button"
                  onClick={() => select(entry.id)}
                  aria-label={entry.maintenance ? `${entry.label}, ${t('maintenance')}` : undefined}
                >
                  {entry.iconUrl && <img src={entry.iconUrl} alt="" width={60} height={24} loading="lazy" />}
                  <span>{entry.label}</span>
                  {entry.maintenance && <small aria-hidden="true">{t('maintenance')}</small>}
                </StyledMenuItem>
              </li>
            ))}
        </ul>
      </StyledMenuPanel>
    </li>
  );
}
