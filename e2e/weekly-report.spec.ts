import { expect, test } from '@playwright/test';
import { registerAndSetUp } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// The app's CSP allows no inline script; axe's source is injected as one.
test.use({ bypassCSP: true, locale: 'es-MX' });

// The "Reporte semanal" card of the organisation page: the member's own switch for the Monday mail
// (docs/product.md#weekly-report), kept across reloads, in light and dark.
test('a member switches the weekly report mail off and on again', async ({ page }) => {
  await registerAndSetUp(page, { org: { tz: 'America/Mexico_City' } });
  await page.goto('/admin/recepta');
  await expect(page.getByRole('heading', { name: 'Reporte semanal', exact: true })).toBeVisible();
  const toggle = page.getByRole('checkbox', { name: 'Recibir el reporte semanal por correo' });
  await expect(toggle).toBeChecked();
  // The next Monday at 08:00 in the organisation's zone.
  await expect(toggle).toHaveAccessibleDescription(/^Próximo envío: lunes, \d{1,2} de [a-z]+ a las 08:00\.$/);

  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toHaveAccessibleDescription('Solo cambia tu correo; el resto del equipo decide por su cuenta.');
  await page.reload();
  await expect(toggle).not.toBeChecked();

  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page, 'the organisation page in dark mode');
  await page.getByText('Recibir el reporte semanal por correo').click();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(toggle).toBeChecked();
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoAxeViolations(page, 'the organisation page');
});
