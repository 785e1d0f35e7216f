/**
 * Static safety check of a regular expression received from the server, against catastrophic
 * (exponential) backtracking in the browser's backtracking regex engine.
 *
 * Approach (documented in the README):
 * 1. Values are never matched when longer than `MAX_MATCH_LENGTH` code units (see compile.ts), which
 *    bounds every polynomial case.
 * 2. This check rejects the constructs that make backtracking exponential:
 *    - back-references (`\1`, `\k<name>`);
 *    - a repeated group (`*`, `+`, `{n,}`, `{n,m}` with m > 1) that itself contains a repeated part
 *      that can match a varying number of times (`?`, `*`, `+`, `{n,m}`: the `(a+)+` shape), EXCEPT the
 *      unambiguous delimited form `(?:S x y Z+ w)*` where S is one unquantified single-character atom
 *      (a literal or a class), the body has no groups, exactly one variable atom, and that atom matches
 *      no character S matches (every iteration then starts at a forced position, so the ways to split
 *      the input cannot multiply);
 *    - a repeated group with alternation, unless every alternative is one single-character atom and the
 *      alternatives match disjoint characters (checked over the whole BMP);
 *    - more than `MAX_ADJACENT_REPEATS` repeated items in a row with nothing mandatory between them
 *      (`\d+\d+\d+\d+`, which is polynomial of a high degree);
 *    - a pattern source longer than `MAX_PATTERN_SOURCE_LENGTH`.
 * The check is conservative: it may reject a harmless pattern (then the field accepts any value, with
 * a warning), but every pattern of the catalogue passes it (tested).
 */

export const MAX_PATTERN_SOURCE_LENGTH = 1000;
export const MAX_ADJACENT_REPEATS = 3;

type Quant = { readonly min: number; readonly max: number };
type AtomNode = { readonly type: 'atom'; readonly src: string; quant?: Quant };
type AssertNode = { readonly type: 'assert' };
type GroupNode = { readonly type: 'group'; readonly alts: RNode[][]; quant?: Quant };
type RNode = AtomNode | AssertNode | GroupNode;

/** Thrown internally for a back-reference; turned into a reason by `unsafePatternReason`. */
class Unsafe extends Error {}

const isRepeating = (q: Quant | undefined): boolean => q !== undefined && q.max > 1;
/** A quantifier that can match a varying number of times (`?`, `*`, `+`, `{n,m}` with n < m). */
const isVariable = (q: Quant | undefined): boolean => q !== undefined && q.min !== q.max;

