import { startTransition, useEffect, useState } from 'react';

// What a part above the page's Suspense boundaries shows while a prerendered page hydrates
// (docs/decisions/0010-prerendered-first-screen.md). React may not give a boundary it has not hydrated yet new props:
// an update to a part above one (the layout, a provider) makes React hydrate every such boundary first, at the
// update's priority. A store or media-query value that differs from the HTML's (the phone's layout, the session) is
// an update of the highest priority the moment its part hydrates, so the whole page was hydrated in one long task. So
// these parts keep the value the HTML was rendered with until every boundary is hydrated, then take the real one in
// a transition (rendered in slices), or from a visitor's first click.

/** Settled: not hydrating prerendered HTML. The prerender itself (no document) renders as the HTML is. */
let settled = typeof document !== 'undefined';
/** Every boundary hydrated (or no prerendered page): a part mounted from then on is not hydrating HTML. */
let hydratedAll = settled;
const waiting = new Set<() => void>();

function settle(): void {
  if (settled) return;
  settled = true;
  for (const update of waiting) update();
  waiting.clear();
  window.removeEventListener('click', onClick, true);
}

// The first click starts the transition too (a button pressed with a key clicks too): the click itself is handled at
// once with what React has hydrated (a popup opens), and what the layout shows differently follows in slices. Not the
// press before it: a render then could change what the click lands on. Not typing: a render between an input's event
// and React's onChange would set the field back to the state's value.
const onClick = () => settle();

/**
 * A prerendered page starts hydrating (call before hydrateRoot): parts read with `useSettled` show the HTML's values
 * until `hydrated` resolves (every boundary hydrated) or the visitor first clicks.
 */
export function beginSettling(hydrated: Promise<void>): void {
  settled = false;
  hydratedAll = false;
  window.addEventListener('click', onClick, true);
  void hydrated.then(() => {
    hydratedAll = true;
    settle();
  });
}

/**
 * `prerendered` (the value the page's HTML was rendered with) while the page hydrates, `value` from then on: taken in
 * a transition once every part is hydrated, or from the visitor's first click. For parts above the page's
 * Suspense boundaries; inside one, a value read after hydration updates that part only.
 */
export function useSettled<T>(value: T, prerendered: T): T {
  // A part mounted once every boundary has hydrated shows the real value at once. One mounted before (also one
  // hydrated after a first tap settled the page: its HTML has the HTML's value) takes it only in the transition: not
  // in its hydrating render, and not in an urgent render of its own (a store answer) that comes between the page
  // settling and the transition, which would then do at once what the transition does in slices (a phone's side
  // menu closing, its 80 or so components unmounted in one task).
  const [now, setSettled] = useState(hydratedAll);
  const differs = !now && !Object.is(value, prerendered);
  useEffect(() => {
    if (!differs) return undefined;
    // Only a part whose value differs renders again: another would give its boundaries new props for nothing.
    const update = () => startTransition(() => setSettled(true));
    if (settled) {
      update();
      return undefined;
    }
    waiting.add(update);
    return () => void waiting.delete(update);
  }, [differs]);
  return now ? value : prerendered;
}
