import type { ComponentType } from 'react';

/** The area's pages, by their APP_ROUTES path. */
export const BUGS_MANAGER_PAGES: Record<string, ComponentType> = {};
