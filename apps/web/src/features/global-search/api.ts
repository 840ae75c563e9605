import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { MIN_SEARCH_LENGTH, globalSearch, type GlobalSearchAnswer } from '@makro/domain/global-search';
import { callEndpoint, queryKeyFor } from '@/lib/api-client';

const inputFor = (query: string) => ({ query: { q: query } });

/** The top bar's answer for a (debounced) query; the last answer stays on screen while the next loads. */
export function useGlobalSearch(query: string) {
  return useQuery({
    queryKey: queryKeyFor(globalSearch, inputFor(query)),
    queryFn: ({ signal }) => callEndpoint(globalSearch, inputFor(query), { signal }),
    enabled: query.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The answer for exactly this query now, without waiting for the debounce: a scanner's Enter comes first. */
export function useSearchNow() {
  const client = useQueryClient();
  return (query: string): Promise<GlobalSearchAnswer> =>
    client.fetchQuery({
      queryKey: queryKeyFor(globalSearch, inputFor(query)),
      queryFn: ({ signal }) => callEndpoint(globalSearch, inputFor(query), { signal }),
      staleTime: 30_000,
    });
}
