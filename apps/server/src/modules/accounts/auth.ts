import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accounts, sessions, users, verifications } from '../../db/schema/index.ts';
import { serializeError } from '../../http/log-serializers.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { resetMail } from './reset-mail.ts';

/** Google's issuer; GOOGLE_ISSUER_URL replaces it only in tests against a local OpenID provider. */
const GOOGLE_ISSUER = 'https://accounts.google.com';

export interface AuthDeps {
  db: Db;
  secret: string;
  config: Pick<Config, 'publicUrl' | 'google'>;
  mailer: Mailer;
  /** The app's logger: the library's own would print failed queries with their parameters (session tokens). */
  log?: FastifyBaseLogger;
}

/**
 * Accounts (better-auth): email and password with scrypt hashes, Google through OpenID Connect
 * discovery, database sessions in an httpOnly SameSite=Lax cookie (Secure when PUBLIC_URL is https).
 * Rate limits are ours (http/rate-limit.ts), per address and per (address, email).
 */
export function createAuth({ db, secret, config, mailer, log }: AuthDeps) {
  const google = config.google;
  return betterAuth({
    appName: 'Recepta',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      // Errors go through the safe serializer; other arguments may hold data and are left out.
      log: (level, message, ...args) => {
        const errors = args.filter((arg) => arg instanceof Error).map((arg) => serializeError(arg));
        log?.[level === 'debug' ? 'debug' : level]({ source: 'better-auth', errors }, message);
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      // One hour; the token is deleted when used, so a link works once.
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(resetMail(user.email, link));
      },
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    plugins: google
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'google',
                name: 'Google',
                discoveryUrl: `${(google.issuerUrl ?? GOOGLE_ISSUER).replace(/\/$/, '')}/.well-known/openid-configuration`,
                clientId: google.clientId,
                clientSecret: google.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                prompt: 'select_account',
              },
            ],
          }),
        ]
      : [],
    rateLimit: { enabled: false },
    trustedOrigins: [config.publicUrl],
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
