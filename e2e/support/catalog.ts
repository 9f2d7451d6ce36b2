/**
 * Catalogue rows for e2e tests, made through the API (fast, and no UI under test), for the org of
 * the account signed in on `target` (a Page shares its cookies through page.request):
 *
 *   const { org, location } = await registerAndSetUp(page);
 *   const resource = await createResource(page, org.id, { name: 'Dra. Rojas', locationId: location.id });
 *   await createBlock(page, org.id, { resourceId: resource.id, startTime: '12:00', endTime: '13:00', reason: 'Almuerzo' });
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Config } from '@recepta/domain';
import type { Block } from '../../apps/web/src/api/blocks.ts';
import type { Customer } from '../../apps/web/src/api/customers.ts';
import type { Location } from '../../apps/web/src/api/locations.ts';
import type { Resource } from '../../apps/web/src/api/resources.ts';
import type { Service } from '../../apps/web/src/api/services.ts';

// The rows as the API answers them: the web app's wire types, so the tests and the screens agree.
export type TestService = Service;
export type TestCustomer = Customer;
export type TestLocation = Location;
export type TestResource = Resource;
export type TestBlock = Block;
export type TestConfig = Config;

type Target = Page | APIRequestContext;

function apiOf(target: Target): APIRequestContext {
  return 'request' in target ? target.request : target;
}

async function post<T>(target: Target, orgId: string, path: string, data: unknown, status = 201): Promise<T> {
  const res = await apiOf(target).post(`/api/${path}?orgId=${encodeURIComponent(orgId)}`, { data });
  expect(res.status(), `POST /api/${path}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

export function createService(
  target: Target,
  orgId: string,
  input: { name: string; durationMin?: number; intervalMin?: number; description?: string },
): Promise<TestService> {
  return post(target, orgId, 'services', { durationMin: 30, ...input });
}

export function createCustomer(
  target: Target,
  orgId: string,
  input: { name: string; phone: string },
): Promise<TestCustomer> {
  return post(target, orgId, 'customers', input);
}

/** Many customers at once, a few requests at a time (the server takes them one by one anyway). */
export async function createCustomers(
  target: Target,
  orgId: string,
  inputs: readonly { name: string; phone: string }[],
): Promise<TestCustomer[]> {
  const created: TestCustomer[] = [];
  for (let i = 0; i < inputs.length; i += 10) {
    created.push(...(await Promise.all(inputs.slice(i, i + 10).map((input) => createCustomer(target, orgId, input)))));
  }
  return created;
}

export function createLocation(
  target: Target,
  orgId: string,
  input: { name: string; tz?: string },
): Promise<TestLocation> {
  return post(target, orgId, 'locations', { tz: 'America/Costa_Rica', ...input });
}

export function createResource(
  target: Target,
  orgId: string,
  input: {
    name: string;
    locationId: string;
    capacity?: number;
    active?: boolean;
    backgroundColor?: string;
    textColor?: string;
  },
): Promise<TestResource> {
  return post(target, orgId, 'resources', input);
}

/** A one-off block (start, end: ISO instants) or a daily one (startTime, endTime: 'HH:MM'). */
export function createBlock(
  target: Target,
  orgId: string,
  input: {
    resourceId: string | null;
    reason: string;
    start?: string;
    end?: string;
    startTime?: string;
    endTime?: string;
    backgroundColor?: string;
    textColor?: string;
  },
): Promise<TestBlock> {
  return post(target, orgId, 'blocks', input);
}

/** POST /api/config: answers the config as the server normalised it. */
export function saveConfig(target: Target, orgId: string, input: Partial<TestConfig>): Promise<TestConfig> {
  return post(target, orgId, 'config', input, 200);
}

