import { expect, test } from '@playwright/test';
import { openAgendaOn, setUpAgenda } from './support/agenda.ts';
import { closedSidebar } from './support/catalog.ts';

/** 'martes 24 de noviembre' (the day tab's name), with ' de 2026' for the printed header. */
function spanishDate(date: string, withYear = false): string {
  const text = new Intl.DateTimeFormat('es', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  return text.replace(',', '');
}

test.describe('agenda: printed day', () => {
  test('Imprimir prints the day in view: one page per professional, the app shell hidden', async ({ page }, info) => {
    const agenda = await setUpAgenda(page);
    const [rojas, mora] = [agenda.resources[0]!, agenda.resources[1]!];
    const [ana, luis] = [agenda.customers[0]!, agenda.customers[1]!];
    await agenda.book({ at: '09:00', resource: rojas, customer: ana });
    await agenda.book({ at: '10:00', resource: rojas, customer: luis, service: agenda.services[1] });
    await agenda.book({ at: '09:30', resource: mora, customer: luis });
    // Another day of the week stays off the paper.
    await agenda.book({ at: '11:00', resource: mora, customer: ana, date: agenda.nextDay });
    await closedSidebar(page);
    await openAgendaOn(page, agenda.day);
    await page.setViewportSize({ width: 700, height: 1000 });
    // Below 768 px the day tabs choose the day that prints.
    await page.getByRole('tab', { name: new RegExp(`^${spanishDate(agenda.day)},`) }).click();

    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByTestId('print-day');
    await expect(sheet).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.locator('#root')).toBeHidden();
    const pages = sheet.locator('section.print-page');
    await expect(pages).toHaveCount(2);
    // In the legend's order of professionals (by name: Dr. Mora, then Dra. Rojas).
    const [second, first] = [pages.nth(0), pages.nth(1)];
    await expect(second.getByRole('heading', { level: 1 })).toHaveText(mora.name);
    await expect(first.getByRole('heading', { level: 1 })).toHaveText(rojas.name);
    const date = spanishDate(agenda.day, true);
    await expect(first).toContainText(`${date.charAt(0).toUpperCase()}${date.slice(1)}`);
    await expect(first).toContainText(agenda.org.name);
    await expect(first.locator('tbody tr')).toHaveText([
      new RegExp(`^09:00–09:30${ana.name}8888 1111Limpieza dental`),
      new RegExp(`^10:00–11:00${luis.name}8888 2222Blanqueamiento`),
    ]);
    await expect(second.locator('tbody tr')).toHaveText([
      new RegExp(`^09:30–10:00${luis.name}8888 2222Limpieza dental`),
    ]);
    await expect(sheet).not.toContainText('11:00–11:30');
    // Each professional starts a page of their own.
    await expect(second).toHaveCSS('break-after', 'page');

    await page.screenshot({ path: info.outputPath('printed-day.png'), fullPage: true });
    const pdf = await page.pdf({ format: 'A4' }).catch(() => undefined);
    if (pdf) await info.attach('printed-day.pdf', { body: pdf, contentType: 'application/pdf' });
  });

  test('in the week grid, Imprimir asks which day, today first', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    await agenda.book({ at: '09:00', resource: agenda.resources[0] });
    await agenda.book({ at: '09:00', resource: agenda.resources[1], customer: agenda.customers[1] });
    await openAgendaOn(page, agenda.day);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Imprimir' }).click();
    const chooser = page.getByRole('dialog', { name: 'Imprimir agenda del día' });
    await expect(chooser.getByRole('button', { name: 'Imprimir' })).toBeFocused();
    await chooser.getByLabel('Día').selectOption({ label: `${spanishDate(agenda.day)} · 2 citas` });
    await chooser.getByRole('button', { name: 'Imprimir' }).click();
    await expect(chooser).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    const pages = page.getByTestId('print-day').locator('section.print-page');
    await expect(pages.getByRole('heading', { level: 1 })).toHaveText(agenda.resources.map((r) => r.name).sort());
  });

  test('printing in dark mode is still black on white', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    await agenda.book({ at: '09:00' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await openAgendaOn(page, agenda.day);
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    const sheet = page.getByTestId('print-day');
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });
});
