import { lazy, type ComponentType } from 'react';

/** The area's pages, by their APP_ROUTES path. */
export const VEHICLE_MODEL_INFO_PAGES: Record<string, ComponentType> = {
  '/vehicle-model-information': lazy(() =>
    import('@/features/vehicle-model-info/vehicle-model-info-page').then((m) => ({ default: m.VehicleModelInfoPage })),
  ),
};
