/** Member centre page `personalHistoryCopy`: not built yet (placeholder so the page map compiles; its owner replaces this file). */
export function Component() {
  return null;
}
