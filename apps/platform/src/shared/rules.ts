/**
 * Field checks with the tenant's registration rules, through @wl/domain (the same rules the sites apply).
 * A failure names the field: `username: 4-16 characters, a Latin letter first, then Latin letters and digits`,
 * and carries the i18n key the sites translate (`validation:reg_pattern_{patternId}`).
 */
import {
  AGENT_MEMBER_TYPES,
  TRIAL_MEMBER_TYPE,
  patternById,
  validateConfirmation,
  validateField,
} from '@wl/domain';
import type { Tenant } from '../context.ts';
import { DomainError, E } from './errors.ts';
import type { FieldRule } from '../tenants/platform-config.ts';

/** The trial account's member type (site-and-games §3; @wl/domain holds the member types the sites read too). */
export const TRIAL_TYPE = TRIAL_MEMBER_TYPE;
/** The default flagged password (accounts §9): logging in with it forces a change. */
export const DEFAULT_PASSWORD = '{secret}';

export const isAgent = (type: number) => AGENT_MEMBER_TYPES.includes(type);
export const isTrial = (type: number) => type === TRIAL_TYPE;
/**
 * Who may log in to the member site: members, trial players and the agent types that also play (1, 41, 42).
 * Type 2 is an agent-only account ('Non-member account unable to login'). Our reading; see docs/platform/our-readings.md.
 */
export const canLoginAsMember = (type: number) => type !== 2;

function ruleText(rule: FieldRule): string {
  const family = patternById(rule.patternId);
  const what = rule.acceptedPattern === '*' || !family ? 'any characters' : family.description;
  return `${rule.minLength}-${rule.maxLength} characters, ${what}`;
}

export function fieldError(
  field: string,
  rule: FieldRule | undefined,
  key: string,
  text: string,
): DomainError {
  return new DomainError(E.invalidParameters, `${field}: ${text}`, 'invalid', {
    field,
    key,
    ...(rule ? { min: rule.minLength, max: rule.maxLength } : {}),
  });
}

/** Checks a value against the tenant's rule for `field` (if the tenant has one). */
export function checkField(
  tenant: Tenant,
  field: string,
  value: unknown,
  required: boolean,
  ruleName: string = field,
): void {
  const rule = tenant.config.registerFields[ruleName];
  if (!rule) {
    if (required && (value === undefined || value === null || value === ''))
      throw fieldError(field, undefined, 'validation:required', 'is required');
    return;
  }
  const result = validateField(value, rule, { required });
  if (!result.ok) {
    if (result.error.key === 'validation:required')
      throw fieldError(field, rule, result.error.key, 'is required');
    throw fieldError(field, rule, result.error.key, ruleText(rule));
  }
}

export function checkConfirmation(field: string, confirmation: unknown, original: unknown): void {
  const result = validateConfirmation(confirmation, original);
  if (!result.ok) {
    throw fieldError(
      field,
      undefined,
      result.error.key,
      result.error.key === 'validation:required' ? 'is required' : 'Confirmation password is not correct.',
    );
  }
}

/** National mobile number digits (leading 0 kept), checked with the tenant's mobile rule. */
export function checkMobile(
  tenant: Tenant,
  field: string,
  mobile: string | undefined,
  required = true,
): string {
  const value = (mobile ?? '').replace(/[\s-]/g, '');
  if (!value) {
    if (required)
      throw fieldError(field, undefined, 'validation:required', 'Please enter a valid mobile number');
    return '';
  }
  const rule = tenant.config.registerFields.mobileNum;
  const ok = /^\d{6,15}$/.test(value) && (!rule || validateField(value, rule, { required: true }).ok);
  if (!ok) throw fieldError(field, rule, 'validation:mobile', 'Please enter a valid mobile number');
  return value;
}

export function dialingCode(tenant: Tenant, given: string | undefined): string {
  const code = (given ?? tenant.config.countries[0]?.countryDialingCode ?? '').replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(code))
    throw fieldError('countryDialingCode', undefined, 'validation:invalid_value', 'is not a dialing code');
  return code;
}

export const recipientOf = (code: string, mobile: string) => `+${code} ${mobile}`;

export const maskMobile = (m: string | null) => (m ? `${m.slice(0, 3)}****${m.slice(-3)}` : null);
export const maskEmail = (e: string | null) => {
  if (!e) return null;
  const [user = '', host = ''] = e.split('@');
  return `${user.slice(0, 2)}***@${host}`;
};
