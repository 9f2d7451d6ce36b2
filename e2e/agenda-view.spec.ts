import { expect, type Page, test } from '@playwright/test';
import { registerAndSetUp } from './support/accounts.ts';
import {
  addDays,
  card,
  cardName,
  gotoAgenda,
  holdWeekReads,
  isoAt,
  mondayOf,
  openAgendaInApp,
  openAgendaOn,
  pointAt,
  setUpAgenda,
  toastWith,
  todayInZone,
  weekday,
} from './support/agenda.ts';
import { createBlock, type TestResource } from './support/catalog.ts';

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe('agenda: week, zoom and blocks', () => {
  test('while the week is coming the frame shows and counts nothing; once in, each day counts its appointments', async ({
    page,
  }) => {
    const agenda = await setUpAgenda(page);
    await agenda.book({ at: '09:00' });
    const release = await holdWeekReads(page);
    await openAgendaInApp(page);
    await page.getByLabel('Ir a la fecha').fill(agenda.day);
    await expect(page.locator(`[data-day="${agenda.day}"]`)).toBeVisible();
    const counts = page.getByText(/^\d+ citas?$/);
    // "0 citas" over a week not yet read would be a false count.
    await expect(counts).toHaveCount(0);

    release();
    await expect(page.getByText('1 cita', { exact: true })).toBeVisible();
    await expect(counts).toHaveCount(7);
  });

  test('the week and the zoom are kept across a reload; a stored non-Monday is normalised', async ({ page }) => {
    await registerAndSetUp(page);
    const thisMonday = mondayOf(todayInZone());
    await gotoAgenda(page);
    const heading = page.getByRole('heading', { name: /^Agenda semanal - / });
    await expect(page.locator(`[data-day="${thisMonday}"]`)).toBeVisible();
    const thisWeek = await heading.textContent();

    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await expect(page.locator(`[data-day="${addDays(thisMonday, 7)}"]`)).toBeVisible();
    await expect(heading).not.toHaveText(thisWeek ?? '');
    const nextWeek = await heading.textContent();
    const zoom = page.getByRole('slider', { name: 'Zoom' });
    await expect(zoom).toHaveAttribute('aria-valuenow', '2');
    const column = page.locator(`[data-day="${addDays(thisMonday, 7)}"]`);
    // 08:00–18:00 at 2 px per minute.
    expect((await column.boundingBox())?.height).toBe(1200);
    await zoom.focus();
    await page.keyboard.press('ArrowRight');
    await expect(zoom).toHaveAttribute('aria-valuenow', '2.25');
    await expect.poll(async () => (await column.boundingBox())?.height).toBe(1350);

    await page.reload();
    await expect(heading).toHaveText(nextWeek ?? '');
    await expect(zoom).toHaveAttribute('aria-valuenow', '2.25');
    // Drawn by the server: its buttons answer once the app runs the page.
    await expect(page.getByText('En vivo')).toBeVisible();
    expect(await stored(page, 'agendaWeekStart')).toBe(addDays(thisMonday, 7));
    expect(await stored(page, 'agendaZoom')).toBe('2.25');

    await page.getByRole('button', { name: 'Hoy' }).click();
    await expect(heading).toHaveText(thisWeek ?? '');
    expect(await stored(page, 'agendaWeekStart')).toBe(thisMonday);

    await page.evaluate(() => localStorage.setItem('agendaWeekStart', '2027-06-14'));
    await page.reload();
    await expect(heading).toHaveText('Agenda semanal - 14–20 jun 2027');
    // Not a Monday: the domain's normalizeWeekStart falls back to this week, and it is stored so.
    await page.evaluate(() => localStorage.setItem('agendaWeekStart', '2027-06-16'));
    await page.reload();
    await expect(heading).toHaveText(thisWeek ?? '');
    await expect.poll(() => stored(page, 'agendaWeekStart')).toBe(thisMonday);
  });

  test('blocks are drawn over their hours, with details and an Editar link', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const doctor = agenda.resources[0]!;
    await createBlock(page, agenda.org.id, {
      resourceId: doctor.id,
      reason: 'Almuerzo',
      startTime: '12:00',
      endTime: '13:00',
    });
    const once = await createBlock(page, agenda.org.id, {
      resourceId: null,
      reason: 'Fumigación',
      start: isoAt(agenda.day, '15:00'),
      end: isoAt(agenda.day, '16:30'),
    });
    await openAgendaOn(page, agenda.day);

    // Daily: on all seven days.
    await expect(page.getByRole('button', { name: `Bloqueo: Almuerzo, 12:00–13:00, ${doctor.name}` })).toHaveCount(7);
    const column = page.locator(`[data-day="${agenda.day}"]`);
    await column.getByRole('button', { name: /^Bloqueo: Almuerzo/ }).click();
    let dialog = page.getByRole('dialog', { name: 'Almuerzo' });
    await expect(dialog).toContainText('Todos los días 12:00–13:00');
    await expect(dialog).toContainText(doctor.name);
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();

    await column.getByRole('button', { name: 'Bloqueo: Fumigación, 15:00–16:30, Toda la organización' }).click();
    dialog = page.getByRole('dialog', { name: 'Fumigación' });
    await expect(dialog).toContainText('15:00');
    await expect(dialog).toContainText('16:30');
    await expect(dialog).toContainText('Toda la organización');
    await expect(dialog.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/admin/blocks?blockId=${once.id}&from=agenda`,
    );
    await dialog.getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(/\/admin\/blocks\?from=agenda$/);
    await expect(page.getByLabel('Motivo')).toHaveValue('Fumigación');
  });

  test('a full-day block is a bar above the grid, and its day takes no new appointment', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    await createBlock(page, agenda.org.id, {
      resourceId: null,
      reason: 'Feriado',
      start: isoAt(agenda.day, '00:00'),
      end: `${agenda.day}T23:59:59.999-06:00`,
    });
    await openAgendaOn(page, agenda.day);

    const bar = page.getByRole('button', { name: 'Bloqueo de día completo: Feriado, Toda la organización' });
    await expect(bar).toBeVisible();
    const barBox = (await bar.boundingBox())!;
    const dayBox = (await page.locator(`[data-day="${agenda.day}"]`).boundingBox())!;
    // Over its own column only.
    expect(barBox.x).toBeGreaterThanOrEqual(dayBox.x);
    expect(barBox.x + barBox.width).toBeLessThanOrEqual(dayBox.x + dayBox.width);
    // Not drawn again inside the grid.
    await expect(page.getByRole('button', { name: /^Bloqueo: Feriado/ })).toHaveCount(0);

    const slot = await pointAt(page, agenda.day, '10:00');
    await page.mouse.click(slot.x, slot.y);
    await expect(toastWith(page, 'Conflicto con bloqueo de tiempo')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('agenda: phones', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('below 768 px the week is day tabs with counts, and a list of the chosen day', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('sidebarOpen', 'false'));
    const agenda = await setUpAgenda(page);
    await agenda.book({ at: '09:00' });
    await agenda.book({ at: '10:00', resource: agenda.resources[1] });
    await agenda.book({ at: '11:00', date: agenda.nextDay });
    await gotoAgenda(page);
    await page.getByLabel('Ir a la fecha').fill(agenda.day);

    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(7);
    const dayTab = tabs.nth(weekday(agenda.day));
    await expect(dayTab).toHaveAccessibleName(/, 2 citas$/);
    await expect(tabs.nth(weekday(agenda.nextDay))).toHaveAccessibleName(/, 1 cita$/);
    await expect(page.locator('[data-agenda-scroller]')).toHaveCount(0);

    await dayTab.click();
    const list = page.getByRole('tabpanel');
    await expect(list.getByRole('button', { name: /^\d\d:\d\d–/ })).toHaveCount(2);
    await expect(list.getByRole('button', { name: /^09:00–09:30, / })).toBeVisible();
    await expect(list.getByRole('button', { name: /^10:00–10:30, / })).toBeVisible();

    await tabs.nth(weekday(agenda.nextDay)).click();
    await expect(list.getByRole('button', { name: /^\d\d:\d\d–/ })).toHaveCount(1);
    await list.getByRole('button', { name: /^11:00–11:30, / }).click();
    await expect(page.getByRole('dialog', { name: agenda.customers[0]!.name })).toContainText('11:00–11:30');
  });
});

test.describe('agenda: overlapping appointments', () => {
  test('stand side by side in their day, and a press beside them still takes the free slot', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const [rojas, mora] = agenda.resources as [TestResource, TestResource];
    const first = await agenda.book({ at: '09:00', resource: rojas });
    const second = await agenda.book({ at: '09:00', resource: mora, customer: agenda.customers[1] });
    const alone = await agenda.book({ at: '10:00', resource: rojas });
    await openAgendaOn(page, agenda.day);

    const column = await page.locator(`[data-day="${agenda.day}"]`).boundingBox();
    const boxes = await Promise.all([first, second, alone].map((x) => card(page, x.id).boundingBox()));
    const [one, two, c] = boxes;
    if (!column || !one || !two || !c) throw new Error('a card or its day is not drawn');
    // Two lanes (which one takes the left is the layout's choice), each half the day less 2 px on
    // either side; the same height and top.
    const [a, b] = one.x < two.x ? [one, two] : [two, one];
    const half = column.width / 2;
    expect(Math.abs(a.x - (column.x + 2))).toBeLessThan(2);
    expect(Math.abs(b.x - (column.x + half + 2))).toBeLessThan(2);
    for (const box of [a, b]) expect(Math.abs(box.width - (half - 4))).toBeLessThan(2);
    expect(a.x + a.width).toBeLessThan(b.x);
    expect(b.y).toBe(a.y);
    // Alone at 10:00, the whole day's width.
    expect(Math.abs(c.width - (column.width - 4))).toBeLessThan(2);

    // Under the second lane at 11:00 the day is free: the press opens a new appointment there.
    const slot = await pointAt(page, agenda.day, '11:00');
    await page.mouse.click(column.x + half * 1.5, slot.y);
    await expect(page.getByRole('dialog', { name: 'Nueva cita' })).toContainText('11:00');
  });
});

test.describe('agenda: time zones', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('times are the location’s (San José) whatever the browser’s zone is', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    await openAgendaOn(page, agenda.day);
    // 09:00 in San José is 00:00 of the next day in Tokyo.
    expect(await page.evaluate(() => new Date().getTimezoneOffset())).toBe(-540);
    await expect(card(page, appt.id)).toHaveAccessibleName(cardName('09:00', '09:30'));
    await expect(page.locator(`[data-day="${agenda.day}"] [data-appt-id="${appt.id}"]`)).toBeVisible();
    await card(page, appt.id).dblclick();
    await expect(page.getByRole('dialog', { name: agenda.customers[0]!.name })).toContainText('09:00–09:30');
  });
});
