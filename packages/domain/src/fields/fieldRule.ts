import {
  invalid,
  VALID,
  type ValidationKey,
  type ValidationMessage,
  type ValidationResult,
} from '../messages/messages.ts';
import { patternById } from '../patterns/catalogue.ts';
import { compileServerPattern, type CompiledPattern, type PatternLogger } from '../patterns/compile.ts';

/** A registration field rule as the site permission / register settings response carries it. */
export type FieldRule = {
  /** Regular expression; '*' (or missing) accepts any value. */
  readonly acceptedPattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** Id of the pattern family (see the catalogue), used for the message key. */
  readonly patternId?: number;
};

/** A rule with its pattern compiled once (compile at load, validate on every keystroke). */
export type CompiledFieldRule = {
  readonly rule: FieldRule;
  readonly pattern: CompiledPattern;
};

const toCount = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
};

/**
 * Read one rule from untrusted JSON: numeric strings become numbers, negative or non-integer lengths
 * and non-string patterns are dropped (so they mean "no limit" / "any").
 */
export function normalizeFieldRule(raw: unknown): FieldRule {
  if (typeof raw !== 'object' || raw === null) return {};
  const r = raw as Record<string, unknown>;
  const out: { -readonly [K in keyof FieldRule]: FieldRule[K] } = {};
  if (typeof r.acceptedPattern === 'string') out.acceptedPattern = r.acceptedPattern;
  const min = toCount(r.minLength);
  const max = toCount(r.maxLength);
  const id = toCount(r.patternId);
  if (min !== undefined) out.minLength = min;
  if (max !== undefined) out.maxLength = max;
  if (id !== undefined) out.patternId = id;
  return out;
}

/** Read a map of field name -> rule (the register settings response). Non-objects give an empty map. */
export function normalizeFieldRules(raw: unknown): Record<string, FieldRule> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  return Object.fromEntries(Object.entries(raw).map(([name, rule]) => [name, normalizeFieldRule(rule)]));
}

/** Compile a rule's pattern (invalid or unsupported patterns are logged and accept any value). */
export function compileFieldRule(rule: FieldRule, logger?: PatternLogger): CompiledFieldRule {
  return {
    rule,
    pattern: compileServerPattern(rule.acceptedPattern, logger === undefined ? {} : { logger }),
  };
}

/** Length as a person counts it: Unicode code points, so an emoji or a CJK ext.-B character is 1. */
export function textLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/**
 * The message for a value that breaks a rule: `validation:reg_pattern_{patternId}` with `min` and
 * `max`, or `validation:reg_pattern_default` when the id is missing or not in the catalogue (so a
 * translation always exists). A missing bound is given as ''.
 */
export function fieldRuleMessage(rule: FieldRule): ValidationMessage {
  const family = patternById(rule.patternId);
  const key: ValidationKey =
    family === undefined ? 'validation:reg_pattern_default' : `validation:reg_pattern_${family.id}`;
  return { key, values: { min: rule.minLength ?? '', max: rule.maxLength ?? '' } };
}

export type FieldCheckOptions = {
  /** An empty value fails with `validation:required` (otherwise an empty value passes). */
  readonly required?: boolean;
  readonly logger?: PatternLogger;
};

/**
 * Check a value against a server field rule: valid only if its length (code points) is within
 * minLength..maxLength and it matches the pattern. Non-string values fail with
 * `validation:invalid_value`; an empty value fails only when `required`.
 */
export function validateField(
  value: unknown,
  rule: FieldRule | CompiledFieldRule,
  options: FieldCheckOptions = {},
): ValidationResult {
  const compiled = 'pattern' in rule ? rule : compileFieldRule(rule, options.logger);
  if (value === undefined || value === null || value === '') {
    return options.required === true ? invalid('validation:required') : VALID;
  }
  if (typeof value !== 'string') return invalid('validation:invalid_value');
  const { rule: r } = compiled;
  const length = textLength(value);
  const tooShort = r.minLength !== undefined && length < r.minLength;
  const tooLong = r.maxLength !== undefined && length > r.maxLength;
  if (tooShort || tooLong || !compiled.pattern.matches(value))
    return { ok: false, error: fieldRuleMessage(r) };
  return VALID;
}

/**
 * Check a confirmation field: required, and equal to the original ('inconsistent twice').
 */
export function validateConfirmation(confirmation: unknown, original: unknown): ValidationResult {
  if (confirmation === undefined || confirmation === null || confirmation === '')
    return invalid('validation:required');
  if (typeof confirmation !== 'string') return invalid('validation:invalid_value');
  return confirmation === original ? VALID : invalid('validation:inconsistent_twice');
}
