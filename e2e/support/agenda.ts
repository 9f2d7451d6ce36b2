/**
 * Agenda fixtures for e2e tests: an organisation with professionals, services and customers made
 * through the API, appointments booked through POST /api/appointments, and the page helpers that
 * drive the grid (find a card, drag it, read where it sits).
 *
 *   const agenda = await setUpAgenda(page);                  // signed in, San José, 08:00–18:00
 *   const appt = await agenda.book({ at: '09:00' });          // on agenda.day, with the first resource
 *   await openAgendaOn(page, agenda.day);
 *   await dragCard(page, appt.id, { day: agenda.nextDay, at: '10:00' });
 */
import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { registerAndSetUp, type TestAccount, type TestLocation, type TestOrg } from './accounts.ts';
import {
  createCustomer,
  createResource,
  createService,
  type TestCustomer,
  type TestResource,
  type TestService,
} from './catalog.ts';

export const ZONE = 'America/Costa_Rica';
/** Costa Rica keeps -06:00 all year. */
const OFFSET = '-06:00';

export interface WireAppointment {
  id: string;
  start: string;
  end: string;
  status: string;
  note: string;
  service: { id: string; name: string; durationMin: number };
  resource: { id: string; name: string };
  customer: { id: string; name: string; phone: string } | null;
}

