import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { decodeVehicleVin, listFitments, listVehicleCategories } from '@makro/domain/vehicle-model-info';
import { cleanVinInput, isDecodableVin } from '@makro/domain/vin-decoder';
import { callEndpoint, queryKeyFor, type EndpointInput } from '@/lib/api-client';

export type FitmentSearch = NonNullable<EndpointInput<typeof listFitments>['query']>;

/** The shops' makes, years and models for the vehicle selects (the server caches them 10 minutes). */
export function useVehicleCategories() {
  return useQuery({
    queryKey: queryKeyFor(listVehicleCategories),
    queryFn: ({ signal }) => callEndpoint(listVehicleCategories, {}, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** A page of fitments; null = nothing to search yet. */
export function useFitments(search: FitmentSearch | null) {
  return useQuery({
    queryKey: queryKeyFor(listFitments, { query: search ?? {} }),
    queryFn: ({ signal }) => callEndpoint(listFitments, { query: search! }, { signal }),
    enabled: search !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * A VIN decoded by the server with its vehicle named as the shops' categories (the VIN decoder's answer, behind
 * this page's permission); idle until the VIN has the right shape. Vehicle data does not change: asked once.
 */
export function useVehicleVin(vin: string) {
  const cleaned = cleanVinInput(vin);
  const input = { params: { vin: cleaned } };
  return useQuery({
    queryKey: queryKeyFor(decodeVehicleVin, input),
    queryFn: ({ signal }) => callEndpoint(decodeVehicleVin, input, { signal }),
    enabled: isDecodableVin(cleaned),
    staleTime: Infinity,
    retry: false,
  });
}
