import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { salePriceOf } from '@makro/domain/sitewide-sale';
import type { Db } from '../platform/db/client';
import { users } from '../platform/auth/tables';
import { wcCategories, wcProducts } from '../integrations/woocommerce/simulator/tables';
import { sitewideSaleProducts, sitewideSales } from '../features/sitewide-sale/tables';
import { DAY_MS, MINUTE_MS } from './random';

/** The TIPM shop's category on sale right now (its products' sale prices are set in the simulated shop). */
export const DEMO_ACTIVE_SALE = { shop: 'tipm', make: 'Dodge', model: 'Journey', percentage: '10' } as const;
/** Next week's sale: the ECM shop's Chrysler modules. */
export const DEMO_SCHEDULED_SALE = { shop: 'ecm', make: 'Chrysler', percentage: '20' } as const;

type ProductRow = typeof wcProducts.$inferSelect;

async function categoryId(db: Db, shop: string, make: string, model?: string): Promise<number | null> {
  const [parent] = await db
    .select({ id: wcCategories.id })
    .from(wcCategories)
    .where(and(eq(wcCategories.shop, shop), eq(wcCategories.name, make), eq(wcCategories.parent, 0)));
  if (!parent || !model) return parent?.id ?? null;
  const [child] = await db
    .select({ id: wcCategories.id })
    .from(wcCategories)
    .where(and(eq(wcCategories.shop, shop), eq(wcCategories.name, model), eq(wcCategories.parent, parent.id)));
  return child?.id ?? null;
}

/** The products a sale covers, as the sale job reads them: simple products with a price, oldest first. */
async function productsOf(db: Db, shop: string, category: number | null): Promise<ProductRow[]> {
  const rows = await db
    .select()
    .from(wcProducts)
    .where(
      and(
        eq(wcProducts.shop, shop),
        category === null ? undefined : sql`${wcProducts.category_ids} @> ${JSON.stringify([category])}::jsonb`,
      ),
    )
    .orderBy(wcProducts.id);
  return rows.filter((row) => row.type === 'simple' && Number(row.price) > 0);
}

/**
 * The sitewide sale chapter (sandbox only): a 15 % sale on the whole TIPM shop last month, ended with every
 * regular price restored; 10 % off one TIPM category now, its sale prices set in the simulated shop; and a
 * 20 % sale on an ECM make next week, its products and regular prices recorded, waiting to start.
 */
export async function loadDemoSitewideSales(db: Db, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(sitewideSales);
  if ((existing?.n ?? 0) > 0) return;
  const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'csr_manager'));
  const at = (days: number, minutes = 0) => new Date(now.getTime() + days * DAY_MS + minutes * MINUTE_MS);

  const activeCategory = await categoryId(db, DEMO_ACTIVE_SALE.shop, DEMO_ACTIVE_SALE.make, DEMO_ACTIVE_SALE.model);
  const scheduledCategory = await categoryId(db, DEMO_SCHEDULED_SALE.shop, DEMO_SCHEDULED_SALE.make);
  const ended = await productsOf(db, 'tipm', null);
  const active = activeCategory === null ? [] : await productsOf(db, DEMO_ACTIVE_SALE.shop, activeCategory);
  const scheduled = scheduledCategory === null ? [] : await productsOf(db, DEMO_SCHEDULED_SALE.shop, scheduledCategory);
  if (ended.length === 0) return;

  const sales = [
    {
      shop: 'tipm',
      category_id: null,
      category_name: null,
      percentage: '15',
      starts_at: at(-40),
      ends_at: at(-33),
      status: 'ended',
      products: ended,
      productStatus: 'restored',
      created_at: at(-41, 9 * 60),
      applied_at: at(-40, 2),
      ended_at: at(-33, 3),
    },
    {
      shop: DEMO_ACTIVE_SALE.shop,
      category_id: activeCategory,
      category_name: `${DEMO_ACTIVE_SALE.make} › ${DEMO_ACTIVE_SALE.model}`,
      percentage: DEMO_ACTIVE_SALE.percentage,
      starts_at: at(-2),
      ends_at: at(5),
      status: 'active',
      products: active,
      productStatus: 'applied',
      created_at: at(-3, 10 * 60),
      applied_at: at(-2, 1),
      ended_at: null,
    },
    {
      shop: DEMO_SCHEDULED_SALE.shop,
      category_id: scheduledCategory,
      category_name: DEMO_SCHEDULED_SALE.make,
      percentage: DEMO_SCHEDULED_SALE.percentage,
      starts_at: at(7),
      ends_at: at(10),
      status: 'scheduled',
      products: scheduled,
      productStatus: 'pending',
      created_at: at(-1, 14 * 60),
      applied_at: null,
      ended_at: null,
    },
  ].filter((sale) => sale.products.length > 0);

  for (const { products, productStatus, ...sale } of sales) {
    const [row] = await db
      .insert(sitewideSales)
      .values({
        ...sale,
        products_total: products.length,
        products_done: productStatus === 'pending' ? 0 : products.length,
        created_by_user_id: creator?.id ?? null,
        updated_at: sale.ended_at ?? sale.applied_at ?? sale.created_at,
      })
      .returning({ id: sitewideSales.id });
    await db.insert(sitewideSaleProducts).values(
      products.map((product) => ({
        sale_id: row!.id,
        product_id: product.id,
        name: product.name,
        sku: product.sku,
        regular_price: product.price,
        sale_price: salePriceOf(product.price, sale.percentage),
        status: productStatus,
      })),
    );
  }

  // The running sale's prices are in the simulated shop, as the job left them.
  for (const product of active) {
    await db
      .update(wcProducts)
      .set({ sale_price: salePriceOf(product.price, DEMO_ACTIVE_SALE.percentage) })
      .where(and(eq(wcProducts.id, product.id), isNull(wcProducts.sale_price)));
  }
}