export async function readConfig(target: Target, orgId: string): Promise<TestConfig> {
  const res = await apiOf(target).get(`/api/config?orgId=${encodeURIComponent(orgId)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as TestConfig;
}

// ——— The catalogue screens, as a user sees them ———

/** A phone (390 px): the sidebar starts closed, since there it covers the page. */
export async function asPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await closedSidebar(page);
}

/** The sidebar closed from the first paint (it is remembered in localStorage). */
export async function closedSidebar(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('sidebarOpen', 'false'));
}

/** The rows of a catalogue screen, a list named by the screen's title ('Servicios'). */
export function catalogList(page: Page, title: string) {
  return page.getByRole('list', { name: title, exact: true });
}

export function catalogRow(page: Page, title: string, text: string) {
  return catalogList(page, title).getByRole('listitem').filter({ hasText: text });
}

/**
 * On phones (docs/product.md#catalogue-screens) Editar is hidden and 'Toca la fila que quieres editar' says to tap the row,
 * which opens its form; on a wide screen it is the other way round.
 */
export async function expectPhoneHint(
  page: Page,
  options: { path: string; title: string; row: string; editTitle: string },
): Promise<void> {
  const hint = page.getByText('Toca la fila que quieres editar');
  const edit = page.getByRole('button', { name: `Editar ${options.row}`, exact: true });
  const remove = page.getByRole('button', { name: `Eliminar ${options.row}`, exact: true });
  await closedSidebar(page);
  await page.goto(options.path);
  await expect(edit).toBeVisible();
  await expect(hint).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(hint).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(remove).toBeVisible();
  await openRow(page, options);
}

/**
 * Deleting (docs/product.md#catalogue-screens): Eliminar asks 'Confirmar eliminación' / 'Esta acción no se puede deshacer.';
 * Cancelar keeps the row, Eliminar removes it with the entity's toast.
 */
export async function deleteThroughDialog(
  page: Page,
  options: { title: string; row: string; toast: string },
): Promise<void> {
  const row = catalogRow(page, options.title, options.row);
  const dialog = page.getByRole('dialog', { name: 'Confirmar eliminación' });
  await page.getByRole('button', { name: `Eliminar ${options.row}`, exact: true }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Esta acción no se puede deshacer.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: `Eliminar ${options.row}`, exact: true }).click();
  await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByText(options.toast, { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
}

/** The red border docs/product.md#catalogue-screens asks of an invalid field (Tailwind's red-500 light, red-400 dark). */
export async function expectRedBorder(field: Locator): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveCSS('border-top-color', /rgb\(239, 68, 68\)|oklch\(0\.637 0\.237 25\.331\)/);
}

/**
 * Presses Guardar while the form is invalid: the button is disabled (docs/product.md#catalogue-screens),
 * yet a press on it still counts as a save attempt that marks every invalid field.
 */
export async function pressDisabledSave(form: Locator): Promise<void> {
  const save = form.getByRole('button', { name: 'Guardar' });
  await expect(save).toBeDisabled();
  await save.click({ force: true });
}

/** Guardar on an inline form, and the toast that says it worked. */
export async function saveForm(page: Page, form: Locator, toast: string): Promise<void> {
  await form.getByRole('button', { name: 'Guardar' }).click();
  // The toast of a save just before may still be on screen (they last 3 s): the newest is last.
  await expect(page.getByText(toast, { exact: true }).last()).toBeVisible();
  await expect(form).toBeHidden();
}

/** Clicks a row (its name, as a user does) and answers its edit form. */
export async function openRow(page: Page, options: { title: string; row: string; editTitle: string }) {
  await catalogRow(page, options.title, options.row).getByText(options.row, { exact: true }).click();
  const form = page.getByRole('form', { name: options.editTitle });
  await expect(form).toBeVisible();
  return form;
}

/** Opens a catalogue screen and its 'Agregar …' form; answers the form. */
export async function openAddForm(page: Page, options: { path: string; add: string; form: string }) {
  await page.goto(options.path);
  await page.getByRole('button', { name: options.add }).first().click();
  const form = page.getByRole('form', { name: options.form });
  await expect(form).toBeVisible();
  return form;
}
