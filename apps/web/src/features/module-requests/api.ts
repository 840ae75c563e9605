import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteModuleRequest, listModuleRequests, replyModuleRequest } from '@makro/domain/module-requests';
import { callEndpoint, queryKeyFor, type EndpointInput } from '@/lib/api-client';

/** The module request tracker's calls: the list, the reply, the delete and the menu badge's count. */

export type ModuleRequestQuery = NonNullable<EndpointInput<typeof listModuleRequests>['query']>;

export function useModuleRequests(query: ModuleRequestQuery) {
  return useQuery({
    queryKey: queryKeyFor(listModuleRequests, { query }),
    queryFn: ({ signal }) => callEndpoint(listModuleRequests, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every page of the tracker and the badge: a reply or a delete changes what waits. */
function useRefreshModuleRequests() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeyFor(listModuleRequests) });
}

export function useReplyModuleRequest() {
  const refresh = useRefreshModuleRequests();
  return useMutation({
    mutationFn: ({ id, html }: { id: number; html: string }) =>
      callEndpoint(replyModuleRequest, {
        params: { id },
        body: { module_requests: { status: 'completed', email_reply: html } },
      }),
    // A failed send also changed the request (its reply is kept): refresh either way.
    onSettled: refresh,
  });
}

export function useDeleteModuleRequest() {
  const refresh = useRefreshModuleRequests();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteModuleRequest, { params: { id }, query: { force_destroy: 'true' } }),
    onSuccess: refresh,
  });
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');
