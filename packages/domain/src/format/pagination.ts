/** Pagination model (accounts spec: range 5, 1 margin page). */

export const PAGINATION_RANGE = 5;
export const PAGINATION_MARGIN = 1;

export type PaginationItem =
  | { readonly type: 'page'; readonly page: number; readonly current: boolean }
  | { readonly type: 'ellipsis'; readonly after: number };

export type PaginationModel = {
  readonly items: readonly PaginationItem[];
  readonly current: number;
  readonly totalPages: number;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
};

const toInt = (v: number, fallback: number) => (Number.isFinite(v) ? Math.trunc(v) : fallback);

/**
 * The pages to show: a window of `range` pages around the current one (shifted at the edges so it
 * always holds `range` pages when there are that many), the first and last `margin` pages, and an
 * ellipsis for each gap. A gap of exactly one page shows that page instead of an ellipsis. Pages are
 * 1-based; the current page is clamped into 1..totalPages; totalPages < 1 gives no items.
 */
export function paginationModel(input: {
  readonly current: number;
  readonly totalPages: number;
  readonly range?: number;
  readonly margin?: number;
}): PaginationModel {
  const total = Math.max(0, toInt(input.totalPages, 0));
  const range = Math.max(1, toInt(input.range ?? PAGINATION_RANGE, PAGINATION_RANGE));
  const margin = Math.max(0, toInt(input.margin ?? PAGINATION_MARGIN, PAGINATION_MARGIN));
  if (total === 0) return { items: [], current: 0, totalPages: 0, hasPrevious: false, hasNext: false };
  const current = Math.min(total, Math.max(1, toInt(input.current, 1)));
  let start = current - Math.floor((range - 1) / 2);
  start = Math.max(1, Math.min(start, total - range + 1));
  const end = Math.min(total, start + range - 1);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2)
      items.push({ type: 'page', page: previous + 1, current: previous + 1 === current });
    else if (page - previous > 2) items.push({ type: 'ellipsis', after: previous });
    items.push({ type: 'page', page, current: page === current });
    previous = page;
  }
  return { items, current, totalPages: total, hasPrevious: current > 1, hasNext: current < total };
}
