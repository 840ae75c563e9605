import { lazy, type ComponentType } from 'react';

/** The area's pages, by their APP_ROUTES path. */
export const HARDWARE_INFO_PAGES: Record<string, ComponentType> = {
  '/hardware-information': lazy(() =>
    import('@/features/hardware-info/hardware-info-page').then((m) => ({ default: m.HardwareInfoPage })),
  ),
};
