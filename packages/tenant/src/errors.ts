import type { z } from 'zod';

/** One problem in a data file: `file: path: message`. */
export type DataIssue = { file: string; path: string; message: string };

export function formatIssue(issue: DataIssue): string {
  return issue.path ? `${issue.file}: ${issue.path}: ${issue.message}` : `${issue.file}: ${issue.message}`;
}

/**
 * A tenant or theme file is invalid. `message` lists every problem, one per line, each naming the
 * file and the field, e.g. `tenants/neonplay/tenant.json: theme.overrides.palette.brand.500: "#12345" is not a colour`.
 */
export class TenantDataError extends Error {
  readonly issues: readonly DataIssue[];
  constructor(issues: readonly DataIssue[]) {
    super(issues.map(formatIssue).join('\n'));
    this.name = 'TenantDataError';
    this.issues = issues;
  }
}

function joinPath(path: readonly PropertyKey[]): string {
  return path.map((p) => String(p)).join('.');
}

/** Turn zod issues into file-and-field issues with plain messages. */
export function issuesFromZod(file: string, error: z.ZodError): DataIssue[] {
  const out: DataIssue[] = [];
  for (const issue of error.issues) {
    const path = joinPath(issue.path);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        out.push({ file, path: path ? `${path}.${key}` : key, message: 'unknown field' });
      continue;
    }
    let message = issue.message;
    const type = /^Invalid input: expected (\w+), received (\w+)$/.exec(issue.message);
    if (issue.code === 'invalid_type' && type)
      message =
        type[2] === 'undefined'
          ? 'is required'
          : `must be ${type[1] === 'array' || type[1] === 'object' ? 'an' : 'a'} ${type[1]} (got ${type[2]})`;
    out.push({ file, path, message });
  }
  return out;
}
