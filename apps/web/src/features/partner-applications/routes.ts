import { lazy, type ComponentType } from 'react';

/** The area's pages, by their APP_ROUTES path. */
export const PARTNER_APPLICATION_PAGES: Record<string, ComponentType> = {
  '/partner-application': lazy(() =>
    import('@/features/partner-applications/partner-applications-page').then((m) => ({
      default: m.PartnerApplicationsPage,
    })),
  ),
};
