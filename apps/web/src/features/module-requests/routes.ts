import type { ComponentType } from 'react';

/** The area's pages, by their APP_ROUTES path. */
export const MODULE_REQUEST_PAGES: Record<string, ComponentType> = {};
