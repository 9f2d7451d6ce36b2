import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { formatInstantInZone, parseCsv, presetPeriod } from '@recepta/domain';
import { signIn } from './support/accounts.ts';

/**
 * The Reports screen on the seeded 'Clínica Demo' (apps/server/src/db/demo-data.ts: this week's
 * appointments, some confirmed, some no-shows), only read here. The expected figures come from
 * another reader, the agenda API, not from the reports API itself.
 */
const demo = { email: 'demo@recepta.local', password: 'recepta-demo' };

interface AgendaItem {
  id: string;
  status: string;
  customer?: { id: string; name: string } | null;
}

async function thisWeek(page: Page) {
  const me = await (await page.request.get('/api/me')).json();
  const orgId: string = me.orgs[0].id;
  const org = await (await page.request.get(`/api/orgs/${orgId}`)).json();
  const tz: string = org.tz;
  const week = presetPeriod('thisWeek', Date.now(), tz);
  const start = formatInstantInZone(week.start, tz);
  const end = formatInstantInZone(week.end, tz);
  const agenda = await page.request.get('/api/agenda', { params: { orgId, start, end } });
  expect(agenda.status()).toBe(200);
  // The agenda lists what overlaps the week; the report counts what starts in it. The demo's
  // appointments are all inside one day, so the two are the same here.
  const items = (await agenda.json()).items as AgendaItem[];
  return {
    appointments: items.length,
    confirmed: items.filter((a) => a.status === 'CONFIRMED').length,
    noShows: items.filter((a) => a.status === 'no_show').length,
  };
}

async function openThisWeek(page: Page) {
  await signIn(page, demo);
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Reportes', level: 1 })).toBeVisible();
  await page.getByText('Esta semana', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Esta semana' })).toBeChecked();
}

const card = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Cifras del periodo' }).getByRole('button', { name: new RegExp(`^${label} `) });

test('the sidebar leads to Reportes, which shows the demo clinic’s figures for this week', async ({ page }) => {
  await signIn(page, demo);
  await page.goto('/admin/today');
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Reportes' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await page.getByText('Esta semana', { exact: true }).click();

  const expected = await thisWeek(page);
  expect(expected.appointments).toBeGreaterThan(0);
  await expect(card(page, 'Citas')).toContainText(String(expected.appointments));
  await expect(card(page, 'Confirmadas')).toContainText(String(expected.confirmed));
  await expect(card(page, 'No asistieron')).toContainText(String(expected.noShows));
  // The chart's numbers are in a table too: its periods add up to the same count.
  await page.getByRole('button', { name: 'Ver tabla' }).click();
  const table = page.getByRole('table', { name: 'Cifras por periodo' });
  await expect(table.getByRole('row')).toHaveCount(8); // header and seven days
  const perDay = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect(perDay.reduce((sum, n) => sum + Number(n), 0)).toBe(expected.appointments);
  // Breakdowns by professional and by service.
  await expect(page.getByRole('heading', { name: 'Por profesional' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Por servicio' })).toBeVisible();
});

test('a figure opens the appointments behind it, and a patient’s name leads to their page', async ({ page }) => {
  await openThisWeek(page);
  const expected = await thisWeek(page);
  await card(page, 'Confirmadas').click();
  const dialog = page.getByRole('dialog', { name: 'Citas confirmadas' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(expected.confirmed);
  await expect(dialog.getByText('Confirmada', { exact: true })).toHaveCount(expected.confirmed);
  const patient = dialog.getByRole('link').first();
  const name = await patient.innerText();
  await patient.click();
  await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('Exportar CSV downloads one row per appointment of the period, with Spanish headers', async ({ page }) => {
  await openThisWeek(page);
  const expected = await thisWeek(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^citas-\d{4}-\d{2}-\d{2}-al-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = parseCsv(text);
  expect(rows[0]).toEqual([
    'Fecha',
    'Hora',
    'Paciente',
    'Teléfono',
    'Servicio',
    'Profesional',
    'Sede',
    'Estado',
    'Precio',
    'Agendada por',
  ]);
  expect(rows).toHaveLength(expected.appointments + 1);
  expect(rows.filter((r) => r[7] === 'Confirmada')).toHaveLength(expected.confirmed);
  expect(rows.filter((r) => r[7] === 'No asistió')).toHaveLength(expected.noShows);
  for (const row of rows.slice(1)) {
    expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row[1]).toMatch(/^\d{2}:\d{2}$/);
  }
});

test('a custom period is checked before it is asked for', async ({ page }) => {
  await openThisWeek(page);
  await page.getByText('Personalizado', { exact: true }).click();
  const from = page.getByLabel('Desde');
  const to = page.getByLabel('Hasta');
  await expect(from).not.toHaveValue('');
  await to.fill('2020-01-01');
  await expect(page.getByText('La fecha final debe ser posterior a la inicial')).toBeVisible();
  await from.fill('2018-06-01');
  await expect(page.getByText('El periodo no puede superar 400 días')).toBeVisible();
  await from.fill('2019-12-01');
  await expect(page.getByText(/1 de diciembre de 2019 – 1 de enero de 2020/)).toBeVisible();
  await expect(card(page, 'Citas')).toContainText('0');
});
