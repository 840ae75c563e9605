import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_REVIEWS_TOKEN } from '../../config';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { IntegrationError } from '../http-client';
import { createReviewsAdapter } from './live-adapter';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sandbox/reviews`;
});
afterAll(() => t.close());
afterEach(() => t.app.inject({ method: 'DELETE', url: '/sandbox/reviews/_faults' }));

const adapter = (token = SANDBOX_REVIEWS_TOKEN, timeoutMs?: number) =>
  createReviewsAdapter({ baseUrl: () => base, token, siteIds: t.config.reviews.siteIds, timeoutMs });

const setFault = (payload: object) => t.app.inject({ method: 'PUT', url: '/sandbox/reviews/_faults', payload });

describe('reviews live adapter against the simulator over HTTP', () => {
  it('reads up to five five-star reviews of each shop', async () => {
    for (const shop of ['tipm', 'ecm'] as const) {
      const reviews = await adapter().fiveStarReviews(shop, 5);
      expect(reviews.length).toBe(5);
      for (const review of reviews) {
        expect(review.rating).toBe(5);
        expect(review.comments.length).toBeGreaterThan(10);
        expect(review.display_name).not.toBe('');
      }
    }
    const tipm = await adapter().fiveStarReviews('tipm', 5);
    const ecm = await adapter().fiveStarReviews('ecm', 5);
    expect(tipm[0]?.comments).not.toBe(ecm[0]?.comments);
  });

  it('reports a wrong token as the service said it', async () => {
    const failure = await adapter('wrong')
      .fiveStarReviews('tipm', 5)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(IntegrationError);
    expect(failure).toMatchObject({ status: 401, message: 'Invalid token' });
  });

  it('reports a 5xx and a timeout as integration errors', async () => {
    await setFault({ fail_status: 503 });
    await expect(adapter().fiveStarReviews('tipm', 5)).rejects.toMatchObject({ status: 503 });
    await setFault({ latency_ms: 400 });
    await expect(adapter(SANDBOX_REVIEWS_TOKEN, 100).fiveStarReviews('tipm', 5)).rejects.toThrow('reviews timed out');
  });

  it('fails only the next N requests when told to, then recovers', async () => {
    await setFault({ fail_status: 500, fail_times: 2 });
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => adapter().fiveStarReviews('ecm', 5)));
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(2);
    await expect(adapter().fiveStarReviews('ecm', 5)).resolves.toHaveLength(5);
  });
});

describe('GET /api/v1/reviews (login page)', () => {
  it('answers both shops without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/reviews' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.tipm).toHaveLength(5);
    expect(body.ecm).toHaveLength(5);
    expect(body.unavailable).toEqual([]);
  });
});
