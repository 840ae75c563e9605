import type { ComponentType } from 'react';

/** The area's pages, by their APP_ROUTES path. */
export const ORDER_REPORT_PAGES: Record<string, ComponentType> = {};
