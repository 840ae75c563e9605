import { lazy, type ComponentType } from 'react';

/** The R.T. GRIM area's page, by its APP_ROUTES path. */
export const GRIM_PAGES: Record<string, ComponentType> = {
  '/grim': lazy(() => import('@/features/grim/grim-page').then((m) => ({ default: m.GrimPage }))),
};
