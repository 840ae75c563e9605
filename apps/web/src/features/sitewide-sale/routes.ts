import { lazy, type ComponentType } from 'react';

/** The area's pages, by their APP_ROUTES path. */
export const SITEWIDE_SALE_PAGES: Record<string, ComponentType> = {
  '/sitewide-sale': lazy(() =>
    import('@/features/sitewide-sale/sitewide-sale-page').then((m) => ({ default: m.SitewideSalePage })),
  ),
};
