import type { Review, Shop } from '@makro/domain/reviews';
import { IntegrationError, requestJson } from '../http-client';
import type { ReviewsPort } from './port';

export interface ReviewsAdapterOptions {
  /** Resolved per call: in sandbox mode the simulator's address is known only once the server listens. */
  baseUrl: () => string;
  token: string;
  siteIds: Record<Shop, string>;
  timeoutMs?: number;
}

interface ShopperApprovedReview {
  display_name?: unknown;
  comments?: unknown;
  overall?: unknown;
  rating?: unknown;
}

const isReview = (value: unknown): value is ShopperApprovedReview =>
  typeof value === 'object' && value !== null && 'comments' in value;

/** The answer is an object keyed by review id with a `total_count` beside the reviews (integrations.md §6). */
export function parseReviews(body: unknown): Review[] {
  if (typeof body !== 'object' || body === null) return [];
  return Object.values(body)
    .filter(isReview)
    .filter((review) => Number(review.overall ?? review.rating) === 5)
    .map((review) => ({
      comments: String(review.comments ?? '').trim(),
      display_name: String(review.display_name ?? 'Verified customer').trim(),
      rating: 5 as const,
    }))
    .filter((review) => review.comments.length > 0);
}

export function createReviewsAdapter(options: ReviewsAdapterOptions): ReviewsPort {
  return {
    async fiveStarReviews(shop, limit) {
      const query = new URLSearchParams({
        token: options.token,
        rating: '5',
        limit: String(limit),
        page: '0',
        test: 'false',
        xml: 'false',
        from: '2011-01-01',
        sort: 'highest',
      });
      const url = `${options.baseUrl()}/reviews/${encodeURIComponent(options.siteIds[shop])}?${query}`;
      const response = await requestJson({ service: 'reviews', url, timeoutMs: options.timeoutMs ?? 5_000 });
      if (response.status !== 200) {
        const message = (response.body as { message?: unknown } | null)?.message;
        throw new IntegrationError(
          'reviews',
          typeof message === 'string' ? message : `reviews answered ${response.status}`,
          response.status,
          response.body,
        );
      }
      return parseReviews(response.body).slice(0, limit);
    },
  };
}
