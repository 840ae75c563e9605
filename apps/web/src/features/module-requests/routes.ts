import { lazy, type ComponentType } from 'react';

/** The area's pages, by their APP_ROUTES path. */
export const MODULE_REQUEST_PAGES: Record<string, ComponentType> = {
  '/module-request': lazy(() =>
    import('@/features/module-requests/module-requests-page').then((m) => ({ default: m.ModuleRequestsPage })),
  ),
};
