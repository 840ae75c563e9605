import { lazy, type ComponentType } from 'react';

export const SYSTEM_PATH = '/system';

/** The area's pages, by their APP_ROUTES path. */
export const SYSTEM_PAGES: Record<string, ComponentType> = {
  [SYSTEM_PATH]: lazy(() => import('@/features/system/system-page').then((m) => ({ default: m.SystemPage }))),
};
