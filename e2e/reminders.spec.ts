import { expect, test } from '@playwright/test';
import { card, openAgendaOn, setUpAgenda, toastWith } from './support/agenda.ts';
import { closedSidebar, saveConfig } from './support/catalog.ts';

const QUARTER = 15 * 60_000;

/** 'YYYY-MM-DD' and 'HH:MM' of an instant in Costa Rica (UTC-6 all year). */
function wallTime(instant: number): { date: string; time: string } {
  const iso = new Date(instant - 6 * 3_600_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

test.describe('reminders', () => {
  test('a reminder reaches the patient’s phone at its moment; Confirmar there confirms the appointment in the agenda', async ({
    page,
  }) => {
    // Enough time for a long reminder wait under load; the assertions below wait on what is shown.
    test.setTimeout(240_000);
    const agenda = await setUpAgenda(page);
    // Open all day on a 15-minute grid, so the test can book the next quarter hour whenever it runs.
    await saveConfig(page, agenda.org.id, { openTime: '00:00', closeTime: '23:45', increment: 15 });
    let start = Math.ceil((Date.now() + 3 * 60_000) / QUARTER) * QUARTER;
    // Late at night the appointment would run past closing: take the first quarter of the next day.
    if (wallTime(start).time >= '23:00') start += (24 * 60 - 23 * 60) * 60_000 + QUARTER;
    const at = wallTime(start);
    const appt = await agenda.book({ at: at.time, date: at.date });

    // A reminder due within the next minute and a half: the whole minutes left before the start,
    // less a margin for a slow request on a busy machine.
    const offset = Math.floor((start - Date.now() - 30_000) / 60_000);
    await saveConfig(page, agenda.org.id, { reminderFrequencies: [offset] });
    const planned = await page.request.get(`/api/appointments/${appt.id}/reminders?orgId=${agenda.org.id}`);
    expect(((await planned.json()) as { items: { offsetMin: number; status: string }[] }).items).toContainEqual(
      expect.objectContaining({ offsetMin: offset, status: 'scheduled' }),
    );

    // The patient's phone, in the simulator: the reminder arrives at its moment, with its buttons.
    await page.goto('/admin/bandeja');
    await page.getByRole('button', { name: 'Simulador', exact: true }).click();
    const simulator = page.getByRole('complementary', { name: 'Simulador' });
    await simulator.getByLabel('Teléfono del paciente').fill('+50688881111');
    const chat = simulator.getByRole('list', { name: 'Chat del paciente' });
    await expect(chat).toContainText('tu cita de Limpieza dental es hoy', { timeout: 150_000 });
    await chat.getByRole('button', { name: 'Confirmar' }).click();
    await expect(chat).toContainText('quedó confirmada. Te esperamos.');
    await expect.poll(async () => (await agenda.read(appt.id)).status).toBe('CONFIRMED');

    // The agenda shows it confirmed, and the details show the reminder as read: the tap answered it.
    await closedSidebar(page);
    await openAgendaOn(page, at.date);
    await card(page, appt.id).dblclick();
    const after = page.getByRole('dialog', { name: agenda.customers[0]!.name });
    await expect(after).toContainText('Confirmada');
    await expect(after.getByRole('list', { name: 'Recordatorios' })).toContainText('Leído');
  });

  test('a reminder booked too late is shown as skipped with the reason', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    // Booked for tomorrow with a reminder a week before: its moment has passed.
    await saveConfig(page, agenda.org.id, { reminderFrequencies: [7 * 1440, 120] });
    const appt = await agenda.book({ at: '09:00' });
    await closedSidebar(page);
    await openAgendaOn(page, agenda.day);
    await card(page, appt.id).dblclick();
    const reminders = page
      .getByRole('dialog', { name: agenda.customers[0]!.name })
      .getByRole('list', { name: 'Recordatorios' });
    await expect(reminders.getByRole('listitem').first()).toContainText('7 días antes');
    await expect(reminders.getByRole('listitem').first()).toContainText('Omitido');
    await expect(reminders).toContainText('La cita se agendó después del momento de este recordatorio');
    await expect(reminders.getByRole('listitem').nth(1)).toContainText('Programado');
  });

  test('Configuración chooses the template each reminder goes out with', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    await closedSidebar(page);
    await page.goto('/admin/config');
    const dayBefore = page.getByLabel('24 h antes', { exact: true });
    await expect(dayBefore).toHaveValue('');
    await expect(dayBefore.locator('option:checked')).toHaveText('reminder_24h (predeterminada)');
    await dayBefore.selectOption({ label: 'reminder_2h' });
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Configuración guardada', { exact: true })).toBeVisible();

    const appt = await agenda.book({ at: '09:00' });
    const res = await page.request.get(`/api/appointments/${appt.id}/reminders?orgId=${agenda.org.id}`);
    expect(((await res.json()) as { items: { templateName: string }[] }).items.map((r) => r.templateName)).toEqual([
      'reminder_2h',
      'reminder_2h',
    ]);
    await page.reload();
    await expect(page.getByLabel('24 h antes', { exact: true }).locator('option:checked')).toHaveText('reminder_2h');
  });

  test('staff stop and resume a patient’s automatic messages on their page; the list shows who opted out', async ({
    page,
  }) => {
    const agenda = await setUpAgenda(page);
    const patient = agenda.customers[0]!;
    await closedSidebar(page);
    await page.goto(`/admin/customers/${patient.id}`);
    await expect(page.getByRole('heading', { name: 'Recibe recordatorios por WhatsApp' })).toBeVisible();
    await page.getByRole('button', { name: 'Detener mensajes automáticos' }).click();
    await expect(toastWith(page, 'Mensajes automáticos detenidos')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No recibe mensajes automáticos' })).toBeVisible();

    await page.goto('/admin/customers');
    const row = page.getByRole('listitem').filter({ hasText: patient.name });
    await expect(row).toContainText('No recibe mensajes automáticos');

    // A patient's VOLVER resumes them too; here staff do it.
    await page.goto(`/admin/customers/${patient.id}`);
    await page.getByRole('button', { name: 'Reanudar mensajes automáticos' }).click();
    await expect(page.getByRole('heading', { name: 'Recibe recordatorios por WhatsApp' })).toBeVisible();
  });

  test('SALIR from the patient’s phone opts them out, with one confirmation', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const res = await page.request.post(`/api/channel/sandbox/inbound?orgId=${agenda.org.id}`, {
      data: { from: '+50688882222', text: 'SALIR' },
    });
    expect(res.status()).toBe(202);
    const history = `/api/customers/${agenda.customers[1]!.id}/history?orgId=${agenda.org.id}`;
    await expect.poll(async () => (await (await page.request.get(history)).json()).customer.optedOut).toBe(true);
    await closedSidebar(page);
    await page.goto(`/admin/customers/${agenda.customers[1]!.id}`);
    await expect(page.getByRole('heading', { name: 'No recibe mensajes automáticos' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver conversación' }).click();
    await expect(page.getByRole('list', { name: 'Mensajes' })).toContainText(
      'Listo, no te enviaremos más mensajes automáticos. Escribe VOLVER si quieres recibirlos de nuevo.',
    );
    // SALIR stops what the clinic starts, not answers (issue 31): inside the 24 hours after the
    // patient's own message staff can still write, and the composer says why reminders stopped.
    await expect(page.getByText(/pidió no recibir recordatorios ni campañas \(respondió SALIR\)/)).toContainText(
      'puede escribir VOLVER',
    );
    await page.getByRole('textbox', { name: /Escribe un mensaje a/ }).fill('Claro, te ayudamos con otra cita');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('list', { name: 'Mensajes' })).toContainText('Claro, te ayudamos con otra cita');
    await expect(page.getByRole('list', { name: 'Mensajes' }).locator('[data-status="failed"]')).toHaveCount(0);
  });
});
