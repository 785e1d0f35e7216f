/**
 * Points mall seed per tenant: the earning and conversion rates (point_rates), the catalogue of goods and cash
 * rewards (point_rewards), and the points the seeded history earned (every settled bet and approved deposit, through
 * the same accrual as live play: areas/points/points.ts).
 */
import type { Db, Tx } from '../../db/index.ts';
import { pointRates, pointRewards } from '../../db/schema.ts';
import type { Tenant } from '../../context.ts';
import { accrueHistory, CONVERT, EARN } from './points.ts';

export async function seedPoints(db: Db | Tx, tenant: Tenant, now: Date): Promise<void> {
  // Currencies worth more per unit (USD, EUR...) earn per smaller amounts than THB-like ones.
  const unit = ['THB', 'PHP', 'INR', 'VND', 'IDR'].includes(tenant.config.currency) ? 1 : 0.1;
  const money = (n: number) => (n * unit).toFixed(2);
  await db.insert(pointRates).values([
    { tenantId: tenant.id, kind: EARN, type: 'DEPOSIT', amount: money(100), points: 1 },
    { tenantId: tenant.id, kind: EARN, type: 'LIVE', amount: money(10), points: 1 },
    { tenantId: tenant.id, kind: EARN, type: 'LOTT', amount: money(5), points: 1 },
    { tenantId: tenant.id, kind: EARN, type: 'PVP', amount: money(10), points: 1 },
    { tenantId: tenant.id, kind: EARN, type: 'RNG', amount: money(10), points: 1 },
    { tenantId: tenant.id, kind: EARN, type: 'SPORTS', amount: money(10), points: 2 },
    { tenantId: tenant.id, kind: CONVERT, type: 'MAIN', amount: money(10), points: 100 },
  ]);
  await db.insert(pointRewards).values([
    {
      tenantId: tenant.id,
      name: 'Cash reward',
      type: 'CASH',
      pointsRequired: 200,
      cashAmount: money(25),
      amountRequired: null,
      stock: 1000,
      maxQuantity: 5,
      sort: 1,
    },
    {
      tenantId: tenant.id,
      name: 'Big cash reward',
      type: 'CASH',
      pointsRequired: 1000,
      cashAmount: money(150),
      amountRequired: money(5000),
      stock: 200,
      maxQuantity: 2,
      sort: 2,
    },
    {
      tenantId: tenant.id,
      name: 'Branded T-shirt',
      type: 'GOODS',
      imageUrl: null,
      pointsRequired: 300,
      cashAmount: null,
      amountRequired: null,
      stock: 50,
      maxQuantity: 3,
      sort: 3,
    },
    {
      tenantId: tenant.id,
      name: 'Wireless earbuds',
      type: 'GOODS',
      imageUrl: null,
      pointsRequired: 2500,
      cashAmount: null,
      amountRequired: money(10000),
      stock: 10,
      maxQuantity: 1,
      sort: 4,
    },
    {
      tenantId: tenant.id,
      name: 'Smartphone',
      type: 'GOODS',
      imageUrl: null,
      pointsRequired: 20000,
      cashAmount: null,
      amountRequired: money(50000),
      stock: 0,
      maxQuantity: 1,
      sort: 5,
    },
  ]);
  await accrueHistory(db, tenant.id, now);
}
