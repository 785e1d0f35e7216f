/**
 * Choices made in a prerendered page before React hydrated the control (docs/decisions/0010): React replays the
 * clicks and key presses it finds on a part not yet hydrated, but a select changed in that time is set back to its
 * rendered value. An app that hydrates calls `recordEarlyChanges()` first; a control then takes its own early choice
 * when it hydrates (`takeEarlyChange`), as if it had been made a moment later.
 */
// By the select's name: the element may not be the one changed (React renders a part again in the browser when it
// changed before it could be hydrated).
const early = new Map<string, string>();
/** Names whose control has hydrated: React has their changes from then on. */
const hydrated = new Set<string>();
let recording = false;

function record(event: Event) {
  const target = event.target;
  if (target instanceof HTMLSelectElement && target.name && !hydrated.has(target.name))
    early.set(target.name, target.value);
}

declare global {
  interface Window {
    /** Selects changed before the app loaded, noted by a prerendered page's head script (@wl/tenant). */
    __wlEarly?: [Element, string][];
  }
}

/**
 * Start recording the selects changed before they are hydrated (call before `hydrateRoot`), taking over what the
 * page's head script noted before the app had loaded.
 */
export function recordEarlyChanges(doc: Document = document): void {
  if (recording) return;
  recording = true;
  for (const [element, value] of window.__wlEarly ?? []) {
    const name = element.getAttribute('name');
    if (name) early.set(name, value);
  }
  // `input` first: an input on a part not yet hydrated makes React hydrate it at once, and the hydrated select is
  // set back to its rendered value before the `change` that follows.
  doc.addEventListener('input', record, { capture: true });
  doc.addEventListener('change', record, { capture: true });
}

/**
 * The value chosen in the select of this name before it was hydrated, once (undefined when none). Called as the control
 * hydrates; its later changes are React's.
 */
export function takeEarlyChange(name: string): string | undefined {
  const value = early.get(name);
  early.delete(name);
  hydrated.add(name);
  return value;
}

/** Forget every early choice and hydrated control (tests). */
export function forgetEarlyChanges(): void {
  early.clear();
  hydrated.clear();
}
