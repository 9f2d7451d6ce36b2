import { expect, type Page, test } from '@playwright/test';
import { registerAndSetUp } from './support/accounts.ts';

const seededNames = ['oferta_horario', 'reactivacion', 'reminder_24h', 'reminder_2h', 'seguimiento_inasistencia'];

function templateList(page: Page) {
  return page.getByRole('list', { name: 'Lista de plantillas' });
}

/** The list entry of a template: its accessible name starts with the template's name. */
function entry(page: Page, name: string) {
  return templateList(page).getByRole('button', { name: new RegExp(`^${name} `) });
}

function editor(page: Page, name: string) {
  return page.getByRole('form', { name: `Plantilla ${name}` });
}

/** The names in the list, read in one go (the list may change between two separate reads). */
async function namesInList(page: Page): Promise<string[]> {
  await expect(templateList(page).getByRole('button').first()).toBeVisible();
  return templateList(page)
    .getByRole('button')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('.truncate')?.textContent ?? ''));
}

test.describe('templates', () => {
  test.beforeEach(async ({ page }) => {
    await registerAndSetUp(page);
  });

  test('lists the four seeded templates with their status and opens the first in the editor', async ({ page }) => {
    await page.goto('/admin/plantillas');
    await expect(page.getByRole('heading', { name: 'Plantillas', level: 1 })).toBeVisible();
    expect(await namesInList(page)).toEqual(seededNames);
    await expect(entry(page, 'reactivacion')).toContainText('Borrador');
    await expect(entry(page, 'reminder_24h')).toContainText('Lista');
    await expect(entry(page, 'oferta_horario')).toHaveAttribute('aria-current', 'true');
    const first = editor(page, 'oferta_horario');
    await expect(first.getByLabel('Nombre')).toHaveValue('oferta_horario');
    await expect(first.getByLabel('Categoría')).toHaveValue('Utility');
    await entry(page, 'reactivacion').click();
    const form = editor(page, 'reactivacion');
    await expect(form.getByLabel('Nombre')).toHaveValue('reactivacion');
    await expect(form.getByLabel('Categoría')).toHaveValue('Marketing');
    await expect(
      form.getByText(/Usa \{\{1\}\}, \{\{2\}\}, etc\. como variables.*evita incluir información sensible/),
    ).toBeVisible();
  });

  test('previews with sample values, restores unsaved edits, saves, and keeps the change after a reload', async ({
    page,
  }) => {
    await page.goto('/admin/plantillas');
    await entry(page, 'reminder_2h').click();
    const form = editor(page, 'reminder_2h');
    const text = form.getByLabel('Texto del mensaje');
    const preview = form.getByTestId('template-preview');
    await expect(preview).toContainText(
      'Hola María, tu cita de Limpieza dental es hoy, viernes 27 de noviembre, 10:30, con Dra. Ana Rodríguez en Clínica Central.',
    );

    const restore = form.getByRole('button', { name: 'Restaurar' });
    const save = form.getByRole('button', { name: 'Guardar' });
    await expect(restore).toBeDisabled();
    await expect(save).toBeDisabled();
    const original = await text.inputValue();

    await text.fill('Hola {{1}}, te esperamos hoy a las {{2}}. Si no deseas recibir más mensajes, responde SALIR.');
    await expect(preview).toContainText('Hola María, te esperamos hoy a las Limpieza dental.');
    await restore.click();
    await expect(text).toHaveValue(original);
    await expect(preview).toContainText('Dra. Ana Rodríguez');

    const changed =
      'Hola {{1}}, tu cita de {{2}} es hoy a las {{3}}. ¡Te esperamos! Si no deseas recibir más mensajes, responde SALIR.';
    await text.fill(changed);
    await save.click();
    await expect(page.getByText('Plantilla guardada')).toBeVisible();
    // An approved template that changes needs approval again.
    await expect(entry(page, 'reminder_2h')).toContainText('Borrador');
    await expect(restore).toBeDisabled();

    await page.reload();
    await entry(page, 'reminder_2h').click();
    await expect(editor(page, 'reminder_2h').getByLabel('Texto del mensaje')).toHaveValue(changed);
    await expect(entry(page, 'reminder_2h')).toContainText('Borrador');
  });

  test('shows the rules broken while typing and keeps Guardar disabled', async ({ page }) => {
    await page.goto('/admin/plantillas');
    await entry(page, 'reactivacion').click();
    const form = editor(page, 'reactivacion');
    await form.getByLabel('Texto del mensaje').fill('Hola {{1}}, tu cita es a las {{3}}.');
    await expect(form.getByText('Las variables deben ir numeradas desde {{1}} sin saltos: falta {{2}}')).toBeVisible();
    await expect(form.getByLabel('Texto del mensaje')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    // A text WhatsApp would refuse cannot be sent for approval either.
    await expect(form.getByRole('button', { name: 'Enviar a aprobación' })).toBeDisabled();

    await form.getByLabel('Texto del mensaje').fill('Hola {{1}}, tu cita es a las {{2}}.');
    await expect(form.getByText(/sin saltos/)).toBeHidden();
    await form.getByLabel('Nombre').fill('Reactivación 2');
    await expect(
      form.getByText('Usa solo letras minúsculas sin tildes, números y guiones bajos (_), sin espacios'),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  test('sends a template for approval after asking: on the sandbox it is approved at once', async ({ page }) => {
    await page.goto('/admin/plantillas');
    await entry(page, 'reactivacion').click();
    const form = editor(page, 'reactivacion');
    await form.getByRole('button', { name: 'Enviar a aprobación' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Deseas enviar la plantilla reactivacion a aprobación?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(entry(page, 'reactivacion')).toContainText('Borrador');

    await form.getByRole('button', { name: 'Enviar a aprobación' }).click();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Plantilla aprobada y lista para usarse')).toBeVisible();
    await expect(entry(page, 'reactivacion')).toContainText('Lista');
    await expect(form.getByRole('button', { name: 'Enviar a aprobación' })).toBeDisabled();

    await page.reload();
    await expect(entry(page, 'reactivacion')).toContainText('Lista');
  });

  test('Enviar a aprobación saves the changes first, with buttons and language, in one click', async ({ page }) => {
    await page.goto('/admin/plantillas');
    // Once the list has come and the first template is shown beside it (wide screen).
    await expect(page.getByRole('form', { name: /^Plantilla / })).toBeVisible();
    await page.getByRole('button', { name: 'Nueva plantilla' }).click();
    const form = page.getByRole('form', { name: 'Nueva plantilla' });
    await form.getByLabel('Nombre').fill('confirmacion_cita');
    await form.getByLabel('Idioma').selectOption('es_MX');
    await form
      .getByLabel('Texto del mensaje')
      .fill('Hola {{1}}, ¿confirmas tu cita de {{2}}? Responde SALIR para no recibir más.');
    await form.getByRole('button', { name: 'Agregar botón' }).click();
    await form.getByLabel('Botón 1', { exact: true }).fill('Confirmar');
    await form.getByRole('button', { name: 'Agregar botón' }).click();
    await form.getByLabel('Botón 2', { exact: true }).fill('Reprogramar esta cita ya');
    await expect(form.getByText('Máximo 20 caracteres')).toBeVisible();
    await form.getByLabel('Botón 2', { exact: true }).fill('Reprogramar');
    // The preview fills the variables with an example patient and shows the buttons.
    const preview = form.getByTestId('template-preview');
    await expect(preview).toContainText('Hola María, ¿confirmas tu cita de Limpieza dental?');
    await expect(form.getByRole('list', { name: 'Botones' })).toContainText('Reprogramar');

    await form.getByRole('button', { name: 'Enviar a aprobación' }).click();
    await page
      .getByRole('dialog', { name: /a aprobación\?$/ })
      .getByRole('button', { name: 'Enviar' })
      .click();
    await expect(page.getByText('Plantilla aprobada y lista para usarse')).toBeVisible();
    await expect(entry(page, 'confirmacion_cita')).toContainText('Lista');
    const saved = await page.request.get('/api/templates', {
      params: { orgId: (await (await page.request.get('/api/me')).json()).orgs[0].id },
    });
    expect((await saved.json()).items.find((t: { name: string }) => t.name === 'confirmacion_cita')).toMatchObject({
      status: 'ready',
      language: 'es_MX',
      buttons: ['Confirmar', 'Reprogramar'],
    });
  });

  test('"Nueva plantilla" clicked while the list loads stays open when the list comes', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/templates?*', async (route) => {
      if (route.request().method() === 'GET') await released;
      await route.continue();
    });
    await page.goto('/admin/plantillas');
    await page.getByRole('button', { name: 'Nueva plantilla' }).click();
    await expect(page).toHaveURL(/id=nueva/);
    release();
    await expect(templateList(page).getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('form', { name: 'Nueva plantilla' })).toBeVisible();
    await expect(page).toHaveURL(/id=nueva/);
    // A wide screen with none chosen shows the first template beside the list.
    await page.goto('/admin/plantillas');
    await expect(page.getByRole('form', { name: /^Plantilla / })).toBeVisible();
  });

  test('creates a new template as a draft and refuses a name already in use', async ({ page }) => {
    await page.goto('/admin/plantillas');
    await page.getByRole('button', { name: 'Nueva plantilla' }).click();
    const form = page.getByRole('form', { name: 'Nueva plantilla' });
    await form.getByLabel('Nombre').fill('reminder_24h');
    await form.getByLabel('Categoría').selectOption('Marketing');
    await form
      .getByLabel('Texto del mensaje')
      .fill('Hola {{1}}, este mes tenemos {{2}}. Responde SALIR para no recibir más.');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('Ya existe una plantilla con ese nombre')).toBeVisible();
    await expect(page.getByText('Error al guardar plantilla')).toBeVisible();

    await form.getByLabel('Nombre').fill('promo_limpieza');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Plantilla guardada')).toBeVisible();
    await expect(editor(page, 'promo_limpieza').getByLabel('Categoría')).toHaveValue('Marketing');
    await expect(entry(page, 'promo_limpieza')).toContainText('Borrador');
    await page.reload();
    expect(await namesInList(page)).toEqual([
      'oferta_horario',
      'promo_limpieza',
      'reactivacion',
      'reminder_24h',
      'reminder_2h',
      'seguimiento_inasistencia',
    ]);
  });

  test('deletes a template after confirming', async ({ page }) => {
    await page.goto('/admin/plantillas');
    await entry(page, 'reminder_2h').click();
    await editor(page, 'reminder_2h').getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar eliminación' });
    await expect(dialog).toContainText('Esta acción no se puede deshacer.');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Plantilla eliminada')).toBeVisible();
    await expect(entry(page, 'reminder_2h')).toHaveCount(0);
    await page.reload();
    expect(await namesInList(page)).toEqual([
      'oferta_horario',
      'reactivacion',
      'reminder_24h',
      'seguimiento_inasistencia',
    ]);
  });

  test('keeps each organisation’s templates to itself', async ({ page, browser }) => {
    const created = await page.request.post('/api/templates', {
      params: { orgId: (await (await page.request.get('/api/me')).json()).orgs[0].id },
      data: { name: 'solo_de_esta_clinica', category: 'Utility', text: 'Hola {{1}}' },
    });
    expect(created.status()).toBe(201);
    await page.goto('/admin/plantillas');
    await expect(entry(page, 'solo_de_esta_clinica')).toBeVisible();

    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await registerAndSetUp(otherPage);
      await otherPage.goto('/admin/plantillas');
      expect(await namesInList(otherPage)).toEqual(seededNames);
    } finally {
      await other.close();
    }
  });

  test('on a phone, shows the list first, then the editor full width with a way back', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Below 1024 px the sidebar overlays the page while open (docs/product.md#admin-shell): start with it closed.
    await page.addInitScript(() => {
      if (location.protocol.startsWith('http')) localStorage.setItem('sidebarOpen', 'false');
    });
    await page.goto('/admin/plantillas');
    await expect(templateList(page)).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);

    await entry(page, 'reminder_24h').click();
    const form = editor(page, 'reminder_24h');
    await expect(form).toBeVisible();
    await expect(templateList(page)).toBeHidden();
    const box = await form.boundingBox();
    expect(box?.width).toBeGreaterThan(340);

    await form.getByRole('button', { name: 'Volver a la lista de plantillas' }).click();
    await expect(templateList(page)).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
  });
});
