import { useQuery } from '@tanstack/react-query';
import { cleanVinInput, decodePublicVin, decodeVin, isDecodableVin } from '@makro/domain/vin-decoder';
import { callEndpoint, queryKeyFor } from '@/lib/api-client';

/** Staff (signed in: the VIN decoder or ticket permission) or the public intake form (no session). */
export type VinDecodeMode = 'staff' | 'public';

/**
 * A VIN decoded by the server. Asks only for a VIN of the right shape (17 letters and digits, no I/O/Q, after
 * cleanVinInput); null or anything else leaves the query idle. A wrong check digit is decoded and warned about
 * in the answer. The same VIN is never asked twice in a session: vehicle data does not change.
 */
export function useVinDecode(vin: string | null, mode: VinDecodeMode) {
  const cleaned = vin === null ? '' : cleanVinInput(vin);
  const endpoint = mode === 'public' ? decodePublicVin : decodeVin;
  const input = { params: { vin: cleaned } };
  return useQuery({
    queryKey: queryKeyFor(endpoint, input),
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { signal }),
    enabled: isDecodableVin(cleaned),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
