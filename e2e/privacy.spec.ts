import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { registerAndSetUp } from './support/accounts.ts';
import { closedSidebar } from './support/catalog.ts';

/** A patient writes in, as the simulator does, through the same processing as Meta's webhook. */
async function patientWrites(page: Page, orgId: string, from: string, text: string, name: string) {
  const res = await page.request.post(`/api/channel/sandbox/inbound?orgId=${orgId}`, {
    data: { from, text, name },
  });
  expect(res.status()).toBe(202);
}

test.describe('privacy', () => {
  test('a request written in the chat appears in Solicitudes with its deadline, and is closed there', async ({
    page,
  }) => {
    const { org } = await registerAndSetUp(page);
    await closedSidebar(page);
    await patientWrites(page, org.id, '+50670202020', 'Hola', 'Lucía Vega');
    await patientWrites(page, org.id, '+50670202020', 'Quiero una copia de mis datos, por favor', 'Lucía Vega');

    // The message is processed after its 202: the request exists once the receptionist has read it.
    await expect
      .poll(async () => (await (await page.request.get(`/api/rights-requests?orgId=${org.id}`)).json()).items.length)
      .toBe(1);
    await page.goto('/admin/solicitudes');
    await expect(page.getByRole('heading', { name: 'Solicitudes', level: 1 })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: 'Acceso a sus datos' });
    await expect(row).toContainText('Lucía Vega');
    await expect(row).toContainText('Pedida por WhatsApp');
    await expect(row).toContainText(/Quedan \d+ días|Vence mañana|Vence hoy/);
    await expect(row.getByRole('link', { name: 'Descargar datos' })).toBeVisible();

    await row.getByRole('button', { name: 'Marcar respondida' }).click();
    await expect(page.getByText('Solicitud marcada como respondida')).toBeVisible();
    await expect(row).toContainText('Respondida');
    await expect(row.getByRole('button', { name: 'Marcar respondida' })).toHaveCount(0);
  });

  test('imports a future appointment from a spreadsheet, with the time column chosen by hand', async ({ page }) => {
    const { org, location } = await registerAndSetUp(page);
    await page.request.post(`/api/services?orgId=${org.id}`, { data: { name: 'Consulta', durationMin: 30 } });
    await page.request.post(`/api/resources?orgId=${org.id}`, { data: { name: 'Dra. Ana', locationId: location.id } });
    // A Tuesday two weeks or more ahead, at 10:00: inside the default opening hours.
    const day = new Date(Date.now() + 14 * 86_400_000);
    while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
    const csv = `Día,Cuándo,Servicio,Doctora,Paciente,Celular\n${day.toISOString().slice(0, 10)},10:00,Consulta,Dra. Ana,Rosa Mora,8777 0005`;

    await page.goto('/admin/customers');
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await page.getByText('Citas futuras', { exact: true }).click();
    await page
      .getByLabel('Archivo')
      .setInputFiles({ name: 'citas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText('Fila 2: Falta la hora')).toBeVisible();
    await page.getByLabel('Columna de Hora').selectOption('Cuándo');
    await expect(page.getByText(/filas: se crearán/)).toContainText('1 citas y 1 pacientes nuevos');
    await page.getByRole('button', { name: 'Importar 1 citas' }).click();
    await expect(page.getByText('Se importaron 1 citas y 1 pacientes nuevos.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deshacer importación' })).toBeVisible();
  });

  test('the organisation page shows what retention would delete before it is turned on, the public notice, and exports everything', async ({
    page,
  }) => {
    const { org } = await registerAndSetUp(page);
    await page.goto('/admin/recepta');
    await expect(page.getByText('Con lo guardado, esta noche no habría nada que borrar.')).toBeVisible();
    await page.getByLabel('Borrar cada noche lo que pasó estos plazos').check();
    await page.getByRole('button', { name: 'Guardar conservación' }).click();
    await expect(page.getByText('Conservación activada: se aplica cada noche')).toBeVisible();

    await page.getByLabel('Correo para solicitudes de datos').fill('datos@clinica.example');
    await page.getByRole('button', { name: 'Guardar privacidad' }).click();
    await expect(page.getByText('Privacidad guardada')).toBeVisible();
    const notice = await page.request.get(`/privacidad/${org.id}`);
    expect(notice.status()).toBe(200);
    expect(await notice.text()).toContain('datos@clinica.example');

    // The owner downloads the whole organisation: a ZIP whose entries name the exported files.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar ZIP' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^recepta-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readFile(await download.path());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.toString('latin1')).toContain('pacientes.csv');
  });
});
