import type { ComponentType } from 'react';

/** The area's pages, by their APP_ROUTES path. */
export const HARDWARE_INFO_PAGES: Record<string, ComponentType> = {};
