import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { type AxeOptions, axeViolations } from './support/axe.ts';

/**
 * Issue 11: axe-core finds nothing on any screen, light and dark, at 1440 and 390 px, with the
 * agenda scrolled through the whole day and with dialogs open. The admin screens are the seeded
 * 'Clínica Demo' (apps/server/src/db/demo-data.ts: a week of appointments, some closed as no-show,
 * blocks, conversations), only read here. Its theme is 'auto', so dark is the browser's preference.
 */
const demo = { email: 'demo@recepta.local', password: 'recepta-demo' };

const modes = [
  { scheme: 'light', width: 1440, height: 900 },
  { scheme: 'dark', width: 1440, height: 900 },
  { scheme: 'light', width: 390, height: 844 },
  { scheme: 'dark', width: 390, height: 844 },
] as const;
type Mode = (typeof modes)[number];

const adminScreens = [
  '/admin/today',
  '/admin/bandeja',
  '/admin/reports',
  '/admin/plantillas',
  '/admin/campanas',
  '/admin/services',
  '/admin/customers',
  '/admin/solicitudes',
  '/admin/resources',
  '/admin/locations',
  '/admin/blocks',
  '/admin/config',
  '/admin/recepta',
];

// Every screen's failures are collected (expect.soft) so one run lists all of them.
async function check(page: Page, where: string, options: AxeOptions = {}): Promise<void> {
  expect.soft(await axeViolations(page, options), `axe on ${where}`).toEqual([]);
}

async function newPage(
  browser: Browser,
  mode: Mode,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({
    viewport: { width: mode.width, height: mode.height },
    colorScheme: mode.scheme,
    // The app's CSP allows no inline script; axe's source is injected as one.
    bypassCSP: true,
    locale: 'es-CR',
    ...(storageState ? { storageState } : {}),
  });
  return { context, page: await context.newPage() };
}

