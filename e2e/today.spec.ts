import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { registerAndSetUp } from './support/accounts.ts';
import {
  asPhone,
  closedSidebar,
  createCustomer,
  createResource,
  createService,
  saveConfig,
} from './support/catalog.ts';

const HALF_HOUR = 30 * 60_000;

function wallClock(instant: number, tz: string): { hhmm: string; minutes: number } {
  const hhmm = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(instant))
    .slice(0, 5);
  return { hhmm, minutes: Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) };
}

/**
 * The organisation's zone: Costa Rica (the default), unless it is late there, then Tokyo (15 hours
 * ahead, so early afternoon). Either way there are free half hours left today, so the test books
 * "later today" at any hour it runs. Both zones have whole-hour offsets: a half hour of UTC is a
 * half hour of the wall clock.
 */
function zoneWithRoomToday(): string {
  return wallClock(Date.now(), 'America/Costa_Rica').minutes < 21 * 60 ? 'America/Costa_Rica' : 'Asia/Tokyo';
}

interface Appt {
  id: string;
  start: string;
}

async function book(page: Page, orgId: string, body: Record<string, unknown>): Promise<Appt> {
  const res = await page.request.post(`/api/appointments?orgId=${orgId}`, {
    data: body,
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).appointment as Appt;
}

/**
 * A fresh, signed-in organisation with two pending appointments later today: María at the next
 * free half hour with Dra. Rojas, José half an hour after with Dr. Méndez (booked in the other
 * order, so the list's order is the server's, by start).
 */
async function clinicWithDay(page: Page) {
  const tz = zoneWithRoomToday();
  const { org } = await registerAndSetUp(page, { org: { tz, locationName: 'Sede Central' } });
  const [location] = (await (await page.request.get(`/api/locations?orgId=${org.id}`)).json()).items;
  // Wide opening hours: later today is always within them.
  await saveConfig(page, org.id, { openTime: '00:00', closeTime: '23:30' });
  const rojas = await createResource(page, org.id, {
    name: 'Dra. Rojas',
    locationId: location.id,
    backgroundColor: '#7c3aed',
  });
  const mendez = await createResource(page, org.id, {
    name: 'Dr. Méndez',
    locationId: location.id,
    backgroundColor: '#0ea5e9',
  });
  const service = await createService(page, org.id, { name: 'Limpieza dental', durationMin: 30 });
  const maria = await createCustomer(page, org.id, { name: 'María Fernández', phone: '+50688123456' });
  const jose = await createCustomer(page, org.id, { name: 'José Núñez', phone: '+50687234567' });

  const first = Math.ceil((Date.now() + 5 * 60_000) / HALF_HOUR) * HALF_HOUR;
  const second = first + HALF_HOUR;
  const joseAppt = await book(page, org.id, {
    serviceId: service.id,
    resourceId: mendez.id,
    customerId: jose.id,
    start: new Date(second).toISOString(),
  });
  const mariaAppt = await book(page, org.id, {
    serviceId: service.id,
    resourceId: rojas.id,
    customerId: maria.id,
    start: new Date(first).toISOString(),
  });
  return {
    org,
    tz,
    service,
    rojas,
    mendez,
    maria: { ...mariaAppt, time: wallClock(first, tz).hhmm },
    jose: { ...joseAppt, time: wallClock(second, tz).hhmm },
    first,
  };
}

const counter = (page: Page, label: string) => page.getByRole('group', { name: label }).getByRole('definition').first();
const list = (page: Page) => page.getByRole('list', { name: 'Citas de hoy' });
const row = (page: Page, customer: string) => list(page).getByRole('listitem').filter({ hasText: customer });

async function expectCounters(page: Page, values: [string, string, string, string]) {
  const labels = ['Leads hoy', 'Citas hoy', 'Confirmadas', 'No-shows ayer'];
  for (const [i, label] of labels.entries()) await expect(counter(page, label)).toHaveText(values[i]!);
}

test.describe('Today', () => {
  test("lists today's appointments with real counters, and Confirmar persists across a reload", async ({ page }) => {
    const day = await clinicWithDay(page);
    await page.goto('/admin/today');

    await expect(page.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
    // Two customers created today, two live appointments, none confirmed, no appointments yesterday.
    await expectCounters(page, ['2', '2', '0/2', '0']);
    await expect(
      page.getByText('Los recordatorios se envían automáticamente 24 h y 2 h antes de cada cita.'),
    ).toBeVisible();

    const rows = list(page).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(page.getByText('2 citas', { exact: true })).toBeVisible();
    await expect(rows.nth(0)).toContainText('María Fernández');
    await expect(rows.nth(1)).toContainText('José Núñez');
    const maria = row(page, 'María Fernández');
    for (const text of [day.maria.time, 'Limpieza dental', 'Dra. Rojas', 'Pendiente']) {
      await expect(maria).toContainText(text);
    }
    await expect(row(page, 'José Núñez')).toContainText(day.jose.time);
    await expect(row(page, 'José Núñez')).toContainText('Dr. Méndez');

    await maria.getByRole('button', { name: /^Confirmar/ }).click();
    await expect(page.getByText('Cita confirmada', { exact: true })).toBeVisible();
    await expect(maria).toContainText('Confirmada');
    await expect(maria.getByRole('button', { name: /^Confirmar/ })).toHaveCount(0);
    await expect(counter(page, 'Confirmadas')).toHaveText('1/2');

    await page.reload();
    await expect(row(page, 'María Fernández')).toContainText('Confirmada');
    await expect(row(page, 'José Núñez')).toContainText('Pendiente');
    await expect(counter(page, 'Confirmadas')).toHaveText('1/2');
    const stored = await page.request.get(`/api/appointments/${day.maria.id}?orgId=${day.org.id}`);
    expect((await stored.json()).status).toBe('CONFIRMED');
  });

  test("a refused confirmation says 'Error al confirmar' and puts the appointment back", async ({ page }) => {
    await clinicWithDay(page);
    await page.route('**/api/scheduling/confirm?**', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'appointment_closed', message: 'La cita ya no se puede modificar' }),
      }),
    );
    await page.goto('/admin/today');
    const maria = row(page, 'María Fernández');
    await maria.getByRole('button', { name: /^Confirmar/ }).click();

    await expect(page.getByText('Error al confirmar', { exact: true })).toBeVisible();
    await expect(maria).toContainText('Pendiente');
    await expect(maria.getByRole('button', { name: /^Confirmar/ })).toBeVisible();
    await expect(counter(page, 'Confirmadas')).toHaveText('0/2');
  });

  test('Reprogramar opens the appointment in the agenda', async ({ page }) => {
    const day = await clinicWithDay(page);
    await page.goto('/admin/today');
    const link = row(page, 'José Núñez').getByRole('link', { name: /^Reprogramar/ });
    await expect(link).toHaveAttribute('href', `/admin/agenda?apptId=${day.jose.id}`);
    // The agenda may clear the parameter once it has opened the appointment: catch the URL on arrival.
    const arrived = page.waitForURL(`**/admin/agenda?apptId=${day.jose.id}`, { waitUntil: 'commit' });
    await link.click();
    await arrived;
  });

  test('changes made elsewhere appear without a reload', async ({ page }) => {
    const day = await clinicWithDay(page);
    await page.goto('/admin/today');
    await expect(page.getByRole('status').filter({ hasText: 'En vivo' })).toBeVisible();
    await expectCounters(page, ['2', '2', '0/2', '0']);

    // The chat receptionist confirms José…
    const confirmed = await page.request.post(`/api/scheduling/confirm?orgId=${day.org.id}`, {
      data: { apptId: day.jose.id },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(confirmed.status()).toBe(200);
    await expect(row(page, 'José Núñez')).toContainText('Confirmada');
    await expect(counter(page, 'Confirmadas')).toHaveText('1/2');

    // … and books a new patient with Dr. Méndez at María's time.
    await book(page, day.org.id, {
      serviceId: day.service.id,
      resourceId: day.mendez.id,
      customer: { name: 'Lucía Vargas', phone: '+50686001122' },
      start: new Date(day.first).toISOString(),
    });
    await expect(row(page, 'Lucía Vargas')).toContainText(day.maria.time);
    await expect(list(page).getByRole('listitem')).toHaveCount(3);
    await expectCounters(page, ['3', '3', '1/3', '0']);

    // Configuración changes the reminders elsewhere: the note follows, written as everywhere else.
    await saveConfig(page, day.org.id, { openTime: '00:00', closeTime: '23:30', reminderFrequencies: [2880, 140] });
    await expect(
      page.getByText('Los recordatorios se envían automáticamente 2 días y 2 h 20 min antes de cada cita.'),
    ).toBeVisible();
  });

  test('a day without appointments says so', async ({ page }) => {
    await registerAndSetUp(page);
    await page.goto('/admin/today');
    await expect(page.getByText('No hay citas para hoy')).toBeVisible();
    await expectCounters(page, ['0', '0', '0/0', '0']);
    await expect(page.getByRole('link', { name: 'Ir a la agenda' })).toHaveAttribute('href', '/admin/agenda');
  });

  test('a clinic with neither professional nor service adds both from the first steps, checked as it types', async ({
    page,
  }) => {
    const { org } = await registerAndSetUp(page);
    await page.goto('/admin/today');
    const add = page.getByRole('button', { name: 'Agregar', exact: true });
    // The domain's schemas (a resource's and a service's name) say what is missing, under each field.
    await add.click();
    await expect(page.getByText('Este campo es obligatorio')).toHaveCount(2);
    await expect(page.getByLabel('¿Quién atiende?')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('¿Quién atiende?').fill('Dra. Rojas');
    await page.getByLabel('¿Qué servicio ofreces?').fill('Limpieza dental');
    await page.getByLabel('Duración').selectOption({ label: '45 min' });
    await add.click();
    await expect(page.getByText('Listo: ya puedes probar una reserva en el Simulador')).toBeVisible();
    const steps = page.getByRole('list', { name: 'Primeros pasos' });
    await expect(steps.getByRole('link', { name: /Agrega un servicio/ })).not.toContainText('pendiente');
    const { items } = await (await page.request.get(`/api/services?orgId=${org.id}`)).json();
    expect(items.map((s: { name: string; durationMin: number }) => [s.name, s.durationMin])).toEqual([
      ['Limpieza dental', 45],
    ]);
  });

  test('the day is drawn once: "Primeros pasos" is in place when the counters appear, so nothing moves under the reader', async ({
    page,
  }) => {
    await clinicWithDay(page);
    // Whether the first steps were in the page at the moment the counters were first added to it.
    await page.addInitScript(() => {
      const seen = window as unknown as { stepsWithCounters?: boolean };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[role="group"][aria-label="Citas hoy"]')) return;
        seen.stepsWithCounters = document.querySelector('ol[aria-label="Primeros pasos"]') !== null;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/admin/today');
    await expect(counter(page, 'Citas hoy')).toHaveText('2');
    expect(await page.evaluate(() => (window as unknown as { stepsWithCounters?: boolean }).stepsWithCounters)).toBe(
      true,
    );
  });

  test('counters sit in a row of four on a wide screen and two by two on a phone, with stacked cards', async ({
    page,
  }) => {
    await clinicWithDay(page);
    await page.goto('/admin/today');
    const box = async (label: string) => (await page.getByRole('group', { name: label }).boundingBox())!;
    // Measured once the screen is whole (the counters, this new clinic's first steps and the calls).
    const settled = async () => {
      await expect(counter(page, 'Citas hoy')).toHaveText('2');
      await expect(page.getByRole('list', { name: 'Primeros pasos' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Llamar' })).toBeVisible();
    };
    await settled();
    const wide = await Promise.all(['Leads hoy', 'Citas hoy', 'Confirmadas', 'No-shows ayer'].map(box));
    expect(new Set(wide.map((b) => Math.round(b.y))).size).toBe(1);

    await asPhone(page);
    await page.reload();
    await settled();
    const [leads, citas, confirmadas, noShows] = await Promise.all(
      ['Leads hoy', 'Citas hoy', 'Confirmadas', 'No-shows ayer'].map(box),
    );
    expect(Math.round(leads!.y)).toBe(Math.round(citas!.y));
    expect(Math.round(confirmadas!.y)).toBe(Math.round(noShows!.y));
    expect(confirmadas!.y).toBeGreaterThan(leads!.y + leads!.height - 1);
    expect(citas!.x).toBeGreaterThan(leads!.x);

    // Each appointment is a card: its buttons sit below the patient's name, and nothing overflows.
    const maria = row(page, 'María Fernández');
    const name = (await maria.getByText('María Fernández').boundingBox())!;
    const confirm = (await maria.getByRole('button', { name: /^Confirmar/ }).boundingBox())!;
    expect(confirm.y).toBeGreaterThan(name.y + name.height);
    expect(confirm.x + confirm.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await maria.getByRole('button', { name: /^Confirmar/ }).click();
    await expect(maria).toContainText('Confirmada');
  });

  test('"Llamar" lists the patients still unconfirmed two hours before, each with a tel: link; a confirmation takes one off', async ({
    page,
  }) => {
    // Both appointments start within the hour and are pending: a message may not move them.
    await clinicWithDay(page);
    await closedSidebar(page);
    await page.goto('/admin/today');
    const calls = page.getByRole('list', { name: 'Llamar' });
    await expect(page.getByRole('heading', { name: 'Llamar', level: 2 })).toBeVisible();
    await expect(page.getByText('2 pacientes con riesgo de no venir')).toBeVisible();
    const maria = calls.getByRole('listitem').filter({ hasText: 'María Fernández' });
    await expect(maria).toContainText('Sin confirmar a 2 h de la cita');
    const call = maria.getByRole('link', { name: /^Llamar a María Fernández, / });
    await expect(call).toHaveAttribute('href', 'tel:+50688123456');
    await expect(call).toContainText('8812 3456');
    await expect(calls.getByRole('link', { name: /^Llamar a José Núñez, / })).toHaveAttribute(
      'href',
      'tel:+50687234567',
    );
    if (process.env.SHOTS_DIR) {
      // For review (docs/product.md#no-shows): the list as a receptionist sees it, both widths, light and dark.
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.getByRole('heading', { name: 'Llamar', level: 2 }).scrollIntoViewIfNeeded();
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.screenshot({ path: `${process.env.SHOTS_DIR}/today-calls-${width}-${scheme}.png` });
        }
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 1440, height: 900 });
    }

    // Confirmed, María is no longer someone to call; José still is.
    await row(page, 'María Fernández')
      .getByRole('button', { name: /^Confirmar/ })
      .click();
    await expect(page.getByText('Cita confirmada', { exact: true })).toBeVisible();
    await expect(maria).toHaveCount(0);
    await expect(calls.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('1 paciente con riesgo de no venir')).toBeVisible();
  });
});
