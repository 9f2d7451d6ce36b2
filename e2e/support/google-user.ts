/**
 * The account the local OpenID provider (oidc-provider.ts) signs in as, standing in for a Google
 * user. Tests read it from here; the provider process imports it too, so both agree.
 */
export const googleUser = {
  sub: 'google-e2e-user-0001',
  email: 'google.user@example.com',
  email_verified: true,
  name: 'Usuaria Google',
} as const;

/** The client credentials the app server is started with (playwright.config.ts). */
export const googleClient = { id: 'recepta-e2e', secret: 'recepta-e2e-secret' } as const;
