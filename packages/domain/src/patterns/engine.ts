/**
 * A backtracking-free regular expression matcher for patterns received from the server.
 *
 * JavaScript's RegExp backtracks, so a pattern such as `^(a+)+$` or even `\w+\w+\w+x` can take
 * seconds or hours on a short input. Patterns compiled here are run by a Pike VM (Thompson NFA
 * simulation): every input position is visited once per NFA state, so a test costs O(n x m) for input
 * length n and program size m, whatever the pattern. Lookarounds are evaluated by sub-runs memoised
 * per position (O(n^2 x m) at worst). Single-character atoms (literals, escapes such as `\d` or
 * `\p{L}`, classes, `.`) are decided by the native engine on one character, so case folding,
 * Unicode properties and class syntax mean exactly what they mean in JavaScript.
 *
 * Supported: the whole ECMAScript syntax used for validation (anchors, `\b`, groups of every kind,
 * alternation, greedy and lazy quantifiers, lookahead and lookbehind, flags i, m, s, u). Not supported,
 * reported as `UnsupportedPattern`: back-references (they are not regular), inline modifiers and the
 * v flag.
 */

export const MAX_PATTERN_SOURCE_LENGTH = 1000;
export const MAX_PROGRAM_SIZE = 5000;

export class UnsupportedPattern extends Error {
  override readonly name = 'UnsupportedPattern';
}

type Node =
  | { readonly t: 'atom'; readonly src: string }
  | { readonly t: 'seq'; readonly items: readonly Node[] }
  | { readonly t: 'alt'; readonly alts: readonly Node[] }
  | { readonly t: 'rep'; readonly node: Node; readonly min: number; readonly max: number }
  | { readonly t: 'assert'; readonly kind: '^' | '$' | 'b' | 'B' }
  | { readonly t: 'look'; readonly behind: boolean; readonly negate: boolean; readonly node: Node };

const SYNTAX = new Set('^$\\.*+?()[]{}|/'.split(''));

/** Recursive-descent parser for a pattern that the native engine already accepted. */
class Parser {
  private i = 0;
  private readonly chars: readonly string[];
  constructor(
    source: string,
    private readonly unicode: boolean,
  ) {
    this.chars = unicode ? Array.from(source) : source.split('');
  }

  parse(): Node {
    const node = this.alternation();
    if (this.i < this.chars.length) throw new UnsupportedPattern(`unexpected ${this.peek()}`);
    return node;
  }

  private peek(offset = 0): string | undefined {
    return this.chars[this.i + offset];
  }

  private rest(): string {
    return this.chars.slice(this.i, this.i + 12).join('');
  }

  private alternation(): Node {
    const alts: Node[] = [this.sequence()];
    while (this.peek() === '|') {
      this.i++;
      alts.push(this.sequence());
    }
    return alts.length === 1 ? (alts[0] as Node) : { t: 'alt', alts };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.i < this.chars.length && this.peek() !== '|' && this.peek() !== ')') {
      const atom = this.atom();
      items.push(this.quantified(atom));
    }
    return items.length === 1 ? (items[0] as Node) : { t: 'seq', items };
  }

  private quantified(atom: Node): Node {
    const c = this.peek();
    let min: number;
    let max: number;
    if (c === '*' || c === '+' || c === '?') {
      this.i++;
      [min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.chars.slice(this.i, this.i + 40).join(''));
      if (m === null) return atom; // a literal '{' (non-unicode mode)
      this.i += Array.from(m[0]).length;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
    } else {
      return atom;
    }
    if (this.peek() === '?') this.i++; // lazy: same language, same boolean answer
    // A quantified lookaround (Annex B, non-unicode only): optional means it may be skipped.
    if (atom.t === 'assert' || atom.t === 'look') return min === 0 ? { t: 'seq', items: [] } : atom;
    return { t: 'rep', node: atom, min, max };
  }

  private atom(): Node {
    const c = this.peek() as string;
    if (c === '^' || c === '$') {
      this.i++;
      return { t: 'assert', kind: c };
    }
    if (c === '.') {
      this.i++;
      return { t: 'atom', src: '.' };
    }
    if (c === '[') return { t: 'atom', src: this.classSource() };
    if (c === '(') return this.group();
    if (c === '\\') return this.escape();
    this.i++;
    return { t: 'atom', src: SYNTAX.has(c) ? `\\${c}` : c };
  }

  private classSource(): string {
    const start = this.i;
    this.i++;
    if (this.peek() === '^') this.i++;
    while (this.i < this.chars.length && this.peek() !== ']') this.i += this.peek() === '\\' ? 2 : 1;
    this.i++;
    return this.chars.slice(start, this.i).join('');
  }

  private group(): Node {
    this.i++;
    let look: { behind: boolean; negate: boolean } | undefined;
    if (this.peek() === '?') {
      const a = this.peek(1);
      const b = this.peek(2);
      if (a === ':') this.i += 2;
      else if (a === '=' || a === '!') {
        look = { behind: false, negate: a === '!' };
        this.i += 2;
      } else if (a === '<' && (b === '=' || b === '!')) {
        look = { behind: true, negate: b === '!' };
        this.i += 3;
      } else if (a === '<') {
        while (this.peek() !== '>') this.i++;
        this.i++;
      } else {
        throw new UnsupportedPattern('inline modifiers');
      }
    }
    const node = this.alternation();
    this.i++; // ')'
    return look === undefined ? node : { t: 'look', ...look, node };
  }

  private escape(): Node {
    const n = this.peek(1) ?? '';
    if (/[1-9]/.test(n) || (n === 'k' && this.peek(2) === '<'))
      throw new UnsupportedPattern('back-reference');
    if (n === 'b' || n === 'B') {
      this.i += 2;
      return { t: 'assert', kind: n };
    }
    const start = this.i;
    this.i += 2;
    if ((n === 'p' || n === 'P' || n === 'u') && this.unicode && this.peek() === '{') {
      while (this.peek() !== '}') this.i++;
      this.i++;
    } else if (n === 'u' && /^[0-9a-fA-F]{4}/.test(this.rest())) this.i += 4;
    else if (n === 'x' && /^[0-9a-fA-F]{2}/.test(this.rest())) this.i += 2;
    else if (n === 'c' && /^[A-Za-z]/.test(this.rest())) this.i += 1;
    return { t: 'atom', src: this.chars.slice(start, this.i).join('') };
  }
}

