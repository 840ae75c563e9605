import { lazy, type ComponentType } from 'react';

/** The statistics page, by its APP_ROUTES path. */
export const STATISTICS_PAGES: Record<string, ComponentType> = {
  '/statistics': lazy(() =>
    import('@/features/statistics/statistics-page').then((m) => ({ default: m.StatisticsPage })),
  ),
};
