import { expect, test } from '@playwright/test';
import { registerAndSetUp } from './support/accounts.ts';
import { closedSidebar } from './support/catalog.ts';
import { e2eWhatsApp } from './support/whatsapp.ts';

// The server's WhatsApp client points at the e2e fake of Meta's Graph API, which knows one number.
test('the WhatsApp settings: sandbox first, Meta’s reason for a bad token, connected with a good one, back to sandbox', async ({
  page,
}) => {
  await registerAndSetUp(page);
  await closedSidebar(page);
  await page.goto('/admin/recepta');
  await expect(page.getByText('Sandbox (sin cuenta de Meta)')).toBeVisible();
  await expect(page.getByText('URL del webhook', { exact: true })).toBeVisible();
  await expect(page.getByText(/\/api\/whatsapp\/webhook$/)).toBeVisible();
  await expect(page.getByText('Token de verificación', { exact: true })).toBeVisible();

  const form = page.getByRole('form', { name: 'Conectar WhatsApp Business' });
  // The domain's schema checks each field where it is typed, before anything goes to Meta.
  await form.getByLabel('Identificador del número').fill('12-34');
  await form.getByLabel('Token de acceso').fill('corto');
  await form.getByRole('button', { name: 'Verificar y guardar' }).click();
  await expect(form.getByText('Usa solo los dígitos que muestra Meta')).toBeVisible();
  await expect(form.getByText('El identificador de la cuenta (WABA) es obligatorio')).toBeVisible();
  await expect(form.getByText('El token de acceso parece incompleto')).toBeVisible();
  await expect(form.getByLabel('Token de acceso')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Identificador del número').fill(e2eWhatsApp.phoneNumberId);
  await form.getByLabel('Identificador de la cuenta (WABA)').fill(e2eWhatsApp.wabaId);
  await form.getByLabel('Token de acceso').fill('EAAG-this-one-has-expired-000000');
  await form.getByRole('button', { name: 'Verificar y guardar' }).click();
  // Meta's own words come back, and nothing is saved.
  await expect(form.getByRole('alert')).toContainText('Session has expired');
  await expect(page.getByText('Sandbox (sin cuenta de Meta)')).toBeVisible();

  await form.getByLabel('Token de acceso').fill(e2eWhatsApp.accessToken);
  await form.getByRole('button', { name: 'Verificar y guardar' }).click();
  await expect(page.getByText('WhatsApp Business', { exact: true })).toBeVisible();
  await expect(page.getByText('Conectado', { exact: true })).toBeVisible();
  await expect(page.getByText('+506 4000 1234')).toBeVisible();
  // The token is write-only: the field is emptied and says one is saved.
  await expect(form.getByLabel('Token de acceso')).toHaveValue('');
  await expect(form.getByLabel('Token de acceso')).toHaveAttribute('placeholder', /Guardado/);
  expect(await page.content()).not.toContain(e2eWhatsApp.accessToken);

  await page.getByRole('button', { name: 'Volver al sandbox' }).click();
  await page
    .getByRole('dialog', { name: '¿Volver al sandbox?' })
    .getByRole('button', { name: 'Volver al sandbox' })
    .click();
  await expect(page.getByText('Sandbox (sin cuenta de Meta)')).toBeVisible();
});
