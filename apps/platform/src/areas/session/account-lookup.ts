/** An account of a tenant by its username (in any case) or by its mobile number. */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/index.ts';
import { customers } from '../../db/schema.ts';
import type { Customer } from './sessions.ts';

export async function findByUsername(
  db: Queryable,
  tenantId: string,
  username: string,
): Promise<Customer | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        sql`lower(${customers.username}) = ${username.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  return row;
}

export async function findByMobile(
  db: Queryable,
  tenantId: string,
  mobile: string,
): Promise<Customer | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.mobile, mobile)))
    .limit(1);
  return row;
}
