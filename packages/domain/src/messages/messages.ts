/**
 * Validation results carry i18n keys (namespace `validation`) and interpolation values, never
 * English text: the apps translate them, the platform server may return the key as `message`.
 */

/** A key of the `validation` namespace, always written with its namespace prefix. */
export type ValidationKey = `validation:${string}`;

/** One translatable message: a key, values for `{{placeholders}}`, and lists of keys to translate and join. */
export type ValidationMessage = {
  readonly key: ValidationKey;
  readonly values?: Readonly<Record<string, string | number>>;
  /**
   * Lists of further keys that the caller translates and joins before interpolating under the same
   * name, e.g. `{ fields: ['validation:field_type', 'validation:field_captcha'] }` for 'is empty'.
   */
  readonly lists?: Readonly<Record<string, readonly ValidationKey[]>>;
};

/** Result of checking one value. */
export type ValidationResult =
  { readonly ok: true } | { readonly ok: false; readonly error: ValidationMessage };

/** Result of checking a whole form: per-field messages plus an optional form-level summary. */
export type FormValidation<F extends string> = {
  readonly ok: boolean;
  readonly errors: Readonly<Partial<Record<F, ValidationMessage>>>;
  /** A form-level message (for example 'type, description is empty'), when the form shows one. */
  readonly summary?: ValidationMessage;
};

export const VALID: ValidationResult = Object.freeze({ ok: true });

/** Build a failed result. */
export function invalid(
  key: ValidationKey,
  values?: Readonly<Record<string, string | number>>,
): { readonly ok: false; readonly error: ValidationMessage } {
  return { ok: false, error: values === undefined ? { key } : { key, values } };
}

/** Build a form result from its field errors (dropping undefined entries). */
export function formResult<F extends string>(
  errors: Partial<Record<F, ValidationMessage | undefined>>,
  summary?: ValidationMessage,
): FormValidation<F> {
  const clean: Partial<Record<F, ValidationMessage>> = {};
  for (const [field, message] of Object.entries(errors) as [F, ValidationMessage | undefined][]) {
    if (message !== undefined) clean[field] = message;
  }
  const ok = Object.keys(clean).length === 0 && summary === undefined;
  return summary === undefined ? { ok, errors: clean } : { ok, errors: clean, summary };
}

/** A translate function as i18next's `t` provides it (kept structural so domain needs no i18next). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Turn a message into text with the caller's translate function. Lists are translated item by item
 * and joined with `separator` (default ', ') before interpolation.
 */
export function renderMessage(message: ValidationMessage, t: Translate, separator = ', '): string {
  const values: Record<string, string | number> = { ...(message.values ?? {}) };
  for (const [name, keys] of Object.entries(message.lists ?? {})) {
    values[name] = keys.map((key) => t(key)).join(separator);
  }
  return t(message.key, values);
}

/** Every key this package can return (besides `reg_pattern_{id}`), for translation-completeness tests. */
export const VALIDATION_KEYS = [
  'validation:required',
  'validation:is_empty',
  'validation:invalid_value',
  'validation:inconsistent_twice',
  'validation:confirm_password_incorrect',
  'validation:verification_code_invalid',
  'validation:mobile_invalid',
  'validation:real_name_invalid',
  'validation:phone_invalid',
  'validation:username_password_required',
  'validation:captcha_required',
  'validation:content_required',
  'validation:agree_to',
  'validation:age_confirm',
  'validation:required_marked',
  'validation:invitation_code_error',
  'validation:email_invalid',
  'validation:feedback_length',
  'validation:feedback_type_invalid',
  'validation:upload_type',
  'validation:upload_size',
  'validation:upload_count',
  'validation:too_many_requests',
  'validation:reg_pattern_default',
  'validation:amount_invalid',
  'validation:amount_too_high',
  'validation:proof_required',
  'validation:received_required',
  'validation:points_insufficient',
  'validation:quantity_invalid',
  'validation:amount_requirement_unmet',
  'validation:out_of_stock',
  'validation:field_type',
  'validation:field_description',
  'validation:field_captcha',
  'validation:field_terms',
] as const satisfies readonly ValidationKey[];
