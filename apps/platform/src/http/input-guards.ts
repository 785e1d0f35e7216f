/**
 * Checks of a request that every call shares, after its schema (found by the contract fuzz, issue 17):
 *  - no NUL character in any string: PostgreSQL text cannot hold one, so a `\u0000` in a game code, a launch token,
 *    a message or a username reached the database as an error (500) instead of a refusal;
 *  - a page number of a paged call at most MAX_PAGE: `pageNo=99999999999999999999999` passed `qint` and its offset
 *    overflowed the database's bigint (500) in every paged list.
 */
export const MAX_PAGE = 1_000_000;
/** How deep a request is searched for strings (deeper bodies are refused by their schema or never read). */
const MAX_DEPTH = 64;

/** The path (`a.b.0`) of the first string holding a NUL character, or undefined. */
export function nulPath(input: unknown): string | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || 'body';
    } else if (value && typeof value === 'object' && depth < MAX_DEPTH) {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return path ? `${path}.${key.replaceAll('\u0000', '')}` : 'body';
        stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

/** `{ field, message }` of the first shared problem of a request (raw input and parsed by its schema), or null. */
export function inputProblem(raw: unknown, parsed: unknown): { field: string; message: string } | null {
  const nul = nulPath(raw);
  if (nul) return { field: nul, message: `${nul}: must not contain a NUL character` };
  const page = (parsed as { pageNo?: unknown } | null)?.pageNo;
  if (typeof page === 'number' && (!Number.isSafeInteger(page) || page > MAX_PAGE))
    return { field: 'pageNo', message: `pageNo: must be between 1 and ${MAX_PAGE}` };
  return null;
}
