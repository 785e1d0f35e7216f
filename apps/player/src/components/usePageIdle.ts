import { startTransition, useEffect, useState } from 'react';

/** The page's idle moment: after `load`, the browser's first idle time (at most 4 s later). Marked `html[data-wl-idle]`. */
let idle = false;
let whenIdle: Promise<void> | undefined;

function pageIdle(): Promise<void> {
  whenIdle ??= new Promise<void>((resolve) => {
    const done = () => {
      idle = true;
      document.documentElement.setAttribute('data-wl-idle', '');
      resolve();
    };
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(done, { timeout: 4000 });
      else window.setTimeout(done, 1500);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return whenIdle;
}

/**
 * True once the page has loaded and the browser has been idle (the same moment for every part that asks), taken in a
 * transition: what waits for it (the banner carousel, the once-a-session popup) renders after the first screen, in
 * slices, not in the tasks that build that screen.
 */
export function usePageIdle(): boolean {
  const [now, setNow] = useState(idle);
  useEffect(() => {
    if (now) return undefined;
    let live = true;
    void pageIdle().then(() => {
      if (live) startTransition(() => setNow(true));
    });
    return () => {
      live = false;
    };
  }, [now]);
  return now;
}
