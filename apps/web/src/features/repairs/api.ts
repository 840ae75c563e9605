import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calculateRepairTax,
  createPublicRepairOrder,
  createRepairOrder,
  listRepairStates,
  listVehicleMakes,
  listVehicleModels,
  type RepairServiceType,
} from '@makro/domain/repairs';
import { listRepairOrderSubmissions, listTickets } from '@makro/domain/tickets';
import { callEndpoint, queryKeyFor, type EndpointInput, type EndpointOutput } from '@/lib/api-client';

/** The repair wizard's calls: the shop's lists through our server, the tax, and the order itself. */

export type RepairTaxBody = EndpointInput<typeof calculateRepairTax>['body'];
export type StaffRepairBody = EndpointInput<typeof createRepairOrder>['body'];
export type PublicRepairBody = EndpointInput<typeof createPublicRepairOrder>['body'];
export type RepairCreated = EndpointOutput<typeof createRepairOrder>;

/** The shop's lists change rarely (the server keeps them 10 minutes): no refetching while the wizard is open. */
const LOOKUP = { staleTime: 10 * 60_000, retry: false, refetchOnWindowFocus: false } as const;

export function useRepairStates() {
  return useQuery({
    queryKey: queryKeyFor(listRepairStates, {}),
    queryFn: ({ signal }) => callEndpoint(listRepairStates, {}, { signal }),
    ...LOOKUP,
  });
}

/** Makes with their years for a TIPM or ECM repair; VK2 has no vehicle. */
export function useVehicleMakes(type: RepairServiceType | null) {
  const wanted = type === 'tipm' || type === 'ecm' ? type : null;
  return useQuery({
    queryKey: queryKeyFor(listVehicleMakes, { query: { repair_type: wanted ?? 'tipm' } }),
    queryFn: ({ signal }) => callEndpoint(listVehicleMakes, { query: { repair_type: wanted! } }, { signal }),
    enabled: wanted !== null,
    ...LOOKUP,
  });
}

export function useVehicleModels(type: RepairServiceType | null, makeId: number | null) {
  const input = { params: { make_id: makeId ?? 0 }, query: { repair_type: type ?? 'tipm' } };
  return useQuery({
    queryKey: queryKeyFor(listVehicleModels, input),
    queryFn: ({ signal }) => callEndpoint(listVehicleModels, input, { signal }),
    enabled: type !== null && type !== 'vk2' && makeId !== null,
    ...LOOKUP,
  });
}

export function useRepairTax() {
  return useMutation({ mutationFn: (body: RepairTaxBody) => callEndpoint(calculateRepairTax, { body }) });
}

/** The order: staff through their session (the repair lists show it at once), walk-ins through the public form. */
export function useCreateRepairOrder(mode: 'staff' | 'public') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffRepairBody | PublicRepairBody): Promise<RepairCreated> =>
      mode === 'staff'
        ? callEndpoint(createRepairOrder, { body: body as StaffRepairBody })
        : callEndpoint(createPublicRepairOrder, { body: body as PublicRepairBody }),
    onSuccess: () => {
      if (mode !== 'staff') return;
      void client.invalidateQueries({ queryKey: queryKeyFor(listTickets) });
      void client.invalidateQueries({ queryKey: queryKeyFor(listRepairOrderSubmissions) });
    },
  });
}
