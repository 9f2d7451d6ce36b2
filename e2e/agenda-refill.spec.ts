import { expect, type Page, test } from '@playwright/test';
import { cardName, openAgendaOn, setUpAgenda } from './support/agenda.ts';
import { closedSidebar, createCustomer } from './support/catalog.ts';

/** Screenshots for review (docs/product.md#waitlist) when SHOTS_DIR is set; the checks run either way. */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('refill: a cancelled slot is offered to the waitlist', () => {
  test('a cancellation is offered by WhatsApp, shown on the agenda, and booked by the patient’s tap in the simulator', async ({
    page,
  }) => {
    const agenda = await setUpAgenda(page);
    await closedSidebar(page);
    const orgId = agenda.org.id;
    const marta = await createCustomer(page, orgId, { name: 'Marta Jiménez', phone: '70505050' });
    const joined = await page.request.post(`/api/waitlist?orgId=${orgId}`, {
      data: { customerId: marta.id, serviceId: agenda.services[0]!.id, until: '2099-12-31' },
    });
    expect(joined.status(), await joined.text()).toBe(201);
    const appt = await agenda.book({ at: '10:00' });
    const cancelled = await page.request.post(`/api/scheduling/cancel?orgId=${orgId}`, { data: { apptId: appt.id } });
    expect(cancelled.status()).toBe(200);

    await page.setViewportSize({ width: 1440, height: 900 });
    await openAgendaOn(page, agenda.day);
    const mark = page.locator(`[data-day="${agenda.day}"] [data-freed-slot]`);
    await expect(mark).toContainText('Ofrecido a 1 · esperando');
    await expect(mark.getByRole('button', { name: 'Detener' })).toBeVisible();
    await shots(page, 'agenda-offer');
    if (process.env.SHOTS_DIR) {
      await page.setViewportSize({ width: 390, height: 844 });
      const weekday = (new Date(`${agenda.day}T12:00:00Z`).getUTCDay() + 6) % 7;
      await page.getByRole('tablist', { name: 'Días de la semana' }).getByRole('tab').nth(weekday).click();
      await expect(page.getByRole('list', { name: 'Horarios liberados' })).toContainText('Ofrecido a 1 · esperando');
      await shots(page, 'agenda-offer');
      await page.setViewportSize({ width: 1440, height: 900 });
    }

    // Marta's phone, in the simulator: the offer with its buttons; she taps "La quiero".
    await page.goto('/admin/bandeja');
    await page.getByRole('button', { name: 'Simulador', exact: true }).click();
    const simulator = page.getByRole('complementary', { name: 'Simulador' });
    await simulator.getByLabel('Teléfono del paciente').fill('+50670505050');
    const chat = simulator.getByRole('list', { name: 'Chat del paciente' });
    await expect(chat).toContainText('se liberó un horario de Limpieza dental');
    await simulator.getByRole('button', { name: 'La quiero' }).click();
    await expect(chat).toContainText('¡Listo! Te agendamos');

    // The agenda shows Marta at 10:00, and the slot is no longer on offer.
    await openAgendaOn(page, agenda.day);
    const name = cardName('10:00', '10:30', `${marta.name}, Limpieza dental`);
    await expect(page.locator(`[data-day="${agenda.day}"]`).getByRole('button', { name })).toBeVisible();
    await expect(mark).toHaveCount(0);
    const offers = await page.request.get(`/api/appointments/${appt.id}/offers?orgId=${orgId}`);
    expect((await offers.json()).items).toMatchObject([{ customerId: marta.id, status: 'taken' }]);
  });
});
