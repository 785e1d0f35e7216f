import { compileLinear, UnsupportedPattern, type LinearRegex } from './engine.ts';

/**
 * Safe compilation of an `acceptedPattern` received from the server. Server patterns never run on the
 * browser's backtracking engine: they run on the linear-time matcher of engine.ts, so no pattern can
 * hang the page. A pattern that is not a valid regular expression, or uses what the linear matcher
 * cannot do (back-references), never crashes a form: it is reported through the injected logger and
 * treated as '*' (any value).
 */

/** Longest value (UTF-16 code units) ever given to a server pattern; longer values do not match. */
export const MAX_MATCH_LENGTH = 256;

export type PatternWarning = {
  readonly code: 'invalid_pattern' | 'unsupported_pattern';
  /** The pattern as received. */
  readonly pattern: string;
  /** Engine error text, or what is unsupported. */
  readonly detail: string;
};

/** Receives warnings; the default is silent (inject `console.warn` or a server logger). */
export type PatternLogger = (warning: PatternWarning) => void;

export type CompiledPattern = {
  /**
   * 'any': '*', empty or missing pattern; 'regex': compiled; 'invalid' / 'unsupported': rejected and
   * treated as any (a warning was logged).
   */
  readonly status: 'any' | 'regex' | 'invalid' | 'unsupported';
  readonly source: string;
  readonly matcher?: LinearRegex;
  readonly detail?: string;
  /** Whether a whole value is accepted. */
  readonly matches: (value: string) => boolean;
};

const ANY = (): boolean => true;

/** Split `/body/flags` notation; keep only the flags that matter for a one-off test. */
function splitDelimited(pattern: string): { body: string; flags: string } {
  const m = /^\/(.+)\/([a-z]*)$/s.exec(pattern);
  if (!m) return { body: pattern, flags: '' };
  const flags = [...new Set((m[2] as string).replace(/[^imsu]/g, ''))].join('');
  return { body: m[1] as string, flags };
}

/**
 * Compile a server pattern. `'*'`, '' and non-strings (undefined, null) mean any value. Patterns may be
 * given bare (`^\d+$`) or delimited (`/^\d+$/i`; g and y are dropped); they are used as written (not
 * implicitly anchored), as the original `new RegExp(pattern).test(value)` did. Unicode property escapes
 * (`\p{L}`, `\u{...}`) switch on the `u` flag. Matching refuses values longer than `MAX_MATCH_LENGTH`.
 */
export function compileServerPattern(
  pattern: unknown,
  options: { logger?: PatternLogger } = {},
): CompiledPattern {
  if (typeof pattern !== 'string' || pattern === '' || pattern === '*') {
    return { status: 'any', source: typeof pattern === 'string' ? pattern : '*', matches: ANY };
  }
  const log = options.logger ?? (() => undefined);
  const { body, flags: given } = splitDelimited(pattern);
  const flags = /\\[pPu]\{/.test(body) && !given.includes('u') ? `${given}u` : given;
  let matcher: LinearRegex;
  try {
    matcher = compileLinear(body, flags);
  } catch (e) {
    const unsupported = e instanceof UnsupportedPattern;
    const detail = e instanceof Error ? e.message : String(e);
    log({ code: unsupported ? 'unsupported_pattern' : 'invalid_pattern', pattern, detail });
    return { status: unsupported ? 'unsupported' : 'invalid', source: pattern, detail, matches: ANY };
  }
  return {
    status: 'regex',
    source: pattern,
    matcher,
    matches: (value: string) => value.length <= MAX_MATCH_LENGTH && matcher.test(value),
  };
}
