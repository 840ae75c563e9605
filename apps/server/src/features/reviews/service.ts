import { REVIEWS_PER_SHOP, SHOPS, type Review, type ReviewsResponse, type Shop } from '@makro/domain/reviews';
import type { FastifyBaseLogger } from 'fastify';
import type { ReviewsPort } from '../../integrations/reviews/port';

/** Reviews change a few times a day; the login page is opened thousands of times. */
const FRESH_MS = 10 * 60_000;
/** A failing service is asked again soon, not on every login page view. */
const RETRY_MS = 30_000;

interface CacheEntry {
  reviews: Review[] | undefined;
  expiresAt: number;
}

export function createReviewsService(port: ReviewsPort, log: Pick<FastifyBaseLogger, 'warn'>) {
  const cache = new Map<Shop, CacheEntry>();

  async function forShop(shop: Shop): Promise<Review[] | undefined> {
    const cached = cache.get(shop);
    if (cached && cached.expiresAt > Date.now()) return cached.reviews;
    try {
      const reviews = await port.fiveStarReviews(shop, REVIEWS_PER_SHOP);
      cache.set(shop, { reviews, expiresAt: Date.now() + FRESH_MS });
      return reviews;
    } catch (error) {
      log.warn({ err: error, shop }, 'reviews service failed');
      const stale = cached?.reviews;
      cache.set(shop, { reviews: stale, expiresAt: Date.now() + RETRY_MS });
      return stale;
    }
  }

  return {
    /** Both shops' reviews; a shop whose service fails (and has nothing cached) is listed as unavailable. */
    async loginReviews(): Promise<ReviewsResponse> {
      const [tipm, ecm] = await Promise.all(SHOPS.map(forShop));
      const unavailable = SHOPS.filter((_, index) => [tipm, ecm][index] === undefined);
      return { tipm: tipm ?? [], ecm: ecm ?? [], unavailable };
    },
  };
}
