import { isDateMdy, isDateYmd } from './dates.ts';

/**
 * The 23 pattern families of the accounts spec (section 5), each with a stable numeric `patternId`.
 * The ids are part of the contract: the platform sends them with each registration field rule and
 * the translation key is `validation:reg_pattern_{id}`. Never renumber; add new families at the end.
 * The table in packages/domain/README.md lists them.
 */
export type PatternName =
  | 'any'
  | 'letterFirstAlphanumeric'
  | 'kanjiAndDigits'
  | 'mailbox'
  | 'lettersOrDigits'
  | 'lettersAndDigits'
  | 'digits'
  | 'alphanumericWithUppercase'
  | 'englishLettersAndSpaces'
  | 'noSpaces'
  | 'chineseAndPunctuation'
  | 'dateYmd'
  | 'dateMdy'
  | 'lettersAndSpaces'
  | 'koreanOnly'
  | 'thaiOnly'
  | 'thaiOrEnglishWithSpaces'
  | 'uppercaseAndSpaces'
  | 'lettersDigitsSymbols'
  | 'strongPassword'
  | 'fullName'
  | 'fullWidthJapanese'
  | 'uppercaseNoSpaces';

export type PatternFamily = {
  /** Stable id, sent by the server as `patternId`. */
  readonly id: number;
  readonly name: PatternName;
  /** One-line English description for developers (users see `reg_pattern_{id}`). */
  readonly description: string;
  /** The regular expression (anchored; `u` flag where Unicode classes are used). */
  readonly regex: RegExp;
  /** Whether a whole value belongs to the family (regex plus any extra check, e.g. real dates). */
  readonly test: (value: string) => boolean;
};

// Character ranges reused below.
const CJK = '\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF'; // CJK ext. A, unified ideographs, compatibility
const CJK_PUNCT =
  '\\u3000-\\u303F\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40\\uFF5B-\\uFF65\\u00B7\\u2014\\u2018\\u2019\\u201C\\u201D\\u2026';
const THAI = '\\u0E01-\\u0E3A\\u0E3F-\\u0E5B';
const HANGUL = '\\uAC00-\\uD7A3\\u1100-\\u11FF\\u3130-\\u318F';
const JP_FULL = `\\u3040-\\u309F\\u30A0-\\u30FF${CJK}\\u3000\\u3005\\uFF10-\\uFF19\\uFF21-\\uFF3A\\uFF41-\\uFF5A`;
const SYMBOL = '!-\\/:-@\\[-`{-~'; // printable ASCII punctuation and symbols

function family(
  id: number,
  name: PatternName,
  description: string,
  regex: RegExp,
  extra?: (value: string) => boolean,
): PatternFamily {
  return Object.freeze({
    id,
    name,
    description,
    regex,
    test: (value: string) => regex.test(value) && (extra === undefined || extra(value)),
  });
}

export const PATTERN_CATALOGUE: readonly PatternFamily[] = Object.freeze([
  family(1, 'any', 'any characters', /^[\s\S]*$/),
  family(
    2,
    'letterFirstAlphanumeric',
    'a Latin letter first, then Latin letters and digits',
    /^[A-Za-z][A-Za-z0-9]*$/,
  ),
  family(3, 'kanjiAndDigits', 'Chinese characters (kanji) and digits', new RegExp(`^[${CJK}0-9]+$`)),
  family(
    4,
    'mailbox',
    'an e-mail address: local part, @, domain with a dot and a top-level domain of 2+ letters',
    /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  ),
  family(5, 'lettersOrDigits', 'Latin letters or digits only', /^[A-Za-z0-9]+$/),
  family(
    6,
    'lettersAndDigits',
    'Latin letters and digits, at least one of each',
    /^(?=[^A-Za-z]*[A-Za-z])(?=\D*\d)[A-Za-z0-9]+$/,
  ),
  family(7, 'digits', 'digits 0-9 only', /^[0-9]+$/),
  family(
    8,
    'alphanumericWithUppercase',
    'Latin letters and digits with at least one uppercase letter',
    /^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$/,
  ),
  family(9, 'englishLettersAndSpaces', 'Latin letters and spaces', /^[A-Za-z ]+$/),
  family(10, 'noSpaces', 'any characters except white space', /^\S+$/),
  family(
    11,
    'chineseAndPunctuation',
    'Chinese characters and Chinese (full-width) punctuation',
    new RegExp(`^[${CJK}${CJK_PUNCT}]+$`),
  ),
  family(
    12,
    'dateYmd',
    'a real calendar date yyyy-MM-dd',
    /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/,
    isDateYmd,
  ),
  family(
    13,
    'dateMdy',
    'a real calendar date MM-dd-yyyy',
    /^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])-\d{4}$/,
    isDateMdy,
  ),
  family(
    14,
    'lettersAndSpaces',
    'letters of any script (with their combining marks) and spaces',
    /^[\p{L}\p{M} ]+$/u,
  ),
  family(15, 'koreanOnly', 'Korean Hangul only', new RegExp(`^[${HANGUL}]+$`)),
  family(16, 'thaiOnly', 'Thai characters only', new RegExp(`^[${THAI}]+$`)),
  family(
    17,
    'thaiOrEnglishWithSpaces',
    'Thai or Latin letters and spaces',
    new RegExp(`^[${THAI}A-Za-z ]+$`),
  ),
  family(
    18,
    'uppercaseAndSpaces',
    'uppercase Latin letters and spaces with at least one letter',
    /^(?=[^A-Z]*[A-Z])[A-Z ]+$/,
  ),
  family(
    19,
    'lettersDigitsSymbols',
    'Latin letters, digits and ASCII symbols (no spaces)',
    new RegExp(`^[A-Za-z0-9${SYMBOL}]+$`),
  ),
  family(
    20,
    'strongPassword',
    'at least one uppercase, one lowercase, one digit and one ASCII symbol; no spaces',
    new RegExp(
      `^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=\\D*\\d)(?=[A-Za-z0-9]*[${SYMBOL}])[A-Za-z0-9${SYMBOL}]+$`,
    ),
  ),
  family(
    21,
    'fullName',
    'first and last name (letters of any script, apostrophe, dot, hyphen) separated by single spaces',
    /^\p{L}[\p{L}\p{M}'.-]*(?: \p{L}[\p{L}\p{M}'.-]*)+$/u,
  ),
  family(
    22,
    'fullWidthJapanese',
    'full-width Japanese: hiragana, katakana, kanji, full-width letters and digits',
    new RegExp(`^[${JP_FULL}]+$`),
  ),
  family(23, 'uppercaseNoSpaces', 'uppercase Latin letters only, no spaces', /^[A-Z]+$/),
]);

const BY_ID = new Map(PATTERN_CATALOGUE.map((f) => [f.id, f]));
const BY_NAME = new Map(PATTERN_CATALOGUE.map((f) => [f.name, f]));

/** All pattern ids, ascending. */
export const PATTERN_IDS: readonly number[] = PATTERN_CATALOGUE.map((f) => f.id);

/** The family with this id (number or numeric string), or undefined. */
export function patternById(id: unknown): PatternFamily | undefined {
  const n = typeof id === 'string' && /^\d{1,4}$/.test(id) ? Number(id) : id;
  return typeof n === 'number' ? BY_ID.get(n) : undefined;
}

/** The family with this name. */
export function patternByName(name: PatternName): PatternFamily {
  return BY_NAME.get(name) as PatternFamily;
}
