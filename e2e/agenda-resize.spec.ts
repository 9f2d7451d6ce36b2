import { expect, test } from '@playwright/test';
import { card, dragEdge, holdReschedule, isoAt, openAgendaOn, setUpAgenda, toastWith } from './support/agenda.ts';

test.describe('agenda: resize', () => {
  test('the bottom edge lengthens an appointment after confirmation', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    await openAgendaOn(page, agenda.day);

    await dragEdge(page, appt.id, 'bottom', 32, false);
    await expect(page.locator('[data-agenda-guide]')).toHaveAttribute('data-state', 'ok');
    await expect(page.locator('[data-agenda-guide]')).toContainText('09:00–10:00');
    await page.mouse.up();

    const dialog = page.getByRole('dialog', { name: 'Reprogramar cita' });
    await expect(dialog).toContainText('09:00–09:30');
    await expect(dialog).toContainText('09:00–10:00');
    const release = await holdReschedule(page);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog.getByRole('button', { name: 'Actualizando...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    release();

    await expect(toastWith(page, 'Duración actualizada')).toBeVisible();
    const saved = await agenda.read(appt.id);
    expect(saved.start).toBe(isoAt(agenda.day, '09:00'));
    expect(saved.end).toBe(isoAt(agenda.day, '10:00'));
    await expect(card(page, appt.id)).toHaveAccessibleName(/^09:00–10:00/);
  });

  test('the top edge moves the start and keeps the end', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '10:00' });
    await openAgendaOn(page, agenda.day);

    await dragEdge(page, appt.id, 'top', -28);
    const dialog = page.getByRole('dialog', { name: 'Reprogramar cita' });
    await expect(dialog).toContainText('09:30–10:30');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(toastWith(page, 'Duración actualizada')).toBeVisible();
    const saved = await agenda.read(appt.id);
    expect([saved.start, saved.end]).toEqual([isoAt(agenda.day, '09:30'), isoAt(agenda.day, '10:30')]);
  });

  test('shorter than the service minimum is refused with the resize warning', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    // Blanqueamiento: 60 minutes at least.
    const appt = await agenda.book({ at: '09:00', service: agenda.services[1] });
    await openAgendaOn(page, agenda.day);

    await dragEdge(page, appt.id, 'bottom', -30, false);
    await expect(page.locator('[data-agenda-guide]')).toHaveAttribute('data-state', 'bad');
    await page.mouse.up();
    await expect(toastWith(page, 'Duración inválida / colisión')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect((await agenda.read(appt.id)).end).toBe(appt.end);
  });

  test('longer than the largest allowed duration shows an invalid guide and is refused', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    await openAgendaOn(page, agenda.day);

    // 30 + 62 minutes: past 60, the largest of the default durations.
    await dragEdge(page, appt.id, 'bottom', 62, false);
    await expect(page.locator('[data-agenda-guide]')).toHaveAttribute('data-state', 'bad');
    await expect(page.locator('[data-agenda-guide]')).toContainText('Máximo 60 min');
    await page.mouse.up();
    await expect(toastWith(page, 'Duración inválida / colisión')).toBeVisible();
    expect((await agenda.read(appt.id)).end).toBe(appt.end);
  });

  test('growing into the next appointment or the previous one is refused at either edge', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    await agenda.book({ at: '09:00', customer: agenda.customers[1] });
    const appt = await agenda.book({ at: '09:30' });
    await agenda.book({ at: '10:00', customer: agenda.customers[1] });
    await openAgendaOn(page, agenda.day);

    await dragEdge(page, appt.id, 'bottom', 32);
    await expect(toastWith(page, 'Duración inválida / colisión')).toBeVisible();
    await dragEdge(page, appt.id, 'top', -28);
    await expect(toastWith(page, 'Inicio inválido / colisión')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    const saved = await agenda.read(appt.id);
    expect([saved.start, saved.end]).toEqual([appt.start, appt.end]);
  });
});