/** Parse a (already valid) pattern into a small tree. */
function parse(src: string): GroupNode {
  const root: GroupNode = { type: 'group', alts: [[]] };
  const stack: GroupNode[] = [root];
  let i = 0;
  const current = (): RNode[] => {
    const group = stack[stack.length - 1] as GroupNode;
    return group.alts[group.alts.length - 1] as RNode[];
  };
  const push = (node: RNode): void => {
    current().push(node);
  };
  while (i < src.length) {
    const c = src[i] as string;
    if (c === '\\') {
      const n = src[i + 1] ?? '';
      if (/[1-9]/.test(n) || n === 'k') throw new Unsafe('back-reference');
      if (n === 'b' || n === 'B') {
        push({ type: 'assert' });
        i += 2;
        continue;
      }
      let end = i + 2;
      if ((n === 'p' || n === 'P' || n === 'u') && src[end] === '{') end = src.indexOf('}', end) + 1;
      else if (n === 'u') end += 4;
      else if (n === 'x') end += 2;
      else if (n === 'c') end += 1;
      push({ type: 'atom', src: src.slice(i, end) });
      i = end;
      continue;
    }
    if (c === '[') {
      let j = i + 1;
      if (src[j] === '^') j++;
      while (j < src.length && src[j] !== ']') j += src[j] === '\\' ? 2 : 1;
      push({ type: 'atom', src: src.slice(i, j + 1) });
      i = j + 1;
      continue;
    }
    if (c === '(') {
      const look = /^\(\?<?[=!]/.exec(src.slice(i));
      const group: GroupNode = { type: 'group', alts: [[]] };
      push(group);
      stack.push(group);
      if (look) i += look[0].length;
      else if (src.startsWith('(?:', i)) i += 3;
      else if (src.startsWith('(?<', i)) i = src.indexOf('>', i) + 1;
      else i += 1;
      continue;
    }
    if (c === ')') {
      stack.pop();
      i += 1;
      continue;
    }
    if (c === '|') {
      (stack[stack.length - 1] as GroupNode).alts.push([]);
      i += 1;
      continue;
    }
    if (c === '^' || c === '$') {
      push({ type: 'assert' });
      i += 1;
      continue;
    }
    const quant = /^(?:[*+?]|\{(\d+)(,(\d*))?\})\??/.exec(src.slice(i));
    const target = current()[current().length - 1];
    if (quant && target !== undefined && target.type !== 'assert') {
      const q = quant[0][0];
      if (q === '*') target.quant = { min: 0, max: Infinity };
      else if (q === '+') target.quant = { min: 1, max: Infinity };
      else if (q === '?') target.quant = { min: 0, max: 1 };
      else {
        const min = Number(quant[1]);
        const max = quant[2] === undefined ? min : quant[3] === '' ? Infinity : Number(quant[3]);
        target.quant = { min, max };
      }
      i += quant[0].length;
      continue;
    }
    push({ type: 'atom', src: c });
    i += 1;
  }
  return root;
}

function containsVariable(group: GroupNode): boolean {
  return group.alts.some((alt) => alt.some((n) => n.type !== 'assert' && (isVariable(n.quant) || (n.type === 'group' && containsVariable(n)))));
}

/** True when two single-character atoms share no BMP character. */
function disjointAtoms(a: AtomNode, b: AtomNode, flags: string): boolean {
  const ra = new RegExp(`^(?:${a.src})$`, flags);
  const rb = new RegExp(`^(?:${b.src})$`, flags);
  for (let cp = 0; cp <= 0xffff; cp++) {
    const ch = String.fromCharCode(cp);
    if (ra.test(ch) && rb.test(ch)) return false;
  }
  return true;
}

function checkRepeatedGroup(group: GroupNode, flags: string): string | undefined {
  if (group.alts.length > 1) {
    const atoms = group.alts.map((alt) => (alt.length === 1 && alt[0]?.type === 'atom' && alt[0].quant === undefined ? alt[0] : undefined));
    if (atoms.some((a) => a === undefined)) return 'alternation under a quantifier';
    const list = atoms as AtomNode[];
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        if (!disjointAtoms(list[x] as AtomNode, list[y] as AtomNode, flags)) return 'overlapping alternation under a quantifier';
      }
    }
    return undefined;
  }
  if (!containsVariable(group)) return undefined;
  const [first, ...rest] = group.alts[0] as RNode[];
  const delimited = first?.type === 'atom' && first.quant === undefined && rest.every((n) => n.type !== 'group');
  const variable = rest.filter((n): n is AtomNode => n.type === 'atom' && isVariable(n.quant));
  if (delimited && variable.length === 1 && disjointAtoms(first, variable[0] as AtomNode, flags)) return undefined;
  return 'nested quantifier';
}

function checkSequence(seq: readonly RNode[], flags: string): string | undefined {
  let run = 0;
  for (const node of seq) {
    if (node.type === 'group') {
      if (isRepeating(node.quant)) {
        const reason = checkRepeatedGroup(node, flags);
        if (reason !== undefined) return reason;
      }
      for (const alt of node.alts) {
        const reason = checkSequence(alt, flags);
        if (reason !== undefined) return reason;
      }
    }
    if (node.type === 'assert') continue;
    if (isRepeating(node.quant) && isVariable(node.quant)) {
      run += 1;
      if (run > MAX_ADJACENT_REPEATS) return 'too many adjacent quantifiers';
    } else if (node.quant === undefined || node.quant.min > 0) {
      run = 0;
    }
  }
  return undefined;
}

/**
 * Why a pattern (already known to compile with `flags`) is unsafe to run on user input, or undefined
 * when it passes the check.
 */
export function unsafePatternReason(source: string, flags = ''): string | undefined {
  if (source.length > MAX_PATTERN_SOURCE_LENGTH) return 'pattern too long';
  try {
    for (const alt of parse(source).alts) {
      const reason = checkSequence(alt, flags);
      if (reason !== undefined) return reason;
    }
    return undefined;
  } catch (e) {
    if (e instanceof Unsafe) return e.message;
    throw e;
  }
}
