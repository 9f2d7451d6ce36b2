import {
  accountApi,
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type RouteAnswer,
} from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client.ts';
import { resetSessionCache } from './me.ts';

/** POST /api/account/login: sets the session cookie. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => callApi(accountApi.login, { body: input }),
    onSuccess: () => resetSessionCache(queryClient),
  });
}

/** POST /api/account/register: creates the account and signs it in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => callApi(accountApi.register, { body: input }),
    onSuccess: () => resetSessionCache(queryClient),
  });
}

/**
 * POST /api/account/logout. The cache is not cleared here: the caller leaves the admin screens
 * first, then clears it, so that no mounted screen refetches as signed out in between.
 */
export function useLogout() {
  return useMutation({
    mutationFn: () => callApi(accountApi.logout, {}),
  });
}

/** POST /api/account/forgot-password: mails a reset link. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => callApi(accountApi.forgotPassword, { body: input }),
  });
}

/** POST /api/account/reset-password: sets a new password with the mailed token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => callApi(accountApi.resetPassword, { body: input }),
  });
}

export type Providers = RouteAnswer<typeof accountApi.providers>;

/** GET /api/account/providers: which sign-in methods this server offers. */
export function useProviders() {
  return useQuery({
    queryKey: ['account', 'providers'],
    queryFn: ({ signal }) => callApi(accountApi.providers, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/account/google: a full-page navigation (not fetch), so it works on phones too. */
export function googleSignInUrl(returnUrl: string): string {
  return `/api/account/google?returnUrl=${encodeURIComponent(returnUrl)}`;
}
