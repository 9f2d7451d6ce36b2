import { expect, test } from '@playwright/test';
import {
  card,
  cardName,
  dayOfCard,
  dragBetween,
  dragCard,
  isoAt,
  openAgendaOn,
  setUpAgenda,
  toastWith,
} from './support/agenda.ts';
import { createBlock } from './support/catalog.ts';

test.describe('agenda: drag to reschedule', () => {
  test('a drop on another day and time asks first, then moves the appointment', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    await openAgendaOn(page, agenda.day);
    await expect(card(page, appt.id)).toBeVisible();

    await dragCard(page, appt.id, { day: agenda.nextDay, at: '10:00' });
    const dialog = page.getByRole('dialog', { name: 'Reprogramar cita' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('¿Confirmar el cambio de horario?');
    await expect(dialog).toContainText(agenda.customers[0]!.name);
    await expect(dialog).toContainText('09:00–09:30');
    await expect(dialog).toContainText('10:00–10:30');

    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(toastWith(page, 'Cita reprogramada')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect.poll(() => dayOfCard(page, appt.id)).toBe(agenda.nextDay);
    expect((await agenda.read(appt.id)).start).toBe(isoAt(agenda.nextDay, '10:00'));
    await expect(card(page, appt.id)).toHaveAccessibleName(cardName('10:00', '10:30'));
  });

  test('cancelling the confirmation puts the card back and changes nothing', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    await openAgendaOn(page, agenda.day);
    const before = await card(page, appt.id).boundingBox();

    await dragCard(page, appt.id, { day: agenda.day, at: '10:30' });
    const dialog = page.getByRole('dialog', { name: 'Reprogramar cita' });
    await expect(dialog).toContainText('10:30–11:00');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    await expect.poll(async () => (await card(page, appt.id).boundingBox())?.y).toBe(before?.y);
    expect(await dayOfCard(page, appt.id)).toBe(agenda.day);
    expect((await agenda.read(appt.id)).start).toBe(appt.start);
  });

  test('a drop on the same professional’s appointment is refused at once', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const moving = await agenda.book({ at: '09:00' });
    await agenda.book({ at: '10:00', customer: agenda.customers[1] });
    await openAgendaOn(page, agenda.day);

    await dragCard(page, moving.id, { day: agenda.day, at: '10:00' });
    // The spec's text, then whom it collides with, in the clinic's time.
    await expect(
      toastWith(page, `Conflicto de horario: Choca con ${agenda.customers[1]!.name}, 10:00–10:30`),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect((await agenda.read(moving.id)).start).toBe(moving.start);
  });

  test('while dragging, the guide shows whether the slot under the card is free', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const moving = await agenda.book({ at: '09:00' });
    await agenda.book({ at: '10:00', customer: agenda.customers[1] });
    await openAgendaOn(page, agenda.day);
    const guide = page.locator('[data-agenda-guide]');

    await dragCard(page, moving.id, { day: agenda.day, at: '10:00' }, false);
    await expect(guide).toHaveAttribute('data-state', 'bad');
    await expect(guide).toContainText('10:00–10:30');
    const free = await page.locator(`[data-day="${agenda.day}"]`).boundingBox();
    await page.mouse.move(free!.x + free!.width / 2, free!.y + 3 * 60 * 2 + 14, { steps: 5 });
    await expect(guide).toHaveAttribute('data-state', 'ok');
    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();
    await page.mouse.up();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a drop within 5 minutes of where it started is ignored', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    await openAgendaOn(page, agenda.day);
    const box = (await card(page, appt.id).boundingBox())!;

    // 8 px at 2 px per minute: past the 5 px drag threshold, but only 4 minutes.
    await dragBetween(page, { x: box.x + box.width / 2, y: box.y + 12 }, { x: box.x + box.width / 2, y: box.y + 20 });
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect.poll(async () => (await card(page, appt.id).boundingBox())?.y).toBe(box.y);
  });

  test('a refusal by the server puts the card back with its Spanish text', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    await openAgendaOn(page, agenda.day);
    // Made after the page read the blocks: the browser does not know it, the server does.
    await createBlock(page, agenda.org.id, {
      resourceId: agenda.resources[0]!.id,
      reason: 'Reunión',
      start: isoAt(agenda.day, '11:00'),
      end: isoAt(agenda.day, '12:00'),
    });

    await dragCard(page, appt.id, { day: agenda.day, at: '11:00' });
    await page.getByRole('dialog', { name: 'Reprogramar cita' }).getByRole('button', { name: 'Confirmar' }).click();
    // The server's answer names the block it hit (docs/api.md#conflicts).
    await expect(
      toastWith(page, 'Conflicto con bloqueo de tiempo: Choca con el bloqueo «Reunión», 11:00–12:00'),
    ).toBeVisible();
    expect((await agenda.read(appt.id)).start).toBe(appt.start);
    await expect(card(page, appt.id)).toHaveAccessibleName(cardName('09:00', '09:30'));
  });
});
