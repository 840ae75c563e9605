import { z } from 'zod';

export const MAX_PER_PAGE = 500;

/** `page` and `per_page` as lists take them: 1-based, bounded. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;

export function totalPages(totalCount: number, perPage: number): number {
  return Math.max(1, Math.ceil(totalCount / perPage));
}

export const SORT_ORDERS = ['asc', 'desc'] as const;

/**
 * `sort` and `order` of a list that the server can order by these columns (each backed by an index that
 * serves the order). Lists extend their query with it; the web's data table sends the column people click.
 */
export function sortQuery<const Columns extends readonly [string, ...string[]]>(columns: Columns) {
  return z.object({
    sort: z.enum(columns).optional(),
    order: z.enum(SORT_ORDERS).default('asc'),
  });
}

/** The paging keys of a list answer (`total_count`, `total_pages`, `current_page`) for one page of a query. */
export function pageInfo(totalCount: number, query: { page: number; per_page: number }) {
  return {
    total_count: totalCount,
    total_pages: totalPages(totalCount, query.per_page),
    current_page: query.page,
  };
}