type Inst =
  | { readonly op: 'char'; readonly pred: number }
  | { op: 'split'; x: number; y: number }
  | { op: 'jmp'; x: number }
  | { readonly op: 'assert'; readonly kind: '^' | '$' | 'b' | 'B' }
  | {
      readonly op: 'look';
      readonly prog: readonly Inst[];
      readonly behind: boolean;
      readonly negate: boolean;
      readonly id: number;
    }
  | { readonly op: 'match' };

class Compiler {
  readonly preds: string[] = [];
  private readonly predIndex = new Map<string, number>();
  private looks = 0;
  private size = 0;

  program(node: Node): Inst[] {
    const out: Inst[] = [];
    this.emit(node, out);
    out.push({ op: 'match' });
    return out;
  }

  private count(): void {
    if (++this.size > MAX_PROGRAM_SIZE) throw new UnsupportedPattern('pattern too large');
  }

  private emit(node: Node, out: Inst[]): void {
    switch (node.t) {
      case 'atom': {
        let index = this.predIndex.get(node.src);
        if (index === undefined) {
          index = this.preds.length;
          this.preds.push(node.src);
          this.predIndex.set(node.src, index);
        }
        this.count();
        out.push({ op: 'char', pred: index });
        return;
      }
      case 'seq':
        for (const item of node.items) this.emit(item, out);
        return;
      case 'alt': {
        const jumps: { op: 'jmp'; x: number }[] = [];
        node.alts.forEach((alt, k) => {
          if (k < node.alts.length - 1) {
            const split: Inst = { op: 'split', x: out.length + 1, y: 0 };
            this.count();
            out.push(split);
            this.emit(alt, out);
            const jmp = { op: 'jmp' as const, x: 0 };
            this.count();
            out.push(jmp);
            jumps.push(jmp);
            split.y = out.length;
          } else {
            this.emit(alt, out);
          }
        });
        for (const j of jumps) j.x = out.length;
        return;
      }
      case 'rep': {
        for (let k = 0; k < node.min; k++) this.emit(node.node, out);
        if (node.max === Infinity) {
          const loop = out.length;
          const split: Inst = { op: 'split', x: loop + 1, y: 0 };
          this.count();
          out.push(split);
          this.emit(node.node, out);
          this.count();
          out.push({ op: 'jmp', x: loop });
          split.y = out.length;
        } else {
          const splits: { op: 'split'; x: number; y: number }[] = [];
          for (let k = node.min; k < node.max; k++) {
            const split = { op: 'split' as const, x: out.length + 1, y: 0 };
            this.count();
            out.push(split);
            splits.push(split);
            this.emit(node.node, out);
          }
          for (const s of splits) s.y = out.length;
        }
        return;
      }
      case 'assert':
        this.count();
        out.push({ op: 'assert', kind: node.kind });
        return;
      case 'look': {
        const sub: Inst[] = [];
        this.emit(node.node, sub);
        sub.push({ op: 'match' });
        this.count();
        out.push({ op: 'look', prog: sub, behind: node.behind, negate: node.negate, id: this.looks++ });
      }
    }
  }
}

