import { lazy, type ComponentType } from 'react';

/** The area's pages, by their APP_ROUTES path. */
export const BUGS_MANAGER_PAGES: Record<string, ComponentType> = {
  '/bugs-manager': lazy(() =>
    import('@/features/bugs-manager/bugs-manager-page').then((m) => ({ default: m.BugsManagerPage })),
  ),
};
