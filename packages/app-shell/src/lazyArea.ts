import type { ComponentType } from 'react';

/** Spec: an on-demand area that has not loaded after 120 s is treated as a failure. */
export const AREA_LOAD_TIMEOUT_MS = 120_000;

export class AreaLoadError extends Error {
  constructor(
    readonly area: string,
    cause?: unknown,
  ) {
    super(`The ${area} area could not be loaded.`, { cause });
    this.name = 'AreaLoadError';
  }
}

/**
 * A react-router `lazy` function for an area chunk, failing with AreaLoadError on a network error or after the
 * timeout, so the route's error element can offer a retry.
 */
export function lazyArea(
  area: string,
  load: () => Promise<{ Component: ComponentType }>,
  timeoutMs = AREA_LOAD_TIMEOUT_MS,
): () => Promise<{ Component: ComponentType }> {
  return () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new AreaLoadError(area, new Error('timeout'))), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve({ Component: module.Component });
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new AreaLoadError(area, error));
        },
      );
    });
}
