import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Permission } from '@makro/domain/shared';
import type { CreateUserInput, UserDetail, UserPage, UserRow } from '@makro/domain/users';
import type { OutboxRow, listOutbox } from '@makro/domain/outbox';
import { api } from '@/lib/api-client';

export interface UserListParams {
  page: number;
  keyword: string;
  /** Account type id, or null for all account types. */
  accountType: number | null;
  status: 'all' | 'active' | 'inactive';
}

export type UserPageBody = z.infer<typeof UserPage>;
export type OutboxPageBody = z.infer<(typeof listOutbox)['response']>;
export type UserUpdate = Partial<{
  is_active: 0 | 1;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  account_type_id: number;
}>;

export const USER_LIST_PER_PAGE = 20;

export const userKeys = {
  all: ['user-management'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  failedEmails: ['outbox', 'failed'] as const,
};

export function useUserList(params: UserListParams) {
  return useQuery({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<UserPageBody>('/v1/users', {
        signal,
        query: {
          page: params.page,
          per_page: USER_LIST_PER_PAGE,
          keyword: params.keyword.trim() || undefined,
          account_type: params.accountType ?? undefined,
          is_active: params.status === 'all' ? undefined : params.status === 'active' ? 1 : 0,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUserDetail(id: number | null) {
  return useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<UserDetail>(`/v1/users/${id}`, { signal }),
    enabled: id !== null && id > 0,
  });
}

/** After any change to a user: lists and that user's detail are stale. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return (id?: number) => {
    void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    if (id !== undefined) void queryClient.invalidateQueries({ queryKey: userKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: userKeys.failedEmails });
  };
}

export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (input: CreateUserInput) => api.post<{ user: UserRow }>('/v1/users', input),
    onSuccess: () => refresh(),
  });
}

export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, user }: { id: number; user: UserUpdate }) =>
      api.patch<{ user: UserRow }>(`/v1/users/${id}`, { user }),
    onSuccess: (_data, { id }) => refresh(id),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, secret }: { id: number; secret: string }) =>
      api.delete<{ success: true }>(`/v1/users/${id}`, { headers: { 'x-developer-secret': secret } }),
    onSuccess: (_data, { id }) => {
      queryClient.removeQueries({ queryKey: userKeys.detail(id) });
      refresh();
    },
  });
}

export function useSetPermissions() {
  const queryClient = useQueryClient();
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, permissions }: { id: number; permissions: Permission[] }) =>
      api.put<UserDetail>(`/v1/users/${id}/permissions`, { permissions }),
    onSuccess: (detail, { id }) => {
      queryClient.setQueryData(userKeys.detail(id), detail);
      refresh();
    },
  });
}

export function useSendPasswordReset() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: number) => api.post<{ success: true; email: string }>(`/v1/users/${id}/password_reset`),
    onSuccess: (_data, id) => refresh(id),
  });
}

/** Failed e-mails of the outbox; polled gently so a failure shows up without a reload. */
export function useFailedEmails(enabled = true) {
  return useQuery({
    queryKey: userKeys.failedEmails,
    queryFn: ({ signal }) =>
      api.get<OutboxPageBody>('/v1/outbox', { signal, query: { status: 'failed', page: 1, per_page: 50 } }),
    enabled,
    refetchInterval: 60_000,
  });
}

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ entry: OutboxRow }>(`/v1/outbox/${id}/retry`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userKeys.failedEmails }),
  });
}
