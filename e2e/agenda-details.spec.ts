import { expect, test } from '@playwright/test';
import { card, cardName, openAgendaOn, setUpAgenda, toastWith } from './support/agenda.ts';

test.describe('agenda: details, keyboard and links', () => {
  test('a double click shows the details; Cancelar cita asks, cancels and frees the slot', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    await openAgendaOn(page, agenda.day);

    await card(page, appt.id).dblclick();
    const details = page.getByRole('dialog', { name: agenda.customers[0]!.name });
    // The phone as people of the clinic's country write it.
    await expect(details).toContainText('8888 1111');
    await expect(details.getByRole('link', { name: agenda.customers[0]!.name })).toHaveAttribute(
      'href',
      `/admin/customers/${agenda.customers[0]!.id}`,
    );
    await expect(details).toContainText('Limpieza dental');
    await expect(details).toContainText(agenda.resources[0]!.name);
    await expect(details).toContainText('09:00–09:30');
    await expect(details).toContainText('Pendiente');
    // It has not started yet: nobody can have missed it.
    await expect(details.getByRole('button', { name: 'Marcar no-show' })).toBeDisabled();

    await details.getByRole('button', { name: 'Cancelar cita' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Cancelar esta cita?' });
    await confirm.getByRole('button', { name: 'Cancelar cita' }).click();
    await expect(toastWith(page, 'Cita cancelada')).toBeVisible();
    await expect(card(page, appt.id)).toHaveCount(0);
    expect((await agenda.read(appt.id)).status).toBe('cancelled');
  });

  test('Confirmar in the details confirms a pending appointment', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    await openAgendaOn(page, agenda.day);
    await card(page, appt.id).dblclick();
    const details = page.getByRole('dialog', { name: agenda.customers[0]!.name });
    await details.getByRole('button', { name: 'Confirmar' }).click();
    await expect(toastWith(page, 'Cita confirmada')).toBeVisible();
    await expect(details).toBeHidden();
    await expect.poll(async () => (await agenda.read(appt.id)).status).toBe('CONFIRMED');
    // Confirmed: nothing left to confirm.
    await card(page, appt.id).dblclick();
    await expect(page.getByRole('dialog', { name: agenda.customers[0]!.name })).toContainText('Confirmada');
    await expect(page.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
  });

  test('the legend hides a professional’s appointments; Mostrar canceladas draws the cancelled, struck through', async ({
    page,
  }) => {
    const agenda = await setUpAgenda(page);
    const ana = await agenda.book({ at: '09:00' });
    const other = await agenda.book({ at: '10:00', resource: agenda.resources[1] });
    const gone = await agenda.book({ at: '11:00' });
    const cancel = await page.request.post(`/api/scheduling/cancel?orgId=${agenda.org.id}`, {
      data: { apptId: gone.id },
    });
    expect(cancel.status()).toBe(200);
    await openAgendaOn(page, agenda.day);
    await expect(card(page, other.id)).toBeVisible();
    await expect(card(page, gone.id)).toHaveCount(0);

    const legend = page.getByRole('list', { name: 'Profesionales' });
    const second = legend.getByRole('button', { name: agenda.resources[1]!.name });
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'false');
    await expect(card(page, other.id)).toHaveCount(0);
    await expect(card(page, ana.id)).toBeVisible();

    await page.getByText('Mostrar canceladas').click();
    await expect(page.getByLabel('Mostrar canceladas')).toBeChecked();
    await expect(card(page, gone.id)).toContainText('Cancelada');
    await expect(card(page, gone.id)).toHaveAttribute('data-status', 'cancelled');
    // Both choices are kept in this browser.
    await page.reload();
    await expect(card(page, gone.id)).toBeVisible();
    await expect(card(page, other.id)).toHaveCount(0);
    // The reloaded page comes drawn by the server: its controls answer once the app runs it.
    await expect(page.getByText('En vivo')).toBeVisible();
    await legend.getByRole('button', { name: agenda.resources[1]!.name }).click();
    await expect(card(page, other.id)).toBeVisible();
  });

  test('cards are reached by the arrows in day and time order; Enter shows details and E edits', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const later = await agenda.book({ at: '10:00' });
    const nextDay = await agenda.book({ at: '08:00', date: agenda.nextDay });
    const first = await agenda.book({ at: '09:00', resource: agenda.resources[1] });
    await openAgendaOn(page, agenda.day);

    await card(page, first.id).focus();
    await expect(page.locator(':focus')).toHaveAccessibleName(cardName('09:00', '09:30'));
    // The grid is one Tab stop walked with the arrows (issue 11): down over the free 09:30 to
    // 10:00, then right to 10:00 of the next day (free) and up its free half hours to 08:00.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(card(page, later.id)).toBeFocused();
    for (const key of ['ArrowRight', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
    await expect(card(page, nextDay.id)).toBeFocused();

    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: agenda.customers[0]!.name });
    await expect(details).toContainText('08:00–08:30');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(card(page, nextDay.id)).toBeFocused();

    await page.keyboard.press('e');
    const panel = page.getByRole('dialog', { name: 'Editar cita' });
    await expect(panel.getByLabel('Fecha', { exact: true })).toHaveValue(agenda.nextDay);
    await panel.getByLabel('Hora').selectOption({ label: '12:00' });
    await panel.getByRole('button', { name: 'Guardar' }).press('Enter');
    await expect(toastWith(page, 'Cita guardada')).toBeVisible();
    expect((await agenda.read(nextDay.id)).start).toBe(`${agenda.nextDay}T12:00:00-06:00`);
  });

  test('?apptId= opens that appointment on its week, then leaves the address', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    // Another week is shown first (and remembered), far from the appointment's.
    await openAgendaOn(page, '2027-06-16');
    await expect(page.getByRole('heading', { name: 'Agenda semanal - 14–20 jun 2027' })).toBeVisible();

    await page.goto(`/admin/agenda?apptId=${appt.id}`);
    const panel = page.getByRole('dialog', { name: 'Editar cita' });
    await expect(panel.getByLabel('Fecha', { exact: true })).toHaveValue(agenda.day);
    await expect(page).toHaveURL(/\/admin\/agenda$/);
    await page.keyboard.press('Escape');
    await expect(card(page, appt.id)).toBeVisible();
  });
});
