import { expect, type Page, test } from '@playwright/test';
import { addDays, cardName, openAgendaOn, pointAt, setUpAgenda, toastWith } from './support/agenda.ts';

/** Clicks the empty slot at `time` on `day` and answers the "Nueva cita" panel with a known patient. */
async function newSeriesPanel(
  page: Page,
  day: string,
  time: string,
  patient: string,
  serviceId: string,
  resourceId: string,
) {
  const slot = await pointAt(page, day, time);
  await page.mouse.click(slot.x, slot.y);
  const panel = page.getByRole('dialog', { name: 'Nueva cita' });
  await expect(panel).toBeVisible();
  await panel.getByRole('combobox', { name: 'Paciente' }).fill(patient.split(' ')[0]!);
  await panel.getByRole('option', { name: patient }).click();
  await panel.getByLabel('Servicio').selectOption(serviceId);
  await panel.getByLabel('Profesional').selectOption(resourceId);
  return panel;
}

test.describe('agenda: recurring series', () => {
  test('twelve weekly sessions are booked from one dialog and show week after week', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const [ana] = agenda.customers;
    await openAgendaOn(page, agenda.day);
    const panel = await newSeriesPanel(
      page,
      agenda.day,
      '10:00',
      ana!.name,
      agenda.services[0]!.id,
      agenda.resources[0]!.id,
    );

    await expect(panel.getByLabel('Número de citas')).toHaveCount(0);
    await panel.getByLabel('Repetir').selectOption('week');
    const count = panel.getByLabel('Número de citas');
    await count.fill('1');
    await count.blur();
    await expect(panel.getByText('De 2 a 52 citas')).toBeVisible();
    await count.fill('12');
    if (process.env.SHOTS_DIR) {
      // For review (docs/product.md#series): the dialog at both widths, light and dark.
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await count.scrollIntoViewIfNeeded();
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.screenshot({ path: `${process.env.SHOTS_DIR}/series-dialog-${width}-${scheme}.png` });
        }
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await expect(toastWith(page, 'Serie guardada: 12 citas')).toBeVisible();
    await expect(panel).toBeHidden();

    const name = cardName('10:00', '10:30', `${ana!.name}, Limpieza dental`);
    await expect(page.locator(`[data-day="${agenda.day}"]`).getByRole('button', { name })).toBeVisible();
    // Eleven weeks later, the twelfth session, at the same time.
    const last = addDays(agenda.day, 77);
    await openAgendaOn(page, last);
    await expect(page.locator(`[data-day="${last}"]`).getByRole('button', { name })).toBeVisible();
  });

  test('a week that collides is listed with free times that day, and nothing is booked', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const [ana, luis] = agenda.customers;
    const third = addDays(agenda.day, 14);
    await agenda.book({ at: '09:00', date: third, customer: luis });
    await openAgendaOn(page, agenda.day);
    const panel = await newSeriesPanel(
      page,
      agenda.day,
      '09:00',
      ana!.name,
      agenda.services[0]!.id,
      agenda.resources[0]!.id,
    );
    await panel.getByLabel('Repetir').selectOption('week');
    await panel.getByLabel('Número de citas').fill('4');
    await panel.getByRole('button', { name: 'Guardar' }).click();

    const alert = panel.getByRole('alert').filter({ hasText: 'No se agendó la serie' });
    await expect(alert).toContainText('una fecha choca con la agenda');
    await expect(alert).toContainText('09:00: Conflicto de horario. Libre ese día: 08:00');
    // Nothing of the series was booked: this week's 15:00 is still free.
    await panel.getByRole('button', { name: 'Cancelar' }).click();
    await expect(
      page.locator(`[data-day="${agenda.day}"]`).getByRole('button', { name: cardName('09:00', '09:30') }),
    ).toHaveCount(0);
  });
});
