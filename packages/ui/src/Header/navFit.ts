import { useLayoutEffect, useRef, useState } from 'react';

/**
 * How many of the top navigation's items, in order, fit in `available` px: all of them when they fit side by side,
 * else as many as fit beside the More button (`moreWidth`). The widths include the space between items.
 */
export function fitCount(available: number, widths: readonly number[], moreWidth: number): number {
  // The items' right edges only grow, so counting the edges that fit counts the leading items that fit.
  let end = 0;
  let all = 0;
  let some = 0;
  for (const width of widths) {
    end += width;
    if (end <= available) all++;
    if (end + moreWidth <= available) some++;
  }
  return all === widths.length ? all : some;
}

const widthOf = (el: Element) => el.getBoundingClientRect().width;

/**
 * Measures the navigation list (its last item is the More button's) and says how many links it shows (Infinity: all),
 * every item,
 * also the ones that went into More, stays rendered at its own width (invisible, out of the flow), so a resized bar,
 * a font arriving or another language re-measures it through the ResizeObserver; new `items` are observed anew.
 */
export function useNavFit(items: readonly unknown[]) {
  const list = useRef<HTMLUListElement>(null);
  const [count, setCount] = useState(Infinity);
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const measure = () => {
      const links = [...el.children];
      const more = links.pop()!;
      const fit = fitCount(widthOf(el), links.map(widthOf), widthOf(more));
      // Every link fits (a hidden bar too): the first render's value, so such a bar is not rendered again.
      setCount(fit >= links.length ? Infinity : fit);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    for (const node of [el, ...el.children]) observer.observe(node);
    return () => observer.disconnect();
  }, [items]);
  return [list, count] as const;
}
