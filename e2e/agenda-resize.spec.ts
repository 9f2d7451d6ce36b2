import { expect, test } from '@playwright/test';
import {
  card,
  cardName,
  dragEdge,
  holdReschedule,
  isoAt,
  openAgendaOn,
  setUpAgenda,
  toastWith,
} from './support/agenda.ts';
import { readConfig, saveConfig } from './support/catalog.ts';

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
    await expect(card(page, appt.id)).toHaveAccessibleName(cardName('09:00', '10:00'));
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

  test('past the largest allowed duration the guide and the card stop at it', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    await openAgendaOn(page, agenda.day);

    // 30 + 92 minutes: past 60, the largest of the default durations; the resize stops at 60.
    await dragEdge(page, appt.id, 'bottom', 92, false);
    await expect(page.locator('[data-agenda-guide]')).toHaveAttribute('data-state', 'ok');
    await expect(page.locator('[data-agenda-guide]')).toContainText('09:00–10:00');
    const guide = await page.locator('[data-agenda-guide]').boundingBox();
    const held = await card(page, appt.id).boundingBox();
    expect(Math.abs((held?.height ?? 0) - (guide?.height ?? -100))).toBeLessThan(4);
    await page.mouse.up();
    const dialog = page.getByRole('dialog', { name: 'Reprogramar cita' });
    await expect(dialog).toContainText('09:00–10:00');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(toastWith(page, 'Duración actualizada')).toBeVisible();
    expect((await agenda.read(appt.id)).end).toBe(isoAt(agenda.day, '10:00'));
  });

  test('a 17:00 card dragged past closing time stops at 18:00', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    await saveConfig(page, agenda.org.id, {
      ...(await readConfig(page, agenda.org.id)),
      allowedDurations: [30, 60, 120, 240],
    });
    const appt = await agenda.book({ at: '17:00' });
    await openAgendaOn(page, agenda.day);

    await card(page, appt.id).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    // 30 + 70 minutes would end at 18:40.
    await dragEdge(page, appt.id, 'bottom', 70, false);
    await expect(page.locator('[data-agenda-guide]')).toHaveAttribute('data-state', 'ok');
    await expect(page.locator('[data-agenda-guide]')).toContainText('17:00–18:00');
    await page.mouse.up();
    const dialog = page.getByRole('dialog', { name: 'Reprogramar cita' });
    await expect(dialog).toContainText('17:00–18:00');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(toastWith(page, 'Duración actualizada')).toBeVisible();
    expect((await agenda.read(appt.id)).end).toBe(isoAt(agenda.day, '18:00'));
  });

  test('growing into the next appointment or the previous one is refused at either edge', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    await agenda.book({ at: '09:00', customer: agenda.customers[1] });
    const appt = await agenda.book({ at: '09:30' });
    await agenda.book({ at: '10:00', customer: agenda.customers[1] });
    await openAgendaOn(page, agenda.day);

    // The refusal names whom it collides with, in the clinic's time.
    const other = agenda.customers[1]!.name;
    await dragEdge(page, appt.id, 'bottom', 32);
    await expect(toastWith(page, `Duración inválida / colisión: Choca con ${other}, 10:00–10:30`)).toBeVisible();
    await dragEdge(page, appt.id, 'top', -28);
    await expect(toastWith(page, `Inicio inválido / colisión: Choca con ${other}, 09:00–09:30`)).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    const saved = await agenda.read(appt.id);
    expect([saved.start, saved.end]).toEqual([appt.start, appt.end]);
  });
});
