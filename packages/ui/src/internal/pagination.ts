/**
 * Page model for the Pagination component (spec: range 5 pages around the current one, 1 margin page at
 * each end). Private until `@wl/domain` exports its pagination model; then swap the import.
 */
export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

export function pageItems(current: number, total: number, range = 5, margin = 1): PageItem[] {
  if (total <= 0) return [];
  const cur = Math.min(Math.max(1, current), total);
  let start = Math.max(1, cur - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) pages.add(p);
  for (let p = start; p <= end; p++) pages.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) items.push({ type: 'gap', key: `gap-${prev}-${p}` });
    items.push({ type: 'page', page: p });
  });
  return items;
}
