import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, LoginResponse, ResetPasswordInput, ShowInfoResponse, UserInfo } from '@makro/domain/users';
import type { ReviewsResponse } from '@makro/domain/reviews';
import { api } from '@/lib/api-client';
import { clearSession, startSession, updateUser } from '@/lib/session-store';

export const authKeys = {
  showInfo: (token: string | null) => ['users', 'show_info', token] as const,
  reviews: ['reviews'] as const,
};

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<LoginResponse>('/v1/users/login', input, { auth: false }),
    onSuccess: ({ token, user_info }) => {
      startSession(token, user_info);
      queryClient.setQueryData<UserInfo>(authKeys.showInfo(token), user_info);
    },
  });
}

/** The signed-in user, fetched at start and on each page to refresh permissions. */
export function useShowInfo(token: string | null) {
  return useQuery({
    queryKey: authKeys.showInfo(token),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<ShowInfoResponse>('/v1/users/show_info', { signal });
      updateUser(data, token);
      return data;
    },
    enabled: token !== null,
    retry: false,
    // Refreshed on app start (empty cache) and on every page change (RequireSession refetches);
    // not again on mount, so the answer seeded by login is not fetched twice.
    staleTime: 60_000,
  });
}

/** Logout revokes the token on the server; local state is cleared whatever the answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ success: true }>('/v1/sessions/logout', { on401: 'throw' }),
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
  });
}

export function useReviews() {
  return useQuery({
    queryKey: authKeys.reviews,
    queryFn: ({ signal }) => api.get<ReviewsResponse>('/v1/reviews', { signal, auth: false }),
    retry: false,
    staleTime: 10 * 60 * 1000,
    refetchOnWindowFocus: false,
  });
}

/** 'Forgot your password?': the answer is the same whether or not an account matches. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (login: string) => api.post<{ message: string }>('/v1/passwords/forgot', { login }, { auth: false }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api.post<{ message: string }>('/v1/passwords/reset', input, { auth: false }),
  });
}
