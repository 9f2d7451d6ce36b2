import { expect, test } from '@playwright/test';
import { registerAccount, registerAndSetUp, uniqueEmail } from './support/accounts.ts';

/**
 * A clinic is a team (docs/product.md#team): the owner invites a receptionist from Equipo, the
 * receptionist accepts the link in another browser, and cannot open the money reports.
 */
test('an owner invites a receptionist, who joins through the link and cannot see money reports', async ({
  page,
  browser,
}) => {
  await registerAndSetUp(page, { org: { name: 'Clínica Equipo e2e' } });
  await page.goto('/admin/recepta');
  await expect(page.getByRole('heading', { name: 'Equipo' })).toBeVisible();
  const email = uniqueEmail('recepcion');
  await page.getByLabel('Correo de la persona').fill(email);
  await page.getByLabel('Rol', { exact: true }).selectOption('reception');
  await page.getByRole('button', { name: 'Invitar' }).click();
  const url = (await page.getByTestId('invitation-url').textContent())?.trim() ?? '';
  expect(url).toContain('/invitacion/');
  await expect(page.getByRole('list', { name: 'Invitaciones pendientes' })).toContainText(email);

  const other = await browser.newContext();
  const receptionist = await other.newPage();
  await registerAccount(receptionist, { email });
  await receptionist.goto(new URL(url).pathname);
  await expect(receptionist).toHaveURL(/\/admin\/today$/);
  const nav = receptionist.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Agenda' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Reportes' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Configuración' })).toHaveCount(0);
  const me = await (await receptionist.request.get('/api/me')).json();
  expect(me.orgs[0]).toMatchObject({ name: 'Clínica Equipo e2e', role: 'reception' });
  const reports = await receptionist.request.get('/api/reports/summary', {
    params: { orgId: me.orgs[0].id, from: '2026-11-01', to: '2026-11-30' },
  });
  expect(reports.status()).toBe(403);
  expect((await reports.json()).error).toBe('forbidden');

  await page.reload();
  await expect(page.getByRole('list', { name: 'Miembros' })).toContainText(email);
  await other.close();
});
