import { unsafePatternReason } from './safety.ts';

/**
 * Safe compilation of an `acceptedPattern` received from the server. A pattern that is not a valid
 * regular expression, or that fails the backtracking check, never crashes or hangs a form: it is
 * reported through the injected logger and treated as '*' (any value).
 */

/** Longest value (UTF-16 code units) ever given to a server regex; longer values do not match. */
export const MAX_MATCH_LENGTH = 256;

export type PatternWarning = {
  readonly code: 'invalid_pattern' | 'unsafe_pattern';
  /** The pattern as received. */
  readonly pattern: string;
  /** Engine error text or the reason the check rejected it. */
  readonly detail: string;
};

/** Receives warnings; the default is silent (inject `console.warn` or a server logger). */
export type PatternLogger = (warning: PatternWarning) => void;

export type CompiledPattern = {
  /**
   * 'any': '*', empty or missing pattern; 'regex': compiled and checked; 'invalid' / 'unsafe':
   * rejected and treated as any (a warning was logged).
   */
  readonly status: 'any' | 'regex' | 'invalid' | 'unsafe';
  readonly source: string;
  readonly regex?: RegExp;
  readonly detail?: string;
  /** Whether a whole value is accepted. */
  readonly matches: (value: string) => boolean;
};

const ANY = (): boolean => true;

/** Split `/body/flags` notation; keep only the flags that make sense for a one-off test. */
function splitDelimited(pattern: string): { body: string; flags: string } {
  const m = /^\/(.+)\/([a-z]*)$/s.exec(pattern);
  if (!m) return { body: pattern, flags: '' };
  const flags = [...new Set((m[2] as string).replace(/[^imsu]/g, ''))].join('');
  return { body: m[1] as string, flags };
}

/**
 * Compile a server pattern. `'*'`, '' and non-strings (undefined, null) mean any value. Patterns may be
 * given bare (`^\d+$`) or delimited (`/^\d+$/i`); they are used as written (not implicitly anchored),
 * as the original `new RegExp(pattern).test(value)` did. Unicode property escapes (`\p{L}`) switch on
 * the `u` flag. Matching refuses values longer than `MAX_MATCH_LENGTH`.
 */
export function compileServerPattern(pattern: unknown, options: { logger?: PatternLogger } = {}): CompiledPattern {
  if (typeof pattern !== 'string' || pattern === '' || pattern === '*') {
    return { status: 'any', source: typeof pattern === 'string' ? pattern : '*', matches: ANY };
  }
  const log = options.logger ?? (() => undefined);
  const { body, flags: given } = splitDelimited(pattern);
  const flags = /\\[pPu]\{/.test(body) && !given.includes('u') ? `${given}u` : given;
  let regex: RegExp;
  try {
    regex = new RegExp(body, flags);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    log({ code: 'invalid_pattern', pattern, detail });
    return { status: 'invalid', source: pattern, detail, matches: ANY };
  }
  const reason = unsafePatternReason(body, flags);
  if (reason !== undefined) {
    log({ code: 'unsafe_pattern', pattern, detail: reason });
    return { status: 'unsafe', source: pattern, detail: reason, matches: ANY };
  }
  return {
    status: 'regex',
    source: pattern,
    regex,
    matches: (value: string) => value.length <= MAX_MATCH_LENGTH && regex.test(value),
  };
}
