import type { FastifyInstance } from 'fastify';
import { listReviews } from '@makro/domain/reviews';
import { defineRoute } from '../../platform/http/define-route';
import { createReviewsService } from './service';

export async function reviewsRoutes(app: FastifyInstance): Promise<void> {
  const service = createReviewsService(app.integrations.reviews, app.log);
  defineRoute(app, listReviews, () => service.loginReviews());
}
