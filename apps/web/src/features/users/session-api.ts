import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listReviews } from '@makro/domain/reviews';
import {
  changePassword,
  forgotPassword,
  login,
  logout,
  refreshMyAvatar,
  resetPassword,
  showInfo,
  unlockSession,
  type UserInfo,
} from '@makro/domain/users';
import { callEndpoint, queryKeyFor, type EndpointInput } from '@/lib/api-client';
import { clearSession, getSession, startSession, updateUser } from '@/lib/session-store';

/** One entry per session: a new sign-in never reads the previous user's answer. */
const showInfoKey = (token: string | null) => [...queryKeyFor(showInfo, {}), token];

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof login>) => callEndpoint(login, input),
    onSuccess: ({ token, user_info }) => {
      startSession(token, user_info);
      queryClient.setQueryData<UserInfo>(showInfoKey(token), user_info);
    },
  });
}

/** The signed-in user, fetched at start and on each page to refresh permissions. */
export function useShowInfo(token: string | null) {
  return useQuery({
    queryKey: showInfoKey(token),
    queryFn: async ({ signal }) => {
      const { data } = await callEndpoint(showInfo, {}, { signal });
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
    mutationFn: () => callEndpoint(logout, {}, { on401: 'throw' }),
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
  });
}

export function useReviews() {
  return useQuery({
    queryKey: queryKeyFor(listReviews, {}),
    queryFn: ({ signal }) => callEndpoint(listReviews, {}, { signal }),
    retry: false,
    staleTime: 10 * 60 * 1000,
    refetchOnWindowFocus: false,
  });
}

/** 'Forgot your password?': the answer is the same whether or not an account matches. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof forgotPassword>) => callEndpoint(forgotPassword, input),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof resetPassword>) => callEndpoint(resetPassword, input),
  });
}

/** The signed-in user replaces their password (first of all a temporary one): the answer is the fresh user. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof changePassword>) => callEndpoint(changePassword, input),
    onSuccess: ({ user_info }) => {
      const { token } = getSession();
      updateUser(user_info, token);
      queryClient.setQueryData<UserInfo>(showInfoKey(token), user_info);
    },
  });
}

/** The lock screen's password check; the session was kept all along. */
export function useUnlock() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof unlockSession>) => callEndpoint(unlockSession, input),
  });
}

/** Fetches the team chat's pictures now; the answer is the user with their (new) picture. */
export function useRefreshMyAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(refreshMyAvatar, {}),
    onSuccess: ({ data }) => {
      const { token } = getSession();
      updateUser(data, token);
      queryClient.setQueryData<UserInfo>(showInfoKey(token), data);
    },
  });
}
