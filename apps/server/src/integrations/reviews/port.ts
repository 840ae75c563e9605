import type { Review, Shop } from '@makro/domain/reviews';

/** What Makro needs from the reviews service: the newest five-star reviews of one shop. */
export interface ReviewsPort {
  fiveStarReviews(shop: Shop, limit: number): Promise<Review[]>;
}
