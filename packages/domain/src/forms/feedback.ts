import { textLength } from '../fields/fieldRule.ts';
import {
  formResult,
  type FormValidation,
  type ValidationKey,
  type ValidationMessage,
} from '../messages/messages.ts';
import { isBlank } from './common.ts';

/** Feedback question types and their codes. */
export const FEEDBACK_TYPES = Object.freeze({
  deposit: 1,
  withdraw: 2,
  game: 3,
  service: 4,
  applyAgent: 6,
  other: 0,
});
export type FeedbackTypeName = keyof typeof FEEDBACK_TYPES;
export type FeedbackTypeCode = (typeof FEEDBACK_TYPES)[FeedbackTypeName];

export const FEEDBACK_MIN_LENGTH = 20;
/**
 * 200 characters; some interface texts say 140: a tenant that wants that reading sets `feedbackMaxLength: 140` in its
 * platform settings, which the site permission answer passes on; the site then passes `maxLength: 140`.
 */
export const FEEDBACK_MAX_LENGTH = 200;

export function isFeedbackType(value: unknown): value is FeedbackTypeCode {
  return typeof value === 'number' && (Object.values(FEEDBACK_TYPES) as number[]).includes(value);
}

export type FeedbackValues = {
  readonly type?: number | null;
  readonly content?: string;
  readonly captcha?: string;
};
export type FeedbackField = 'type' | 'content' | 'captcha';

const FIELD_KEYS: Record<FeedbackField, ValidationKey> = {
  type: 'validation:field_type',
  content: 'validation:field_description',
  captcha: 'validation:field_captcha',
};

/**
 * Feedback form: question type, description and captcha are required; when any is empty the summary
 * names the missing fields followed by 'is empty'. The description, trimmed, must be 20-200 characters
 * (code points).
 */
export function validateFeedback(
  values: FeedbackValues,
  options: { readonly minLength?: number; readonly maxLength?: number } = {},
): FormValidation<FeedbackField> {
  const min = options.minLength ?? FEEDBACK_MIN_LENGTH;
  const max = options.maxLength ?? FEEDBACK_MAX_LENGTH;
  const errors: Partial<Record<FeedbackField, ValidationMessage>> = {};
  const missing: FeedbackField[] = [];
  if (values.type === undefined || values.type === null) missing.push('type');
  else if (!isFeedbackType(values.type)) errors.type = { key: 'validation:feedback_type_invalid' };
  if (isBlank(values.content)) missing.push('content');
  else {
    const length = textLength((values.content as string).trim());
    if (length < min || length > max)
      errors.content = { key: 'validation:feedback_length', values: { min, max } };
  }
  if (isBlank(values.captcha)) missing.push('captcha');
  for (const f of missing) errors[f] = { key: 'validation:required' };
  const summary: ValidationMessage | undefined =
    missing.length > 0
      ? { key: 'validation:is_empty', lists: { fields: missing.map((f) => FIELD_KEYS[f]) } }
      : undefined;
  return formResult(errors, summary);
}

/** The feedback payload: trimmed content, the sender (username, or '' for guests), type and captcha. */
export function feedbackPayload(
  values: Required<Pick<FeedbackValues, 'content' | 'captcha'>> & { readonly type: number },
  sender: string | undefined,
) {
  return {
    content: values.content.trim(),
    sender: sender ?? '',
    type: values.type,
    captcha: values.captcha.trim(),
  };
}
