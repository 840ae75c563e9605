import { lazy, type ComponentType } from 'react';

/** The area's pages, by their APP_ROUTES path. */
export const CUSTOMER_INQUIRY_PAGES: Record<string, ComponentType> = {
  '/customer-inquiry': lazy(() =>
    import('@/features/customer-inquiries/customer-inquiries-page').then((m) => ({
      default: m.CustomerInquiriesPage,
    })),
  ),
};
