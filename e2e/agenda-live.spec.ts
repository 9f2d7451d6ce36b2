import { expect, test } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { card, cardName, dayOfCard, dragCard, isoAt, openAgendaOn, setUpAgenda, toastWith } from './support/agenda.ts';

test.describe('agenda: live', () => {
  test('changes made through the API appear without a reload', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    await openAgendaOn(page, agenda.day);

    const appt = await agenda.book({ at: '10:00', customer: agenda.customers[1] });
    await expect(card(page, appt.id)).toBeVisible();
    await expect(card(page, appt.id)).toHaveAccessibleName(cardName('10:00', '10:30', agenda.customers[1]!.name));

    const moved = await page.request.post(`/api/scheduling/reschedule?orgId=${agenda.org.id}`, {
      data: {
        apptId: appt.id,
        resourceId: agenda.resources[1]!.id,
        start: isoAt(agenda.nextDay, '11:00'),
        durationMin: 30,
      },
    });
    expect(moved.status()).toBe(200);
    await expect.poll(() => dayOfCard(page, appt.id)).toBe(agenda.nextDay);
    await expect(card(page, appt.id)).toHaveAccessibleName(cardName('11:00', '11:30'));

    const cancelled = await page.request.post(`/api/scheduling/cancel?orgId=${agenda.org.id}`, {
      data: { apptId: appt.id },
    });
    expect(cancelled.status()).toBe(200);
    await expect(card(page, appt.id)).toHaveCount(0);
  });

  test('a move made in another browser shows in this one', async ({ page, browser }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      await signIn(other.request, agenda.account);
      const otherPage = await other.newPage();
      await openAgendaOn(otherPage, agenda.day);
      await openAgendaOn(page, agenda.day);

      await dragCard(otherPage, appt.id, { day: agenda.nextDay, at: '10:30' });
      await otherPage
        .getByRole('dialog', { name: 'Reprogramar cita' })
        .getByRole('button', { name: 'Confirmar' })
        .click();
      await expect(toastWith(otherPage, 'Cita reprogramada')).toBeVisible();

      await expect.poll(() => dayOfCard(page, appt.id)).toBe(agenda.nextDay);
      await expect(card(page, appt.id)).toHaveAccessibleName(cardName('10:30', '11:00'));
    } finally {
      await other.close();
    }
  });

  test('a drag over a slot that is taken meanwhile is refused when dropped', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    await openAgendaOn(page, agenda.day);
    const guide = page.locator('[data-agenda-guide]');

    await dragCard(page, appt.id, { day: agenda.day, at: '11:00' }, false);
    await expect(guide).toHaveAttribute('data-state', 'ok');
    // Someone books that slot while the card is still held.
    const taken = await agenda.book({ at: '11:00', customer: agenda.customers[1] });
    await expect(card(page, taken.id)).toBeVisible();
    await expect(guide).toHaveAttribute('data-state', 'bad');
    await expect(guide).toContainText('Ese horario acaba de ocuparse');

    await page.mouse.up();
    await expect(toastWith(page, 'Ese horario acaba de ocuparse')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect((await agenda.read(appt.id)).start).toBe(appt.start);
  });
});
