import { lazy, type ComponentType } from 'react';

/** The VIN decoder's page, by its APP_ROUTES path. */
export const VIN_DECODER_PAGES: Record<string, ComponentType> = {
  '/vin-decoder': lazy(() =>
    import('@/features/vin-decoder/vin-decoder-page').then((m) => ({ default: m.VinDecoderPage })),
  ),
};
