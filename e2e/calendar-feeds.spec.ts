import { expect, test } from '@playwright/test';
import { registerAndSetUp } from './support/accounts.ts';
import { setUpAgenda, toastWith } from './support/agenda.ts';
import { axeViolations } from './support/axe.ts';
import { closedSidebar } from './support/catalog.ts';

/** Undoes the folding of long iCalendar lines (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

// The Calendario card of the organisation page: a professional's secret calendar link, shown once,
// read as a calendar app would (no cookie), then revoked.
test('a calendar link: created for one professional, shown once, read by a calendar app, revoked', async ({
  page,
  playwright,
}) => {
  const agenda = await setUpAgenda(page);
  const [rojas, mora] = agenda.resources;
  const [ana] = agenda.customers;
  const booked = await agenda.book({ at: '09:00', resource: rojas, customer: ana });
  const other = await agenda.book({ at: '10:00', resource: mora, customer: agenda.customers[1] });

  await page.goto('/admin/recepta');
  await expect(page.getByRole('heading', { name: 'Calendario', exact: true })).toBeVisible();
  await page.getByLabel('Citas de').selectOption({ label: rojas!.name });
  await page.getByRole('button', { name: 'Crear enlace' }).click();

  const notice = page.getByRole('region', { name: /Enlace «.+» creado/ });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Pega este enlace en Google Calendar, Outlook o Calendario de Apple');
  const url = (await notice.getByText(/\/cal\/[A-Za-z0-9_-]+\.ics$/).textContent()) ?? '';
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cal\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(notice.getByRole('link', { name: /abre este enlace/ })).toHaveAttribute(
    'href',
    url.replace(/^http:\/\//, 'webcal://'),
  );
  await expect(notice.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();

  // A calendar app: no session, only the URL.
  const app = await playwright.request.newContext();
  try {
    const feed = await app.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const body = unfold(await feed.text());
    expect(body).toContain(`UID:${booked.id}@citas.recepta`);
    expect(body).toContain('SUMMARY:Limpieza dental · A. V.');
    expect(body).not.toContain(other.id);
    expect(body).not.toContain('Vargas');
    expect(body).not.toContain('88881111');

    // Shown once: gone after a reload; the list names the link and its professional.
    await page.reload();
    await expect(page.getByText(url)).toHaveCount(0);
    const list = page.getByRole('list', { name: 'Enlaces de calendario' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText(rojas!.name);
    await expect(list).toContainText('Creado el');

    await list.getByRole('button', { name: /^Revocar el enlace/ }).click();
    const dialog = page.getByRole('dialog', { name: /¿Revocar el enlace/ });
    // The safe action has the focus: Enter does not revoke by accident.
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Revocar' }).click();
    await expect(toastWith(page, 'Enlace de calendario revocado')).toBeVisible();
    await expect(page.getByText('Todavía no hay enlaces de calendario.')).toBeVisible();

    const revoked = await app.get(url);
    expect(revoked.status()).toBe(404);
  } finally {
    await app.dispose();
  }
});

// The card with a new link's notice, and the revoke dialog, in both themes at both widths (the
// organisation page itself is checked by a11y.spec.ts, without a notice).
for (const mode of [
  { scheme: 'light', width: 1440, height: 900 },
  { scheme: 'dark', width: 1440, height: 900 },
  { scheme: 'light', width: 390, height: 844 },
  { scheme: 'dark', width: 390, height: 844 },
] as const) {
  test(`axe finds nothing on the Calendario card with a new link and the revoke dialog, ${mode.scheme}, ${mode.width} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: mode.width, height: mode.height },
      colorScheme: mode.scheme,
      // The app's CSP allows no inline script; axe's source is injected as one.
      bypassCSP: true,
      locale: 'es-CR',
    });
    const page = await context.newPage();
    try {
      await registerAndSetUp(page);
      await closedSidebar(page);
      await page.goto('/admin/recepta');
      await page.getByRole('button', { name: 'Crear enlace' }).click();
      const notice = page.getByRole('region', { name: /Enlace «.+» creado/ });
      await expect(notice).toBeVisible();
      await notice.scrollIntoViewIfNeeded();
      // The "creado" toast is checked too: its green text reads above 4.5:1 (apps/web/src/index.css).
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: /^Revocar el enlace/ }).click();
      await expect(page.getByRole('dialog', { name: /¿Revocar el enlace/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
