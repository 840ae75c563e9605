import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getHardwareInfo } from '@makro/domain/hardware-info';
import { callEndpoint, queryKeyFor, type EndpointInput } from '@/lib/api-client';

export type HardwareSearch = NonNullable<EndpointInput<typeof getHardwareInfo>['query']>;

/** A part number's hardware information; null = no part number yet. */
export function useHardwareInfo(search: HardwareSearch | null) {
  return useQuery({
    queryKey: queryKeyFor(getHardwareInfo, { query: search ?? { part_number: '' } }),
    queryFn: ({ signal }) => callEndpoint(getHardwareInfo, { query: search! }, { signal }),
    enabled: search !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
