import { outboxRoutes } from './outbox/routes';
import { reviewsRoutes } from './reviews/routes';
import { systemRoutes } from './system/routes';
import { usersRoutes } from './users/routes';

/** Every feature's routes, registered in this order. */
export const features = [systemRoutes, usersRoutes, reviewsRoutes, outboxRoutes];
