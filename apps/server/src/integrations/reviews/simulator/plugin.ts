import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Shop } from '@makro/domain/reviews';
import { applyFault, registerFaultControl } from '../../../platform/sandbox/faults';
import { DEMO_REVIEWS } from './demo-reviews';
import { sandboxReviews } from './tables';

export interface ReviewsSimulatorOptions {
  token: string;
  siteIds: Record<Shop, string>;
}

const errorBody = (status: number, message: string) => ({ error_code: status, message });

async function seedDemoReviews(app: FastifyInstance, siteIds: Record<Shop, string>) {
  for (const shop of Object.keys(siteIds) as Shop[]) {
    const [existing] = await app.db
      .select({ n: count() })
      .from(sandboxReviews)
      .where(eq(sandboxReviews.site_id, siteIds[shop]));
    if ((existing?.n ?? 0) > 0) continue;
    await app.db.insert(sandboxReviews).values(
      DEMO_REVIEWS[shop].map(({ daysAgo, ...review }) => ({
        ...review,
        site_id: siteIds[shop],
        review_date: new Date(Date.UTC(2026, 10, 1) - daysAgo * 86_400_000),
      })),
    );
  }
}

function parseDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  return new Date(`${value}T00:00:00Z`);
}

/**
 * Shopper Approved's `GET /reviews/{siteId}` as integrations.md §6 describes it: token in the query,
 * 0-based pages, `from` defaulting to the last 30 days, an object keyed by review id plus `total_count`.
 */
export async function reviewsSimulator(app: FastifyInstance, options: ReviewsSimulatorOptions): Promise<void> {
  await seedDemoReviews(app, options.siteIds);
  registerFaultControl(app, 'reviews');

  app.addHook('preHandler', async (request, reply) => {
    if (request.url.includes('/_faults')) return;
    await applyFault(app.db, 'reviews', reply, (status) => errorBody(status, 'Service temporarily unavailable'));
  });

  app.get<{ Params: { siteId: string }; Querystring: Record<string, string | undefined> }>(
    '/reviews/:siteId',
    async (request, reply) => {
      const query = request.query;
      if (query.token !== options.token) return reply.code(401).send(errorBody(401, 'Invalid token'));
      if (!Object.values(options.siteIds).includes(request.params.siteId)) {
        return reply.code(404).send(errorBody(404, 'Site not found'));
      }
      const ratings = (query.rating ?? '1,2,3,4,5').split(',').map(Number).filter(Number.isInteger);
      const from = parseDate(query.from) ?? new Date(Date.now() - 30 * 86_400_000);
      const to = parseDate(query.to);
      const limit = Math.min(Math.max(Number(query.limit ?? 100) || 100, 1), 500);
      const page = Math.max(Number(query.page ?? 0) || 0, 0);
      const where = and(
        eq(sandboxReviews.site_id, request.params.siteId),
        inArray(sandboxReviews.overall, ratings.length > 0 ? ratings : [0]),
        gte(sandboxReviews.review_date, from),
        to ? lte(sandboxReviews.review_date, to) : sql`true`,
      );
      const order =
        query.sort === 'highest'
          ? [desc(sandboxReviews.overall), desc(sandboxReviews.review_date)]
          : [desc(sandboxReviews.review_date)];
      const rows = await app.db
        .select()
        .from(sandboxReviews)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(page * limit);
      const [total] = await app.db.select({ n: count() }).from(sandboxReviews).where(where);
      const body: Record<string, unknown> = { total_count: total?.n ?? 0 };
      for (const row of rows) {
        body[String(row.id)] = {
          review_id: row.id,
          display_name: row.display_name,
          heading: row.heading,
          comments: row.comments,
          overall: row.overall,
          rating: row.overall,
          location: row.location,
          review_date: row.review_date.toISOString().slice(0, 19).replace('T', ' '),
          order_id: `D${1000 + row.id}`,
        };
      }
      return body;
    },
  );
}
