import { expect } from 'storybook/test';

/**
 * Pointer target size checks for stories (run in real Chromium by `pnpm test:storybook`).
 * WCAG 2.2 SC 2.5.8 (AA) asks for targets of at least 24 x 24 CSS px; the kit's hit areas use
 * `theme.measure.size.target`, and these checks fail a story whose target shrinks below it.
 */
const TARGET_MIN_PX = 24;

/**
 * Story parameters that switch on axe's `target-size` rule (off by default in axe, on in Lighthouse's
 * accessibility audit). It also fails a target partly covered by another one, which a size alone misses.
 */
export const targetSizeRule = { a11y: { config: { rules: [{ id: 'target-size', enabled: true }] } } };

const nameOf = (el: Element) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;

/** Every element given is rendered at least 24 x 24 CSS px (getBoundingClientRect). */
export async function expectTargetsAtLeastMin(targets: readonly Element[]) {
  await expect(targets.length).toBeGreaterThan(0);
  const small = targets
    .map((el) => {
      const { width, height } = el.getBoundingClientRect();
      return { name: nameOf(el), width: Math.round(width * 10) / 10, height: Math.round(height * 10) / 10 };
    })
    .filter((t) => t.width < TARGET_MIN_PX || t.height < TARGET_MIN_PX);
  await expect(small).toEqual([]);
}

/** The focused element draws a focus ring (keyboard focus is visible). */
export async function expectFocusRing(el: Element) {
  await expect(el).toHaveFocus();
  await expect(el.matches(':focus-visible')).toBe(true);
  const style = getComputedStyle(el);
  await expect(style.outlineStyle).not.toBe('none');
  await expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThan(0);
}

/**
 * No other element paints over any part of `target`: a 3 x 3 grid of points across its box all hit it.
 * `unclip` (an overflow container, e.g. a scrolling strip) is made overflow-visible during the check,
 * so content that slides under the target counts even where the container clips it from view, as
 * Lighthouse's target-size audit counts it.
 */
export async function expectNotCovered(target: Element, unclip?: HTMLElement) {
  const previous = unclip?.style.overflow;
  if (unclip) unclip.style.overflow = 'visible';
  try {
    const { left, top, width, height } = target.getBoundingClientRect();
    const covered: string[] = [];
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.1, 0.5, 0.9]) {
        const hit = document.elementFromPoint(left + width * fx, top + height * fy);
        if (!hit || !target.contains(hit))
          covered.push(`${fx},${fy}: ${hit ? nameOf(hit).slice(0, 40) : 'nothing'}`);
      }
    }
    await expect(covered).toEqual([]);
  } finally {
    if (unclip) unclip.style.overflow = previous ?? '';
  }
}

/** Whether two elements' boxes overlap (to show that a covering check has something to catch). */
export function boxesOverlap(a: Element, b: Element): boolean {
  const r = a.getBoundingClientRect();
  const q = b.getBoundingClientRect();
  return r.left < q.right && q.left < r.right && r.top < q.bottom && q.top < r.bottom;
}