/** 'YYYY-MM-DD' of `instant` in Costa Rica. */
function dateInZone(instant: number): string {
  return new Date(instant - 6 * 3_600_000).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday. */
export function weekday(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * A weekday in the future with another weekday after it in the same week: tomorrow, unless
 * tomorrow is Saturday or Sunday (or the suite runs late on a Sunday), then next week's Tuesday.
 */
export function futureWorkday(now = Date.now()): string {
  const tomorrow = addDays(dateInZone(now), 1);
  if (weekday(tomorrow) <= 4) return tomorrow;
  return addDays(tomorrow, 8 - weekday(tomorrow));
}

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  return addDays(date, -weekday(date));
}

/** Today in Costa Rica. */
export function todayInZone(): string {
  return dateInZone(Date.now());
}

export function isoAt(date: string, time: string): string {
  return `${date}T${time}:00${OFFSET}`;
}

export interface AgendaSetUp {
  account: TestAccount;
  org: TestOrg;
  location: TestLocation;
  resources: TestResource[];
  services: TestService[];
  customers: TestCustomer[];
  /** The day the tests book on (a future weekday) and the one after it, in the same week. */
  day: string;
  nextDay: string;
  book(input: {
    at: string;
    date?: string;
    resource?: TestResource;
    service?: TestService;
    customer?: TestCustomer;
    durationMin?: number;
  }): Promise<WireAppointment>;
  read(id: string): Promise<WireAppointment>;
}

/** A fresh organisation with two professionals, two services (30 and 60 min) and two customers. */
export async function setUpAgenda(page: Page): Promise<AgendaSetUp> {
  const { account, org, location } = await registerAndSetUp(page);
  const tag = randomUUID().slice(0, 4);
  // The six rows do not depend on one another: asked for together, they cost one round trip of
  // waiting instead of six (the array order, not the order of creation, is what tests rely on).
  const [resources, services, customers] = await Promise.all([
    Promise.all([
      createResource(page, org.id, {
        name: `Dra. Rojas ${tag}`,
        locationId: location.id,
        backgroundColor: '#0d9488',
        textColor: '#ffffff',
      }),
      createResource(page, org.id, {
        name: `Dr. Mora ${tag}`,
        locationId: location.id,
        backgroundColor: '#2563eb',
        textColor: '#ffffff',
      }),
    ]),
    Promise.all([
      createService(page, org.id, { name: 'Limpieza dental', durationMin: 30 }),
      createService(page, org.id, { name: 'Blanqueamiento', durationMin: 60 }),
    ]),
    Promise.all([
      createCustomer(page, org.id, { name: `Ana Vargas ${tag}`, phone: '88881111' }),
      createCustomer(page, org.id, { name: `Luis Solís ${tag}`, phone: '88882222' }),
    ]),
  ]);
  const day = futureWorkday();
  const read = async (id: string) => {
    const res = await page.request.get(`/api/appointments/${id}?orgId=${org.id}`);
    expect(res.status()).toBe(200);
    return (await res.json()) as WireAppointment;
  };
  return {
    account,
    org,
    location,
    resources,
    services,
    customers,
    day,
    nextDay: addDays(day, 1),
    read,
    book: async (input) => {
      const res = await page.request.post(`/api/appointments?orgId=${org.id}`, {
        data: {
          serviceId: (input.service ?? services[0]!).id,
          resourceId: (input.resource ?? resources[0]!).id,
          customerId: (input.customer ?? customers[0]!).id,
          start: isoAt(input.date ?? day, input.at),
          ...(input.durationMin ? { durationMin: input.durationMin } : {}),
        },
      });
      expect(res.status(), `book: ${await res.text()}`).toBe(201);
      return ((await res.json()) as { appointment: WireAppointment }).appointment;
    },
  };
}

/**
 * Loads /admin/agenda and waits until the app runs it: the page arrives drawn by the server, and
 * its controls answer only once the app has hydrated it (docs/architecture.md#the-server-draws-the-agenda);
 * the live stream's "En vivo" comes after that.
 */
export async function gotoAgenda(page: Page): Promise<void> {
  await page.goto('/admin/agenda');
  await expect(page.getByText('En vivo')).toBeVisible();
}

/** Opens the agenda on the week of `date` (through its date picker) with the grid scrolled to the top. */
export async function openAgendaOn(page: Page, date: string): Promise<void> {
  await gotoAgenda(page);
  await page.getByLabel('Ir a la fecha').fill(date);
  await expect(page.getByText('En vivo')).toBeVisible();
  await expect(page.locator(`[data-day="${date}"]`)).toBeVisible();
  await scrollGridTo(page, 0);
}

export async function scrollGridTo(page: Page, top: number): Promise<void> {
  await page.locator('[data-agenda-scroller]').evaluate((el, y) => {
    el.scrollTop = y;
  }, top);
}

/** A toast (sonner) with this text. */
export function toastWith(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/**
 * The name of a card of the week's grid with its lines (apps/web/src/admin/agenda/model/appointment-text.ts,
 * cardTextLabel): it starts with what the card shows, so its time range reads '09:00–09:30, …' where the
 * card shows the range and '09:00, …, hasta 09:30, …' where it shows the start only. `then` is what
 * follows the time in both (the customer, service and professional).
 */
export function cardName(start: string, end: string, then = ''): RegExp {
  const rest = then.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${start}(?:–${end}, ${rest}|, ${rest}.*\\bhasta ${end}\\b)`);
}

export function card(page: Page, id: string): Locator {
  return page.locator(`[data-appt-id="${id}"]`);
}

/** The day column a card sits in ('YYYY-MM-DD'). */
export function dayOfCard(page: Page, id: string): Promise<string | null> {
  return card(page, id).evaluate((el) => el.closest('[data-day]')?.getAttribute('data-day') ?? null);
}

/** Minutes after midnight of a 'HH:MM'. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The screen point of a time in a day column (default grid: from 08:00, 2 px per minute), a little inside the slot. */
export async function pointAt(page: Page, date: string, time: string, rangeStart = '08:00', pxPerMinute = 2) {
  const box = await page.locator(`[data-day="${date}"]`).boundingBox();
  if (!box) throw new Error(`no column for ${date}`);
  return { x: box.x + box.width / 2, y: box.y + (minutesOf(time) - minutesOf(rangeStart)) * pxPerMinute + 3 };
}

/** Presses on a point, moves there in steps (each a pointermove), and optionally releases. */
export async function dragBetween(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  release = true,
): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 8, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  if (release) await page.mouse.up();
}

/** Drags a card by its top-left corner area so that its start lands on `at` of `day`. */
export async function dragCard(page: Page, id: string, target: { day: string; at: string }, release = true) {
  const box = await card(page, id).boundingBox();
  if (!box) throw new Error(`no card ${id}`);
  const grab = { x: box.x + box.width / 2, y: box.y + 12 };
  const slot = await pointAt(page, target.day, target.at);
  // 2 px (one minute) into the slot: snapping floors, so the exact line could read as the minute before.
  await dragBetween(page, grab, { x: slot.x, y: slot.y - 3 + 12 + 2 }, release);
}

/** Drags a card's top or bottom edge by `minutes` (2 px per minute). */
export async function dragEdge(page: Page, id: string, edge: 'top' | 'bottom', minutes: number, release = true) {
  const box = await card(page, id).boundingBox();
  if (!box) throw new Error(`no card ${id}`);
  const y = edge === 'top' ? box.y + 2 : box.y + box.height - 2;
  const from = { x: box.x + box.width / 2, y };
  await dragBetween(page, from, { x: from.x, y: y + minutes * 2 }, release);
}

/** Holds the reschedule calls until the returned function is called, to see the saving state. */
export async function holdReschedule(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/scheduling/reschedule**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the week's reads (GET /api/agenda) until the returned function is called: the grid draws without them first. */
export async function holdWeekReads(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === '/api/agenda',
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/**
 * Opens the agenda by a navigation inside the panel (from Hoy, by the sidebar), where the browser
 * reads the week itself: a page load of /admin/agenda brings the week already drawn by the server
 * (docs/architecture.md#the-server-draws-the-agenda), so there is no read to hold.
 */
export async function openAgendaInApp(page: Page): Promise<void> {
  await page.goto('/admin/today');
  const open = page.getByRole('button', { name: 'Abrir menú' });
  if (await open.isVisible()) await open.click();
  await page.getByRole('complementary', { name: 'Menú principal' }).getByRole('link', { name: 'Agenda' }).click();
  await expect(page).toHaveURL(/\/admin\/agenda$/);
}
