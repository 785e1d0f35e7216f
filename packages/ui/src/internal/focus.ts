const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * The controls Tab can reach inside `root`, in order: not hidden, inert or aria-hidden, and rendered (a link in a
 * collapsed group is in the DOM but not drawn: the browser's Tab skips it, so it cannot be the trap's last stop).
 */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) =>
      !el.closest('[hidden],[inert]') &&
      el.getAttribute('aria-hidden') !== 'true' &&
      (typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true })),
  );
}

/** Keeps Tab / Shift+Tab inside `root`. Returns true when it moved focus. */
export function trapTab(event: KeyboardEvent | React.KeyboardEvent, root: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusableIn(root);
  if (items.length === 0) {
    event.preventDefault();
    root.focus();
    return true;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
