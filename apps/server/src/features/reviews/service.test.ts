import { describe, expect, it } from 'vitest';
import type { Review, Shop } from '@makro/domain/reviews';
import type { ReviewsPort } from '../../integrations/reviews/port';
import { createReviewsService } from './service';

const silentLog = { warn: () => undefined };
const review = (comments: string): Review => ({ comments, display_name: 'A. Customer', rating: 5 });

function portFailing(failing: Set<Shop>, calls: Shop[]): ReviewsPort {
  return {
    async fiveStarReviews(shop) {
      calls.push(shop);
      if (failing.has(shop)) throw new Error('down');
      return [review(`${shop} is great`)];
    },
  };
}

describe('login reviews', () => {
  it('names a failing shop as unavailable and still answers the other', async () => {
    const service = createReviewsService(portFailing(new Set(['ecm']), []), silentLog);
    expect(await service.loginReviews()).toEqual({
      tipm: [review('tipm is great')],
      ecm: [],
      unavailable: ['ecm'],
    });
  });

  it('asks the service once per shop while the answer is fresh', async () => {
    const calls: Shop[] = [];
    const service = createReviewsService(portFailing(new Set(), calls), silentLog);
    await service.loginReviews();
    await service.loginReviews();
    expect(calls.sort()).toEqual(['ecm', 'tipm']);
  });
});