/** A compiled server pattern that answers `test` without backtracking. */
export type LinearRegex = {
  readonly source: string;
  readonly flags: string;
  /** Same answer as `new RegExp(source, flags).test(value)`, in time linear in the program size per character. */
  readonly test: (value: string) => boolean;
};

const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

/**
 * Compile a pattern for linear-time testing. Throws SyntaxError when the native engine rejects the
 * pattern and UnsupportedPattern for back-references, inline modifiers, or programs above
 * MAX_PROGRAM_SIZE instructions (for example `(a{1000}){1000}`), or sources above
 * MAX_PATTERN_SOURCE_LENGTH characters.
 */
export function compileLinear(source: string, flags = ''): LinearRegex {
  new RegExp(source, flags); // syntax check by the native engine (throws SyntaxError)
  if (source.length > MAX_PATTERN_SOURCE_LENGTH) throw new UnsupportedPattern('pattern too long');
  if (flags.includes('v')) throw new UnsupportedPattern('the v flag');
  const unicode = flags.includes('u');
  const multiline = flags.includes('m');
  const atomFlags = flags.replace(/[^isu]/g, '');
  const compiler = new Compiler();
  const program = compiler.program(new Parser(source, unicode).parse());
  const predicates = compiler.preds.map((src) => new RegExp(`^(?:${src})$`, atomFlags));
  const word = new RegExp('^\\w$', atomFlags);

  const test = (value: string): boolean => {
    const input = unicode ? Array.from(value) : value.split('');
    const n = input.length;
    const cache = predicates.map(() => new Map<string, boolean>());
    const holds = (pred: number, ch: string): boolean => {
      const memo = cache[pred] as Map<string, boolean>;
      let r = memo.get(ch);
      if (r === undefined) {
        r = (predicates[pred] as RegExp).test(ch);
        memo.set(ch, r);
      }
      return r;
    };
    const isWord = (pos: number) => pos >= 0 && pos < n && word.test(input[pos] as string);
    const lookMemo = new Map<string, boolean>();

    const assertion = (kind: '^' | '$' | 'b' | 'B', pos: number): boolean => {
      switch (kind) {
        case '^':
          return pos === 0 || (multiline && LINE_TERMINATOR.test(input[pos - 1] as string));
        case '$':
          return pos === n || (multiline && LINE_TERMINATOR.test(input[pos] as string));
        case 'b':
          return isWord(pos - 1) !== isWord(pos);
        case 'B':
          return isWord(pos - 1) === isWord(pos);
      }
    };

    /** Run a program from `start`; true if it reaches match (at `endAt`, when given). */
    const run = (prog: readonly Inst[], start: number, search: boolean, endAt?: number): boolean => {
      let current: number[] = [];
      const seen = new Int32Array(prog.length).fill(-1);
      let generation = 0;
      let matched = false;
      /** Follow epsilon moves from `first` at `pos` (iteratively: no deep recursion), collecting char states. */
      const add = (list: number[], first: number, pos: number): void => {
        const stack = [first];
        while (stack.length > 0) {
          const pc = stack.pop() as number;
          if (seen[pc] === generation) continue;
          seen[pc] = generation;
          const inst = prog[pc] as Inst;
          switch (inst.op) {
            case 'jmp':
              stack.push(inst.x);
              break;
            case 'split':
              stack.push(inst.y, inst.x);
              break;
            case 'assert':
              if (assertion(inst.kind, pos)) stack.push(pc + 1);
              break;
            case 'look':
              if (lookaround(inst, pos)) stack.push(pc + 1);
              break;
            case 'match':
              if (endAt === undefined || pos === endAt) matched = true;
              break;
            case 'char':
              list.push(pc);
          }
        }
      };
      for (let pos = start; pos <= n; pos++) {
        if (pos === start || search) add(current, 0, pos);
        if (matched) return true;
        if (pos === n || (endAt !== undefined && pos >= endAt)) break;
        const next: number[] = [];
        generation++;
        const ch = input[pos] as string;
        for (const pc of current) {
          const inst = prog[pc] as { op: 'char'; pred: number };
          if (holds(inst.pred, ch)) add(next, pc + 1, pos + 1);
        }
        if (matched) return true;
        current = next;
        if (current.length === 0 && !search) return false;
      }
      return matched;
    };

    const lookaround = (inst: Extract<Inst, { op: 'look' }>, pos: number): boolean => {
      const key = `${inst.id}:${pos}`;
      let found = lookMemo.get(key);
      if (found === undefined) {
        if (inst.behind) {
          // one search pass from 0 that must end exactly here: O(pos x m)
          found = run(inst.prog, 0, true, pos);
        } else {
          found = run(inst.prog, pos, false);
        }
        lookMemo.set(key, found);
      }
      return found !== inst.negate;
    };

    return run(program, 0, true);
  };

  return { source, flags, test };
}
