import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RUNNING_SALE_STATUSES,
  cancelSitewideSale,
  createSitewideSale,
  endSitewideSale,
  listSaleCategories,
  listSitewideSales,
  previewSitewideSale,
  type SitewideSale,
} from '@makro/domain/sitewide-sale';
import type { Shop } from '@makro/domain/shops';
import { callEndpoint, queryKeyFor, type EndpointInput } from '@/lib/api-client';

/** The sitewide sale calls: the sales (followed while a job runs), the shop's categories, the preview, the actions. */

export type SalePreviewInput = NonNullable<EndpointInput<typeof previewSitewideSale>['query']>;
export type NewSaleBody = EndpointInput<typeof createSitewideSale>['body'];

/** Every second while a sale's prices are being changed; every ten seconds otherwise (a sale may start or end). */
export const RUNNING_POLL_MS = 1_000;
export const IDLE_POLL_MS = 10_000;

export const isRunning = (sale: Pick<SitewideSale, 'status'>) => RUNNING_SALE_STATUSES.includes(sale.status);

export function useSitewideSales(page: number, perPage: number) {
  const query = { page, per_page: perPage };
  return useQuery({
    queryKey: queryKeyFor(listSitewideSales, { query }),
    queryFn: ({ signal }) => callEndpoint(listSitewideSales, { query }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (state) => (state.state.data?.running ? RUNNING_POLL_MS : IDLE_POLL_MS),
  });
}

export function useSaleCategories(shop: Shop) {
  return useQuery({
    queryKey: queryKeyFor(listSaleCategories, { params: { shop } }),
    queryFn: ({ signal }) => callEndpoint(listSaleCategories, { params: { shop } }, { signal }),
    select: (answer) => answer.categories,
    staleTime: 5 * 60_000,
  });
}

/** The products a sale would change; null = no preview asked for yet. */
export function useSalePreview(query: SalePreviewInput | null) {
  return useQuery({
    queryKey: queryKeyFor(previewSitewideSale, { query: query ?? { shop: 'tipm', percentage: '0' } }),
    queryFn: ({ signal }) => callEndpoint(previewSitewideSale, { query: query! }, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

function useSaleMutation<T>(call: (input: T) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeyFor(listSitewideSales) }),
  });
}

export const useCreateSale = () => useSaleMutation((body: NewSaleBody) => callEndpoint(createSitewideSale, { body }));
export const useEndSale = () => useSaleMutation((id: number) => callEndpoint(endSitewideSale, { params: { id } }));
export const useCancelSale = () =>
  useSaleMutation((id: number) => callEndpoint(cancelSitewideSale, { params: { id } }));
