import { expect, type Page, test } from '@playwright/test';
import {
  card,
  cardName,
  dragBetween,
  holdReschedule,
  isoAt,
  openAgendaOn,
  pointAt,
  setUpAgenda,
  toastWith,
  type WireAppointment,
} from './support/agenda.ts';
import { createBlock } from './support/catalog.ts';

async function openEditor(page: Page, appt: WireAppointment) {
  await card(page, appt.id).hover();
  await page.getByRole('button', { name: `Editar cita de ${appt.customer?.name}` }).click();
  const panel = page.getByRole('dialog', { name: 'Editar cita' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('agenda: edit panel', () => {
  test('the pencil opens the panel; Guardar changes time, length, professional and notes', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    await openAgendaOn(page, agenda.day);
    const panel = await openEditor(page, appt);
    await expect(panel.getByLabel('Fecha', { exact: true })).toHaveValue(agenda.day);
    await expect(panel.getByLabel('Hora')).toHaveValue(String(9 * 60));

    await panel.getByLabel('Hora').selectOption({ label: '11:00' });
    await panel.getByLabel('Duración').selectOption({ label: '45 min' });
    await panel.getByLabel('Profesional').selectOption(agenda.resources[1]!.id);
    await panel.getByLabel('Notas').fill('Trae sus radiografías');
    const release = await holdReschedule(page);
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await expect(panel.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
    release();

    await expect(toastWith(page, 'Cita guardada')).toBeVisible();
    await expect(panel).toBeHidden();
    const saved = await agenda.read(appt.id);
    expect(saved.start).toBe(isoAt(agenda.day, '11:00'));
    expect(saved.end).toBe(isoAt(agenda.day, '11:45'));
    expect(saved.resource.id).toBe(agenda.resources[1]!.id);
    expect(saved.note).toBe('Trae sus radiografías');
    await expect(card(page, appt.id)).toHaveAccessibleName(cardName('11:00', '11:45'));
  });

  test('a collision and a past date are caught before saving, each with its text', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    await agenda.book({ at: '10:00', customer: agenda.customers[1] });
    await openAgendaOn(page, agenda.day);
    const panel = await openEditor(page, appt);
    const problem = panel.getByRole('alert');

    await panel.getByLabel('Hora').selectOption({ label: '10:00' });
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await expect(problem).toHaveText('Duración inválida/colisión o menor al mínimo del servicio');

    await panel.getByLabel('Hora').selectOption({ label: '09:00' });
    await panel.getByLabel('Fecha', { exact: true }).fill('2024-03-05');
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await expect(problem).toHaveText('No se puede reprogramar a una fecha en el pasado');
    expect((await agenda.read(appt.id)).start).toBe(appt.start);
  });

  test('an inactive professional cannot be saved', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    const resource = agenda.resources[0]!;
    const res = await page.request.put(`/api/resources/${resource.id}?orgId=${agenda.org.id}`, {
      data: {
        name: resource.name,
        locationId: resource.locationId,
        capacity: 1,
        active: false,
        backgroundColor: resource.backgroundColor,
        textColor: resource.textColor,
      },
    });
    expect(res.status()).toBe(200);
    await openAgendaOn(page, agenda.day);
    const panel = await openEditor(page, appt);
    await expect(panel.getByRole('option', { name: `${resource.name} (inactivo)` })).toBeDisabled();

    await panel.getByLabel('Notas').fill('Cambio de nota');
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await expect(panel.getByRole('alert')).toHaveText('El recurso seleccionado se encuentra inactivo');
    expect((await agenda.read(appt.id)).note).toBe('');
  });

  test('a refusal by the server shows its text', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    await openAgendaOn(page, agenda.day);
    await createBlock(page, agenda.org.id, {
      resourceId: null,
      reason: 'Fumigación',
      start: isoAt(agenda.day, '14:00'),
      end: isoAt(agenda.day, '15:00'),
    });
    const panel = await openEditor(page, appt);
    await panel.getByLabel('Hora').selectOption({ label: '14:00' });
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Conflicto con bloqueo de tiempo');
    await expect(panel).toBeVisible();
  });

  test('a click on an empty slot creates an appointment there', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    await openAgendaOn(page, agenda.day);
    const slot = await pointAt(page, agenda.day, '11:00');
    await page.mouse.click(slot.x, slot.y);

    const panel = page.getByRole('dialog', { name: 'Nueva cita' });
    await expect(panel.getByLabel('Fecha', { exact: true })).toHaveValue(agenda.day);
    await expect(panel.getByLabel('Hora')).toHaveValue(String(11 * 60));
    // Nothing is chosen for the receptionist: patient, service and professional (two are shown).
    await expect(panel.getByLabel('Servicio')).toHaveValue('');
    await expect(panel.getByLabel('Profesional')).toHaveValue('');
    await expect(panel.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    const customer = agenda.customers[1]!;
    await panel.getByRole('combobox', { name: 'Paciente' }).fill(customer.name.split(' ')[0]!);
    await panel.getByRole('option', { name: customer.name }).click();
    await panel.getByLabel('Servicio').selectOption(agenda.services[0]!.id);
    await panel.getByLabel('Profesional').selectOption(agenda.resources[0]!.id);
    await panel.getByRole('button', { name: 'Guardar' }).click();

    await expect(toastWith(page, 'Cita guardada')).toBeVisible();
    const column = page.locator(`[data-day="${agenda.day}"]`);
    await expect(column.getByRole('button', { name: cardName('11:00', '11:30', customer.name) })).toBeVisible();
  });

  test('dragging across empty slots prefills the length; a service longer than it is refused', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    await openAgendaOn(page, agenda.day);
    const from = await pointAt(page, agenda.day, '09:00');
    const to = await pointAt(page, agenda.day, '09:45');
    await dragBetween(page, from, to);

    const panel = page.getByRole('dialog', { name: 'Nueva cita' });
    await expect(panel.getByLabel('Hora')).toHaveValue(String(9 * 60));
    await expect(panel.getByLabel('Duración')).toHaveValue('60');
    await panel.getByRole('combobox', { name: 'Paciente' }).fill(agenda.customers[0]!.name);
    await panel.getByRole('option', { name: agenda.customers[0]!.name }).click();
    await panel.getByLabel('Profesional').selectOption(agenda.resources[0]!.id);
    await panel.getByLabel('Servicio').selectOption(agenda.services[0]!.id);
    await panel.getByLabel('Duración').selectOption({ label: '30 min' });
    await panel.getByLabel('Servicio').selectOption(agenda.services[1]!.id);
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Duración inválida/colisión o menor al mínimo del servicio');

    await panel.getByLabel('Duración').selectOption({ label: '1 h' });
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await expect(toastWith(page, 'Cita guardada')).toBeVisible();
    const list = await page.request.get(
      `/api/agenda?orgId=${agenda.org.id}&start=${encodeURIComponent(isoAt(agenda.day, '00:00'))}&end=${encodeURIComponent(isoAt(agenda.nextDay, '00:00'))}`,
    );
    const items = ((await list.json()) as { items: WireAppointment[] }).items;
    expect(items.map((a) => [a.start, a.end, a.service.name])).toEqual([
      [isoAt(agenda.day, '09:00'), isoAt(agenda.day, '10:00'), 'Blanqueamiento'],
    ]);
  });
});
