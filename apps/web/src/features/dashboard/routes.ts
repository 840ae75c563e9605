import { lazy, type ComponentType } from 'react';

/** The dashboard page, by its APP_ROUTES path. */
export const DASHBOARD_PAGES: Record<string, ComponentType> = {
  '/dashboard': lazy(() => import('@/features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage }))),
};
