import { describe, expect, it } from 'vitest';
import { formResult, invalid, renderMessage, VALID } from './messages.ts';

describe('messages', () => {
  it('builds results', () => {
    expect(VALID).toEqual({ ok: true });
    expect(invalid('validation:required')).toEqual({ ok: false, error: { key: 'validation:required' } });
    expect(invalid('validation:upload_count', { max: 3 }).error.values).toEqual({ max: 3 });
  });

  it('builds form results, dropping empty entries', () => {
    expect(formResult({ a: undefined })).toEqual({ ok: true, errors: {} });
    expect(formResult({ a: { key: 'validation:required' } }).ok).toBe(false);
    expect(formResult({}, { key: 'validation:is_empty' })).toEqual({
      ok: false,
      errors: {},
      summary: { key: 'validation:is_empty' },
    });
  });

  it('renders a message with translated lists through the caller’s t', () => {
    const dict: Record<string, string> = {
      'validation:field_type': 'type',
      'validation:field_captcha': 'captcha',
      'validation:is_empty': '{{fields}} is empty',
    };
    const t = (key: string, values?: Record<string, string | number>) =>
      (dict[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
    expect(
      renderMessage(
        {
          key: 'validation:is_empty',
          lists: { fields: ['validation:field_type', 'validation:field_captcha'] },
        },
        t,
      ),
    ).toBe('type, captcha is empty');
    expect(renderMessage({ key: 'validation:field_type' }, t, ' / ')).toBe('type');
  });
});
