import type { ComponentType } from 'react';

/** The area's pages, by their APP_ROUTES path. */
export const SITEWIDE_SALE_PAGES: Record<string, ComponentType> = {};
