/**
 * Accounts for e2e tests, made through the API (fast, and no UI under test). Given a Page, the
 * calls go through `page.request`, which shares the page's cookies: the page is then signed in.
 * Given an APIRequestContext (e.g. the `request` fixture), the page stays signed out.
 *
 *   const { account, org } = await registerAndSetUp(page);   // signed in, with an organisation
 *   await page.goto('/admin/agenda');
 */
import { randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface TestAccount {
  email: string;
  password: string;
}

export interface TestOrg {
  id: string;
  name: string;
}

export interface TestLocation {
  id: string;
  name: string;
  tz: string;
}

export const DEFAULT_PASSWORD = 'clave-segura-123';

function apiOf(target: Page | APIRequestContext): APIRequestContext {
  return 'request' in target ? target.request : target;
}

/**
 * The server limits sign-ups and sign-ins per client address (100 per 10 minutes) and, behind a
 * proxy, reads that address from X-Forwarded-For. Every test is a separate client, so each helper
 * call says so; otherwise a long suite would trip the limit meant for one abusive client.
 */
function asSeparateClient(): Record<string, string> {
  return { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
}

/** An address no other test (or earlier run) uses. */
export function uniqueEmail(label = 'e2e'): string {
  return `${label}.${Date.now().toString(36)}.${randomUUID().slice(0, 8)}@example.com`;
}

/** Creates an account (no organisation) and signs it in on `target`. */
export async function registerAccount(
  target: Page | APIRequestContext,
  account: Partial<TestAccount> = {},
): Promise<TestAccount> {
  const created = { email: account.email ?? uniqueEmail(), password: account.password ?? DEFAULT_PASSWORD };
  const res = await apiOf(target).post('/api/account/register', { data: created, headers: asSeparateClient() });
  expect(res.status(), `register ${created.email}: ${await res.text()}`).toBe(201);
  return created;
}

/** Signs an existing account in on `target`. */
export async function signIn(target: Page | APIRequestContext, account: TestAccount): Promise<void> {
  const res = await apiOf(target).post('/api/account/login', { data: account, headers: asSeparateClient() });
  expect(res.status(), `login ${account.email}: ${await res.text()}`).toBe(200);
}

/** Sets up the signed-in account's organisation, as the setup screen does. */
export async function initOrg(
  target: Page | APIRequestContext,
  input: { name?: string; locationName?: string; tz?: string } = {},
): Promise<{ org: TestOrg; location: TestLocation }> {
  const body = {
    name: input.name ?? `Clínica e2e ${randomUUID().slice(0, 6)}`,
    locationName: input.locationName ?? 'San José',
    tz: input.tz ?? 'America/Costa_Rica',
  };
  const res = await apiOf(target).post('/api/catalog/initOrg', { data: body });
  expect(res.status(), `initOrg: ${await res.text()}`).toBe(201);
  return (await res.json()) as { org: TestOrg; location: TestLocation };
}

/**
 * A fresh account with its organisation and first location, signed in on `target`: what every
 * admin screen test needs before `page.goto('/admin/...')`.
 */
export async function registerAndSetUp(
  target: Page | APIRequestContext,
  options: { account?: Partial<TestAccount>; org?: { name?: string; locationName?: string; tz?: string } } = {},
): Promise<{ account: TestAccount; org: TestOrg; location: TestLocation }> {
  const account = await registerAccount(target, options.account);
  const { org, location } = await initOrg(target, options.org);
  return { account, org, location };
}
