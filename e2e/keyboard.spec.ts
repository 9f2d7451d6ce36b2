import { expect, type Page, test } from '@playwright/test';
import { spanishMonths } from '@recepta/domain';
import { registerAndSetUp } from './support/accounts.ts';
import { card, holdWeekReads, openAgendaInApp, openAgendaOn, setUpAgenda } from './support/agenda.ts';

/** Issue 11, keyboard: a closed sidebar is out of the Tab order, the agenda grid is one Tab stop walked with the arrows, and dialogs open on their safe action. */

/** Whether the focused element sits in the sidebar, in the main area, or elsewhere. */
function focusedArea(page: Page): Promise<'sidebar' | 'main' | 'other'> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (el?.closest('aside[aria-label="Menú principal"]')) return 'sidebar';
    if (el?.closest('main')) return 'main';
    return 'other';
  });
}

const weekdays = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
/** 'martes 24 de noviembre', as the grid names a day. */
function longDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${weekdays[(d.getUTCDay() + 6) % 7]} ${d.getUTCDate()} de ${spanishMonths[d.getUTCMonth()]}`;
}

test('Tab from the top of a page reaches the main content without stopping in the closed sidebar', async ({ page }) => {
  await registerAndSetUp(page);
  await page.addInitScript(() => localStorage.setItem('sidebarOpen', 'false'));
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();

  // The first Tab stop skips to the content: Enter puts the focus in the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Saltar al contenido' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await focusedArea(page)).toBe('main');

  // Without it: the skip link, the menu button and the user menu; the fourth Tab at most is in the page.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  const areas: string[] = [];
  for (let i = 0; i < 4 && !areas.includes('main'); i++) {
    await page.keyboard.press('Tab');
    areas.push(await focusedArea(page));
  }
  expect(areas).not.toContain('sidebar');
  expect(areas).toContain('main');

  // Opened, the sidebar is in the Tab order again, right after the button that opened it.
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const hoy = page.getByRole('link', { name: 'Hoy' });
  await expect(hoy).toBeVisible();
  await hoy.focus();
  await expect(hoy).toBeFocused();
});

test('the agenda’s skip link reaches the first appointment in three key presses', async ({ page }) => {
  const agenda = await setUpAgenda(page);
  const first = await agenda.book({ at: '09:00' });
  await page.addInitScript(() => localStorage.setItem('sidebarOpen', 'false'));
  await openAgendaOn(page, agenda.day);
  await expect(card(page, first.id)).toHaveAttribute('tabindex', '0');
  // From the top of the page, as after a navigation (the date field had the focus).
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Saltar a la agenda' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card(page, first.id)).toBeFocused();
});

test('the first card becomes the Tab stop when the week is drawn before its appointments arrive', async ({ page }) => {
  const agenda = await setUpAgenda(page);
  const first = await agenda.book({ at: '09:00' });
  // The week's appointments are held back until the grid has drawn without them.
  const release = await holdWeekReads(page);
  await openAgendaInApp(page);
  await page.getByLabel('Ir a la fecha').fill(agenda.day);
  await expect(page.locator(`[data-day="${agenda.day}"]`)).toBeVisible();
  const tabStop = page.locator('[data-agenda-scroller] [tabindex="0"]');
  await expect(tabStop).toHaveAccessibleName(/^Hueco libre/);

  release();
  await expect(card(page, first.id)).toHaveAttribute('tabindex', '0');
  await expect(tabStop).toHaveCount(1);
});

test('the agenda grid is one Tab stop: arrows walk cards and free slots, Enter opens or creates', async ({ page }) => {
  const agenda = await setUpAgenda(page);
  const first = await agenda.book({ at: '09:00' });
  const later = await agenda.book({ at: '10:00', resource: agenda.resources[1] });
  const nextDay = await agenda.book({ at: '08:00', date: agenda.nextDay });
  await openAgendaOn(page, agenda.day);

  // The grid's Tab stop is its first card: no other card is in the Tab order.
  await expect(card(page, first.id)).toHaveAttribute('tabindex', '0');
  await expect(card(page, later.id)).toHaveAttribute('tabindex', '-1');
  await card(page, first.id).focus();

  const focused = page.locator(':focus');
  await page.keyboard.press('ArrowDown');
  await expect(focused).toHaveAccessibleName(`Hueco libre, ${longDate(agenda.day)}, 09:30–10:00`);
  await page.keyboard.press('ArrowDown');
  await expect(card(page, later.id)).toBeFocused();
  await expect(card(page, later.id)).toHaveAttribute('tabindex', '0');
  await expect(card(page, first.id)).toHaveAttribute('tabindex', '-1');

  // Right: the same time on the next day, a free slot; up through its free half hours to its card.
  await page.keyboard.press('ArrowRight');
  await expect(focused).toHaveAccessibleName(`Hueco libre, ${longDate(agenda.nextDay)}, 10:00–10:30`);
  for (const time of ['09:30–10:00', '09:00–09:30', '08:30–09:00']) {
    await page.keyboard.press('ArrowUp');
    await expect(focused).toHaveAccessibleName(`Hueco libre, ${longDate(agenda.nextDay)}, ${time}`);
  }
  await page.keyboard.press('ArrowUp');
  await expect(card(page, nextDay.id)).toBeFocused();

  // Enter on a card opens it, with the focus on its safe action, never on 'Cancelar cita'.
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: agenda.customers[0]!.name });
  await expect(details).toBeVisible();
  await expect(details.getByRole('button', { name: 'Editar' })).toBeFocused();
  await expect(details.getByRole('button', { name: 'Cancelar cita' })).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card(page, nextDay.id)).toBeFocused();

  // Enter on a free slot opens the panel to create an appointment there.
  await page.keyboard.press('ArrowDown');
  await expect(focused).toHaveAccessibleName(`Hueco libre, ${longDate(agenda.nextDay)}, 08:30–09:00`);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Nueva cita' });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Fecha', { exact: true })).toHaveValue(agenda.nextDay);
  await expect(panel.getByLabel('Hora')).toHaveValue(String(8 * 60 + 30));
  // Escape gives the focus back to the slot that opened it…
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(focused).toHaveAccessibleName(`Hueco libre, ${longDate(agenda.nextDay)}, 08:30–09:00`);
  // … and to the button, when the button opened it.
  const button = page.getByRole('button', { name: 'Nueva cita' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('a confirmation opens on its safe action', async ({ page }) => {
  const agenda = await setUpAgenda(page);
  const appt = await agenda.book({ at: '09:00' });
  await openAgendaOn(page, agenda.day);
  await card(page, appt.id).focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: agenda.customers[0]!.name });
  await details.getByRole('button', { name: 'Cancelar cita' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Cancelar esta cita?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancelar cita' })).not.toBeFocused();
  await expect(confirm.getByRole('button', { name: 'Volver' })).toBeFocused();
});
