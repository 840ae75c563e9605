import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/db/client';
import { openTestDatabase } from '../../../test/database';
import { seedShopDemoData } from './demo-data';
import { wcOrders, wcProducts } from './tables';

const OPTIONS = { endDate: new Date('2025-06-30T20:00:00Z'), days: 30, ordersPerDay: { tipm: 12, ecm: 5 }, seed: 42 };

async function seeded<T>(read: (db: Db) => Promise<T>): Promise<T> {
  const database = await openTestDatabase();
  try {
    await seedShopDemoData(database.db, OPTIONS);
    return await read(database.db);
  } finally {
    await database.close();
  }
}

const orderSummary = (db: Db) =>
  db
    .select({ shop: wcOrders.shop, total: wcOrders.total, status: wcOrders.status, created: wcOrders.date_created_gmt })
    .from(wcOrders)
    .orderBy(asc(wcOrders.date_created_gmt), asc(wcOrders.id));

describe('demo data', () => {
  it('is deterministic, idempotent and realistic', async () => {
    const first = await seeded(async (db) => {
      await seedShopDemoData(db, OPTIONS);
      const tipmProducts = await db.select().from(wcProducts).where(eq(wcProducts.shop, 'tipm'));
      return { orders: await orderSummary(db), tipmProducts };
    });
    const second = await seeded(orderSummary);
    expect(second).toEqual(first.orders);

    const tipmOrders = first.orders.filter((order) => order.shop === 'tipm');
    expect(tipmOrders.length).toBeGreaterThan(200);
    expect(tipmOrders.length).toBeLessThan(500);
    expect(first.orders.every((order) => order.created <= OPTIONS.endDate)).toBe(true);
    const statuses = new Set(first.orders.map((order) => order.status));
    expect(statuses).toContain('completed');
    expect(statuses).toContain('processing');
    expect(first.orders.filter((order) => order.status === 'completed').length / first.orders.length).toBeGreaterThan(
      0.7,
    );

    const typeTags = new Set(
      first.tipmProducts.flatMap((product) => product.tags.filter((tag) => tag.startsWith('TYPE-'))),
    );
    expect(typeTags.size).toBe(17);
    const names = first.tipmProducts.map((product) => product.name).join('\n');
    for (const word of ['TIPM', 'FCM', 'BCM', 'Bypass', 'Plugs', 'Housing', 'Fuse Holder', 'Repair Service'])
      expect(names).toContain(word);
    expect(first.tipmProducts.some((product) => product.sku === 'UNLISTED-REPAIR-SERVICE-MISC')).toBe(true);
    expect(
      first.tipmProducts.every((product) =>
        /^(\d{8}[A-Z]{2}-(NEW|REBUILT|LIKENEW|PREOWNED)|[A-Z0-9-]+)$/.test(product.sku),
      ),
    ).toBe(true);
  });
});
