import { expect, test } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { closedSidebar } from './support/catalog.ts';

// The demo clinic has former patients, each with one visit months ago (apps/server/src/db/demo-data.ts).
// The campaign is scheduled a year ahead, so nothing reaches the demo's inbox while other specs read it;
// sending itself, and the figures after it, are covered by the API tests (modules/campaigns/campaigns.test.ts).
const demo = { email: 'demo@recepta.local', password: 'recepta-demo' };

test('a reactivation campaign from the audience preview to its results', async ({ page }) => {
  await signIn(page, demo);
  const orgId = (await (await page.request.get('/api/me')).json()).orgs[0].id as string;
  // The seeded reactivation template is a draft: the sandbox approves it on submission.
  const templates = (await (await page.request.get(`/api/templates?orgId=${orgId}`)).json()).items as {
    id: string;
    name: string;
  }[];
  const reactivation = templates.find((t) => t.name === 'reactivacion')!;
  await page.request.post(`/api/templates/${reactivation.id}/submit?orgId=${orgId}`, { data: {} });

  await closedSidebar(page);
  await page.goto('/admin/campanas');
  await expect(page.getByRole('heading', { name: 'Campañas', level: 1 })).toBeVisible();
  // The demo clinic says so in its sidebar (a real clinic does not: foundation.spec.ts).
  await expect(page.getByText('v0.1 · Demo')).toHaveCount(1);
  const form = page.locator('form');
  await form.getByLabel('Nombre de la campaña').fill('Te extrañamos');
  await form.getByLabel('Plantilla (Marketing, aprobada)').selectOption({ label: 'reactivacion' });
  await form.getByLabel('Pacientes sin cita desde hace (días)').fill('90');
  // The patient's name and the clinic's start filled in.
  await expect(form.getByLabel('Valor de {{1}}')).toHaveValue('{nombre}');
  await expect(form.getByLabel('Valor de {{2}}')).toHaveValue('Clínica Demo');
  // The preview reads as a patient would, with an example name.
  await expect(form).toContainText('Hola María, hace tiempo que no te vemos en Clínica Demo.');

  await form.getByRole('button', { name: 'Ver destinatarios' }).click();
  await expect(form).toContainText('4 pacientes la recibirán');
  const sample = form.getByRole('list', { name: 'Algunos destinatarios' });
  await expect(sample).toContainText('Esteban Brenes');
  await expect(sample).toContainText('Carolina Méndez');

  await form.getByLabel('Programar').check();
  const nextYear = new Date().getUTCFullYear() + 1;
  await form.getByLabel('Día y hora').fill(`${nextYear}-01-15T09:00`);
  // Nothing goes out before a last look: how many, when, and the first message as its patient reads it.
  await form.getByRole('button', { name: 'Programar campaña' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Programar la campaña?' });
  await expect(confirm).toContainText(
    new RegExp(`La recibirán 4 pacientes el [a-zé]+, 15 de enero de ${nextYear}, 09:00`),
  );
  await expect(confirm.getByRole('figure')).toContainText(
    /^Así lo leerá \S+.*Hola \S+, hace tiempo que no te vemos en Clínica Demo\./,
  );
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toHaveCount(0);
  const listed = (await (await page.request.get(`/api/campaigns?orgId=${orgId}`)).json()).items as { name: string }[];
  expect(listed.map((c) => c.name)).not.toContain('Te extrañamos');
  await form.getByRole('button', { name: 'Programar campaña' }).click();
  await confirm.getByRole('button', { name: 'Programar para 4 pacientes' }).click();
  await expect(page.getByText('Campaña programada para 4 pacientes')).toBeVisible();

  const campaign = page
    .getByRole('list', { name: 'Campañas' })
    .getByRole('listitem')
    .filter({ hasText: 'Te extrañamos' });
  await expect(campaign).toContainText('Programada para el');
  await expect(campaign).toContainText('Destinatarios4');
  await expect(campaign).toContainText('Enviados0');
});
