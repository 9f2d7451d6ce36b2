import { expect, type Page, test } from '@playwright/test';
import { card, openAgendaOn, setUpAgenda, weekday } from './support/agenda.ts';

/**
 * A page load of the agenda comes drawn by the server, and the app hydrates that drawing
 * (docs/architecture.md#the-server-draws-the-agenda): the week is there before any script runs,
 * and once the scripts run it is the same live agenda, with nothing drawn twice.
 */

/** Which way the app started on this load: 'hydrate' (the server's drawing adopted) or 'render'. */
async function started(page: Page): Promise<'hydrate' | 'render'> {
  await page.waitForFunction(
    () => performance.getEntriesByName('app:hydrate').length + performance.getEntriesByName('app:render').length > 0,
  );
  return page.evaluate(() => (performance.getEntriesByName('app:hydrate').length > 0 ? 'hydrate' : 'render'));
}

async function hydrationErrors(page: Page): Promise<number | undefined> {
  await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
  return page.evaluate(() => (window as { __receptaHydrationErrors?: number }).__receptaHydrationErrors);
}

test.describe('agenda: drawn by the server', () => {
  test('the stored week shows with its appointments before any of the app’s scripts has run', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '09:00' });
    // A first visit stores the week (local storage, and the cookie the server reads).
    await openAgendaOn(page, agenda.day);

    const bare = await page.context().newPage();
    await bare.route('**/assets/*.js', (route) => route.abort());
    await bare.goto('/admin/agenda');
    await expect(card(bare, appt.id)).toHaveAccessibleName(
      `09:00, ${agenda.customers[0]?.name}, Limpieza dental, ${agenda.resources[0]?.name}, hasta 09:30, Pendiente`,
    );
    await expect(bare.locator(`[data-day="${agenda.day}"]`)).toBeVisible();
    // The agenda's own stylesheet (a chunk's, which its script would add) is applied already.
    await expect(card(bare, appt.id)).toHaveCSS('contain', 'layout style');
    await expect(bare.getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page');
    await bare.close();
  });

  test('the app adopts the drawing without a mismatch, and it is the live, working agenda', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '10:00' });
    await openAgendaOn(page, agenda.day);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.reload();
    expect(await started(page)).toBe('hydrate');
    expect(await hydrationErrors(page)).toBe(0);
    await expect(page.getByText('En vivo')).toBeVisible();
    await card(page, appt.id).dblclick();
    await expect(page.getByRole('dialog', { name: agenda.customers[0]?.name })).toContainText('10:00–10:30');
    expect(errors).toEqual([]);
  });

  test('a dark theme is on before the drawing is painted', async ({ page }) => {
    await setUpAgenda(page);
    await page.addInitScript(() => localStorage.setItem('themeMode', 'dark'));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/admin/agenda');
    await expect(page.locator('[data-agenda-scroller]')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('a phone gets its day tabs: rendered by the browser once, then drawn for its width', async ({ page }) => {
    // Closed, the sidebar leaves the page usable on a phone (open, it lies over it).
    await page.addInitScript(() => localStorage.setItem('sidebarOpen', 'false'));
    const agenda = await setUpAgenda(page);
    await agenda.book({ at: '09:00' });
    await openAgendaOn(page, agenda.day);

    await page.setViewportSize({ width: 390, height: 844 });
    // The server last heard of a 1440 px window: its drawing is the week grid, so the phone renders its own.
    await page.reload();
    expect(await started(page)).toBe('render');
    await expect(page.getByRole('tab')).toHaveCount(7);
    await expect(page.locator('[data-agenda-scroller]')).toHaveCount(0);

    await page.reload();
    expect(await started(page)).toBe('hydrate');
    expect(await hydrationErrors(page)).toBe(0);
    await expect(page.getByRole('tab')).toHaveCount(7);
    await page.getByRole('tab').nth(weekday(agenda.day)).click();
    await expect(page.getByRole('tabpanel').getByRole('button', { name: /^09:00–09:30, / })).toBeVisible();
  });
});
