import {
  accountApi,
  DomainError,
  loginMessages,
  registerMessages,
  resetMessages,
  safeReturnUrl,
  safeString,
  z,
} from '@recepta/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { chosenOrgOf } from '../../http/chosen-org.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { codeOfStatus } from '../../http/errors.ts';
import { forwardCookies, sendFetchResponse, toFetchHeaders } from '../../http/fetch-bridge.ts';
import { requireUser } from '../../http/org-scope.ts';
import { type AuthLimits, clearHits, hit } from '../../http/rate-limit.ts';
import { flowError } from './account-errors.ts';
import type { Auth } from './auth.ts';
import { getMe } from './get-me.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { signIn } from './sign-in.ts';
import { signUp } from './sign-up.ts';

export interface AccountDeps {
  db: Db;
  auth: Auth;
  limits: AuthLimits;
  googleEnabled: boolean;
  now: () => Date;
}

const tags = ['accounts'];

export function accountRoutes(deps: AccountDeps): FastifyPluginAsyncZod {
  const { db, auth } = deps;

  /** Counts the attempt per client address and per (address, email); over either limit, the flow's 429. */
  async function limit(request: FastifyRequest, action: string, email: string, flow: typeof loginMessages) {
    const now = deps.now();
    const byAddress = await hit(db, `${action}:ip:${request.ip}`, deps.limits.perAddress, now);
    const byPair = await hit(db, `${action}:ip-email:${request.ip}:${email}`, deps.limits.perAddressEmail, now);
    if (!byAddress || !byPair) throw flowError(flow, 'too_many_requests');
  }

  return async (app) => {
    contractRoute(
      app,
      accountApi.login,
      { config: { access: 'public' }, tags, summary: 'Sign in with email and password' },
      async (request, reply) => {
        await limit(request, 'login', request.body.email, loginMessages);
        const response = await signIn(db, auth, request.body, toFetchHeaders(request));
        // Signed in: the failures before it no longer count (only failures lock an address and email out).
        await clearHits(db, `login:ip-email:${request.ip}:${request.body.email}`);
        forwardCookies(response, reply);
        const { user } = (await response.json()) as { user: { id: string; email: string; name: string } };
        return { user: { id: user.id, email: user.email, name: user.name } };
      },
    );

    contractRoute(
      app,
      accountApi.register,
      { config: { access: 'public' }, tags, summary: 'Create an account and sign in' },
      async (request, reply) => {
        await limit(request, 'register', request.body.email, registerMessages);
        const response = await signUp(db, auth, request.body, toFetchHeaders(request));
        forwardCookies(response, reply);
        const { user } = (await response.json()) as { user: { id: string; email: string; name: string } };
        return { user: { id: user.id, email: user.email, name: user.name } };
      },
    );

    contractRoute(
      app,
      accountApi.forgotPassword,
      { config: { access: 'public' }, tags, summary: 'Mail a password reset link' },
      async (request) => {
        await limit(request, 'reset', request.body.email, resetMessages);
        await requestPasswordReset(db, auth, request.body);
        return { message: 'Se ha enviado un enlace de restablecimiento a tu correo electrónico' };
      },
    );

    contractRoute(
      app,
      accountApi.resetPassword,
      { config: { access: 'public' }, tags, summary: 'Set a new password with a mailed token' },
      async (request) => {
        await limit(request, 'reset-token', request.body.token.slice(0, 32), resetMessages);
        await resetPassword(auth, request.body);
        return { message: 'Tu contraseña se actualizó. Ya puedes iniciar sesión.' };
      },
    );

    contractRoute(
      app,
      accountApi.logout,
      { config: { access: 'public' }, tags, summary: 'Sign out (ends the session on the server)' },
      async (request, reply) => {
        if (!request.headers.cookie) return undefined;
        const response = await auth.api.signOut({ headers: toFetchHeaders(request), asResponse: true });
        forwardCookies(response, reply);
        return undefined;
      },
    );

    contractRoute(
      app,
      accountApi.providers,
      { config: { access: 'public' }, tags, summary: 'Which sign-in methods are configured' },
      async () => ({ google: deps.googleEnabled }),
    );

    app.get(
      '/account/google',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Start Google sign-in (a full-page redirect, which works on phones too)',
          querystring: z.object({ returnUrl: safeString().max(2048).optional() }),
        },
      },
      async (request, reply) => {
        if (!deps.googleEnabled) throw new DomainError('google_not_configured');
        const returnUrl = safeReturnUrl(request.query.returnUrl);
        const response = await auth.api.signInSocial({
          body: {
            provider: 'google',
            callbackURL: returnUrl,
            errorCallbackURL: `/login?error=google&returnUrl=${encodeURIComponent(returnUrl)}`,
          },
          headers: toFetchHeaders(request),
          asResponse: true,
        });
        if (!response.ok) throw flowError(loginMessages, 'internal_error');
        const { url } = (await response.json()) as { url: string };
        forwardCookies(response, reply);
        return reply.redirect(url, 302);
      },
    );

    // The identity provider sends the browser back here; the library checks state and PKCE.
    app.get(
      '/auth/callback/:providerId',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const url = new URL(request.url, `${request.protocol}://${request.host}`);
        const forwarded = new Request(url, { method: 'GET', headers: toFetchHeaders(request) });
        const response = await auth.handler(forwarded);
        // The library answers an unknown provider with an empty 404: ours is { error, message } like any other.
        if (
          response.status >= 400 &&
          response.status < 500 &&
          !response.headers.get('content-type')?.includes('json')
        ) {
          throw new DomainError(codeOfStatus(response.status));
        }
        return sendFetchResponse(response, reply);
      },
    );

    contractRoute(
      app,
      accountApi.me,
      { config: { access: 'signedIn' }, tags, summary: 'The signed-in user and their organisations' },
      async (request) => getMe(db, await requireUser(request, db, auth), chosenOrgOf(request)),
    );
  };
}
