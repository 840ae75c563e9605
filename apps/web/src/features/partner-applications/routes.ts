import type { ComponentType } from 'react';

/** The area's pages, by their APP_ROUTES path. */
export const PARTNER_APPLICATION_PAGES: Record<string, ComponentType> = {};