/** The screen has drawn its data: a heading, and no skeleton or spinner left in the main area. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText(/^Cargando/)).toHaveCount(0, { timeout: 20_000 });
}

test.describe('axe finds no violation', () => {
  for (const mode of modes) {
    const label = `${mode.scheme}, ${mode.width} px`;

    test(`public pages, ${label}`, async ({ browser }) => {
      test.setTimeout(120_000);
      const { context, page } = await newPage(browser, mode);
      for (const path of ['/', '/login', '/register', '/forgot-password', '/reset-password?token=e2e-token', '/demo']) {
        await page.goto(path);
        await settled(page);
        await check(page, `${path}, ${label}`);
      }
      // The demo chat's coloured header: a colour axe cannot decide fails too (issue 31).
      await expect(page.locator('[data-phone-chat] > header')).toBeVisible();
      await check(page, `/demo's chat header, ${label}`, {
        include: '[data-phone-chat] > header',
        undecidedColour: true,
      });
      await context.close();
    });

    test(`admin screens, ${label}`, async ({ browser }) => {
      test.setTimeout(300_000);
      const signedIn = await browser.newContext();
      await signIn(signedIn.request, demo);
      const state = await signedIn.storageState();
      await signedIn.close();
      const { context, page } = await newPage(browser, mode, state);
      // A phone's first visit starts with the menu closed (docs/product.md#admin-shell); it is opened and
      // checked once, then kept closed so that the screens behind it are checked.
      if (mode.width < 1024) {
        await page.goto('/admin/today');
        await page.getByRole('button', { name: 'Abrir menú', expanded: false }).click();
        await expect(page.getByRole('button', { name: 'Cerrar menú', expanded: true })).toBeVisible();
        await settled(page);
        await check(page, `the open menu, ${label}`);
        await page.evaluate(() => localStorage.setItem('sidebarOpen', 'false'));
      }

      for (const path of adminScreens) {
        await page.goto(path);
        await settled(page);
        await check(page, `${path}, ${label}`);
      }

      // The Simulador over the inbox, its chat header's undecided colours failing too (issue 31).
      await page.goto('/admin/bandeja');
      await settled(page);
      await page.getByRole('button', { name: 'Simulador' }).click();
      const simulator = page.getByRole('complementary', { name: 'Simulador' });
      await expect(simulator.getByRole('button', { name: 'Quiero agendar una cita' })).toBeVisible();
      await check(page, `the Simulador, ${label}`, { include: 'aside[aria-label="Simulador"]' });
      await check(page, `the Simulador's chat header, ${label}`, {
        include: '[data-phone-chat] > header',
        undecidedColour: true,
      });

      // A patient's file, reached from the customers list.
      await page.goto('/admin/customers');
      await page.getByRole('list', { name: 'Clientes', exact: true }).getByRole('link').first().click();
      await expect(page.getByRole('region', { name: 'Resumen de citas' })).toBeVisible();
      await settled(page);
      await check(page, `the patient page, ${label}`);

      // The reports with their chart's table shown, then a figure's appointments (its drill-down).
      await page.goto('/admin/reports');
      await settled(page);
      await page.getByRole('button', { name: 'Ver tabla' }).click();
      await check(page, `/admin/reports with its table, ${label}`);
      await page.getByRole('region', { name: 'Cifras del periodo' }).getByRole('button').first().click();
      await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
      await check(page, `/admin/reports with a drill-down, ${label}`);

      // The agenda, scrolled from the first hour to the last, one screenful at a time.
      await page.goto('/admin/agenda');
      await expect(page.getByText('En vivo')).toBeVisible({ timeout: 20_000 });
      await settled(page);
      await check(page, `/admin/agenda, ${label}`);
      // WCAG 2.5.3 without axe's guess: axe drops a line it takes for an icon font's ligature, and
      // whether it does depends on which cards happen to be drawn first, so a ✓ written into a
      // confirmed card's lines failed only at some hours. Here every card's drawn text, read as axe
      // reads it (punctuation and case aside), is part of its name.
      const unnamed = await page.locator('[data-card]').evaluateAll((cards) => {
        const words = (text: string) =>
          text
            .toLowerCase()
            .replace(/[\u2000-\u206f\u2e00-\u2e7f'!"#$%&()*+,\-./:;<=>?@[\]^_`{|}~·]/g, ' ')
            .replace(/\s+/g, ' ')
            .trim();
        return cards
          .map((card) => ({ text: words(card.textContent ?? ''), name: words(card.getAttribute('aria-label') ?? '') }))
          .filter(({ text, name }) => !name.includes(text))
          .map(({ text, name }) => `"${text}" is not in "${name}"`);
      });
      expect.soft(unnamed, `cards whose drawn text is missing from their name, ${label}`).toEqual([]);
      const scroller = page.locator('[data-agenda-scroller]');
      if (await scroller.isVisible()) {
        const { height, total } = await scroller.evaluate((el) => ({
          height: el.clientHeight,
          total: el.scrollHeight,
        }));
        for (let top = height; top < total; top += height) {
          await scroller.evaluate((el, y) => {
            el.scrollTop = y;
          }, top);
          await check(page, `/admin/agenda scrolled to ${top} px, ${label}`, {
            include: '[data-agenda-scroller]',
            rules: ['color-contrast'],
          });
        }
      }

      // A dialog open: an appointment's details (a card of the grid, or a row of the phone's list).
      // A phone shows one day, today's at first, which may have none (a Sunday, when the demo clinic
      // is closed): the first day of the week with appointments is chosen.
      if (mode.width < 768) {
        await page
          .getByRole('tablist', { name: 'Días de la semana' })
          .getByRole('tab', { name: /, [1-9]\d* citas?$/ })
          .first()
          .click();
      }
      await page.locator('[data-appt-id], button[aria-keyshortcuts="E"]').first().focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(page, `/admin/agenda with the details dialog, ${label}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      // Booking: the patient search with its list open, then "Nuevo paciente" with the warning of a
      // phone on file (María Fernández's, of the demo data).
      await page.getByRole('button', { name: 'Nueva cita' }).click();
      const panel = page.getByRole('dialog', { name: 'Nueva cita' });
      await panel.getByRole('combobox', { name: 'Paciente' }).fill('Mar');
      await expect(panel.getByRole('listbox', { name: 'Pacientes encontrados' })).toBeVisible();
      await check(page, `the new appointment panel searching a patient, ${label}`);
      await panel.getByRole('button', { name: 'Nuevo paciente' }).click();
      await panel.getByLabel('Teléfono (WhatsApp)').fill('8812 3456');
      await expect(panel.getByText('Este teléfono ya es de María Fernández.')).toBeVisible();
      await check(page, `the new appointment panel with a phone on file, ${label}`);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();

      // Imprimir: the week grid asks which day.
      if (mode.width >= 768) {
        await page.getByRole('button', { name: 'Imprimir' }).click();
        await expect(page.getByRole('dialog', { name: 'Imprimir agenda del día' })).toBeVisible();
        await check(page, `the print day chooser, ${label}`);
      }
      await context.close();
    });
  }
});
