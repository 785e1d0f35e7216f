import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element is within `margin` of the viewport (and from then on), set as a transition so what it
 * reveals renders in slices. With `whenIdle`, also true once the page has loaded and the browser is idle, so content
 * kept back from the first screen is in the page soon after (for find-in-page and screen readers), in an idle task.
 * Without IntersectionObserver: true.
 */
export function useNearViewport<T extends Element>(
  margin: string,
  { whenIdle = false }: { whenIdle?: boolean } = {},
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // Without an observer (an old browser, a test) everything is near; the prerender renders what a browser's first
  // render does (not near yet), so that the HTML and the hydrating render agree.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const show = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) show();
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    if (!whenIdle) return () => observer.disconnect();
    let idle: number | undefined;
    const afterLoad = () => {
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(show, { timeout: 5000 })
          : window.setTimeout(show, 2000);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('load', afterLoad);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [near, margin, whenIdle]);
  return [ref, near];
}
