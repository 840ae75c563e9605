import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createUser,
  deleteUser,
  listUsers,
  sendPasswordReset,
  setUserPermissions,
  showUser,
  updateUser,
} from '@makro/domain/users';
import { callEndpoint, queryKeyFor, type EndpointInput } from '@/lib/api-client';

export type UserListQuery = NonNullable<EndpointInput<typeof listUsers>['query']>;

const detailKey = (id: number) => queryKeyFor(showUser, { params: { id } });

export function useUserList(query: UserListQuery) {
  return useQuery({
    queryKey: queryKeyFor(listUsers, { query }),
    queryFn: ({ signal }) => callEndpoint(listUsers, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUserDetail(id: number | null) {
  return useQuery({
    queryKey: detailKey(id ?? 0),
    queryFn: ({ signal }) => callEndpoint(showUser, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null && id > 0,
  });
}

/** After any change to a user: every list and that user's detail are stale. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return (id?: number) => {
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(listUsers) });
    if (id !== undefined) void queryClient.invalidateQueries({ queryKey: detailKey(id) });
  };
}

export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof createUser>) => callEndpoint(createUser, input),
    onSuccess: () => refresh(),
  });
}

export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, user }: { id: number } & EndpointInput<typeof updateUser>['body']) =>
      callEndpoint(updateUser, { params: { id }, body: { user } }),
    onSuccess: (_answer, { id }) => refresh(id),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, secret }: { id: number; secret: string }) =>
      callEndpoint(deleteUser, { params: { id } }, { headers: { 'x-developer-secret': secret } }),
    onSuccess: (_answer, { id }) => {
      queryClient.removeQueries({ queryKey: detailKey(id) });
      refresh();
    },
  });
}

export function useSetPermissions() {
  const queryClient = useQueryClient();
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, permissions }: { id: number } & EndpointInput<typeof setUserPermissions>['body']) =>
      callEndpoint(setUserPermissions, { params: { id }, body: { permissions } }),
    onSuccess: (detail, { id }) => {
      queryClient.setQueryData(detailKey(id), detail);
      refresh();
    },
  });
}

export function useSendPasswordReset() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(sendPasswordReset, { params: { id } }),
    onSuccess: (_answer, id) => refresh(id),
  });
}
