import { z } from 'zod';
import { defineEndpoint } from '../shared';

export const SHOPS = ['tipm', 'ecm'] as const;
export type Shop = (typeof SHOPS)[number];

export const REVIEWS_PER_SHOP = 5;

export const Review = z
  .object({ comments: z.string(), display_name: z.string(), rating: z.literal(5) })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof Review>;

/** A shop whose reviews could not be read has an empty list and is named in `unavailable`. */
export const ReviewsResponse = z
  .object({ tipm: z.array(Review), ecm: z.array(Review), unavailable: z.array(z.enum(SHOPS)) })
  .meta({ id: 'ReviewsResponse' });
export type ReviewsResponse = z.infer<typeof ReviewsResponse>;

export const listReviews = defineEndpoint({
  method: 'GET',
  path: '/v1/reviews',
  summary: 'Five-star customer reviews of both shops, for the login page',
  tag: 'Reviews',
  access: 'public',
  response: ReviewsResponse,
});
