import { lazy, type ComponentType } from 'react';

/** The QR generator, by its APP_ROUTES path (the tag scanner opens inventory items, so it lives in inventory). */
export const QR_TAG_PAGES: Record<string, ComponentType> = {
  '/qr-generator': lazy(() =>
    import('@/features/qr-tags/qr-generator-page').then((m) => ({ default: m.QrGeneratorPage })),
  ),
};
