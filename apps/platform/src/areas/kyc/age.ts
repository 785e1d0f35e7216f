/** The tenant's minimum age (18 or 21) against a birthday, where the platform takes one (registration, profile). */
import { ageOn } from '@wl/domain';
import type { Platform, Tenant } from '../../context.ts';
import { DomainError, E } from '../../shared/errors.ts';

/** Refuses a yyyy-MM-dd birthday that makes the person younger than the tenant's minimum age today (UTC). */
export function checkMinimumAge(p: Platform, tenant: Tenant, birthday: unknown, field = 'birthday'): void {
  if (typeof birthday !== 'string' || birthday.trim() === '') return;
  const min = tenant.config.minimumAge;
  const age = ageOn(birthday.trim(), p.clock.now().toISOString().slice(0, 10));
  if (age === undefined)
    throw new DomainError(E.invalidParameters, `${field}: must be a date (yyyy-MM-dd)`, 'invalid', { field });
  if (age < min)
    throw new DomainError(
      E.invalidParameters,
      `${field}: you must be at least ${min} years old to play on this site`,
      'invalid',
      { field, key: 'validation:age_confirm', age: min },
    );
}
