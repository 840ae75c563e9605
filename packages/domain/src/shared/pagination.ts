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
