import type { ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './client.ts';
import { type MeUser, resetSessionCache } from './me.ts';

/** POST /api/account/login: sets the session cookie. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      apiFetch<{ user: MeUser }>('/api/account/login', { method: 'POST', body: input }),
    onSuccess: () => resetSessionCache(queryClient),
  });
}

/** POST /api/account/register: creates the account and signs it in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      apiFetch<{ user: MeUser }>('/api/account/register', { method: 'POST', body: input }),
    onSuccess: () => resetSessionCache(queryClient),
  });
}

/**
 * POST /api/account/logout. The cache is not cleared here: the caller leaves the admin screens
 * first, then clears it, so that no mounted screen refetches as signed out in between.
 */
export function useLogout() {
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/account/logout', { method: 'POST' }),
  });
}

/** POST /api/account/forgot-password: mails a reset link. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      apiFetch<{ message: string }>('/api/account/forgot-password', { method: 'POST', body: input }),
  });
}

/** POST /api/account/reset-password: sets a new password with the mailed token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiFetch<{ message: string }>('/api/account/reset-password', { method: 'POST', body: input }),
  });
}

export interface Providers {
  google: boolean;
}

/** GET /api/account/providers: which sign-in methods this server offers. */
export function useProviders() {
  return useQuery({
    queryKey: ['account', 'providers'],
    queryFn: ({ signal }) => apiFetch<Providers>('/api/account/providers', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/account/google: a full-page navigation (not fetch), so it works on phones too. */
export function googleSignInUrl(returnUrl: string): string {
  return `/api/account/google?returnUrl=${encodeURIComponent(returnUrl)}`;
}
