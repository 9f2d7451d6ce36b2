import { expect, test } from '@playwright/test';
import { registerAndSetUp } from './support/accounts.ts';
import {
  catalogList,
  catalogRow,
  closedSidebar,
  createService,
  deleteThroughDialog,
  expectPhoneHint,
  expectRedBorder,
  openAddForm,
  openRow,
  pressDisabledSave,
  saveForm,
} from './support/catalog.ts';

test.describe('services', () => {
  test('adds a service, edits it by clicking its row, and deletes it after confirming', async ({ page }) => {
    const { org } = await registerAndSetUp(page);
    await closedSidebar(page);
    await page.goto('/admin/services');
    await expect(page.getByText('Aún no hay servicios.')).toBeVisible();

    await page.getByRole('button', { name: 'Agregar servicio' }).first().click();
    const form = page.getByRole('form', { name: 'Nuevo servicio' });
    await expect(form.getByLabel('Nombre')).toBeFocused();
    await form.getByLabel('Nombre').fill('Limpieza dental');
    await form.getByLabel('Duración (minutos)').fill('45');
    await form.getByLabel('Intervalo (minutos)').fill('10');
    // A new organisation in Costa Rica prices in colones.
    await form.getByLabel('Precio (CRC)').fill('25000');
    await saveForm(page, form, 'Servicio creado');
    const row = catalogRow(page, 'Servicios', 'Limpieza dental');
    await expect(row).toContainText('45 min');
    await expect(row).toContainText('10 min de intervalo');
    await expect(row).toContainText(/₡\s?25\s000/);

    // The server fills in the description left empty.
    const saved = await page.request.get(`/api/services?orgId=${org.id}`);
    expect((await saved.json()).items).toMatchObject([
      {
        name: 'Limpieza dental',
        description: 'Servicio sin descripción',
        durationMin: 45,
        intervalMin: 10,
        price: 25000,
        recurring: false,
      },
    ]);

    const edit = await openRow(page, { title: 'Servicios', row: 'Limpieza dental', editTitle: 'Editar servicio' });
    await expect(edit.getByLabel('Nombre')).toHaveValue('Limpieza dental');
    await expect(edit.getByLabel('Descripción (opcional)')).toHaveValue('');
    await edit.getByLabel('Duración (minutos)').fill('60');
    await edit.getByLabel('Descripción (opcional)').fill('Con ultrasonido');
    // "Se repite": the chat receptionist offers the same time the following weeks after booking it.
    await expect(edit.getByRole('checkbox', { name: /Se repite/ })).not.toBeChecked();
    await edit.getByText('Se repite', { exact: true }).click();
    await expect(edit.getByRole('checkbox', { name: /Se repite/ })).toBeChecked();
    await saveForm(page, edit, 'Servicio actualizado');
    await expect(catalogRow(page, 'Servicios', 'Limpieza dental')).toContainText('1 h');
    await expect(catalogRow(page, 'Servicios', 'Limpieza dental')).toContainText('Con ultrasonido');
    await expect(catalogRow(page, 'Servicios', 'Limpieza dental')).toContainText('Se repite');
    const recurring = await page.request.get(`/api/services?orgId=${org.id}`);
    expect((await recurring.json()).items[0].recurring).toBe(true);

    // Prices follow the organisation's currency once another is chosen on its page.
    await page.goto('/admin/recepta');
    await page.getByLabel('Moneda').selectOption('USD');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Organización actualizada')).toBeVisible();
    await page.goto('/admin/services');
    await expect(catalogRow(page, 'Servicios', 'Limpieza dental')).toContainText('$25,000');

    await deleteThroughDialog(page, { title: 'Servicios', row: 'Limpieza dental', toast: 'Servicio eliminado' });
    await expect(page.getByText('Aún no hay servicios.')).toBeVisible();
  });

  test('an incomplete form keeps Guardar disabled; pressing it marks the invalid fields until fixed', async ({
    page,
  }) => {
    await registerAndSetUp(page);
    const form = await openAddForm(page, { path: '/admin/services', add: 'Agregar servicio', form: 'Nuevo servicio' });
    const name = form.getByLabel('Nombre');
    const duration = form.getByLabel('Duración (minutos)');
    const interval = form.getByLabel('Intervalo (minutos)');
    const save = form.getByRole('button', { name: 'Guardar' });
    // Nothing is said about untouched fields, but an empty name cannot be saved.
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();

    await pressDisabledSave(form);
    await expectRedBorder(name);
    await expect(form.getByText('Este campo es obligatorio')).toBeVisible();
    await expect(save).toBeDisabled();

    // Every field is checked as it changes from then on.
    await duration.fill('');
    await interval.fill('-5');
    await expectRedBorder(duration);
    await expectRedBorder(interval);
    await expect(form.getByText('Debe ser un número')).toBeVisible();
    await expect(form.getByText('El intervalo no puede ser negativo')).toBeVisible();
    await duration.fill('0');
    await expect(form.getByText('La duración mínima es 1 minuto')).toBeVisible();

    await name.fill('Consulta');
    await duration.fill('30');
    await expect(save).toBeDisabled();
    await interval.fill('0');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeEnabled();
    await saveForm(page, form, 'Servicio creado');
    await expect(catalogRow(page, 'Servicios', 'Consulta')).toContainText('Sin intervalo');
  });

  test('Cancelar closes the form without saving', async ({ page }) => {
    const { org } = await registerAndSetUp(page);
    await createService(page, org.id, { name: 'Ortodoncia' });
    await page.goto('/admin/services');
    const edit = await openRow(page, { title: 'Servicios', row: 'Ortodoncia', editTitle: 'Editar servicio' });
    await edit.getByLabel('Nombre').fill('Otro nombre');
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await expect(edit).toBeHidden();
    await expect(catalogList(page, 'Servicios')).toContainText('Ortodoncia');
    await expect(catalogList(page, 'Servicios')).not.toContainText('Otro nombre');
  });

  test('on a phone the row is the way to edit', async ({ page }) => {
    const { org } = await registerAndSetUp(page);
    await createService(page, org.id, { name: 'Blanqueamiento', durationMin: 90 });
    await expectPhoneHint(page, {
      path: '/admin/services',
      title: 'Servicios',
      row: 'Blanqueamiento',
      editTitle: 'Editar servicio',
    });
  });

  test('a list that cannot be loaded says so and can be retried', async ({ page }) => {
    await registerAndSetUp(page);
    let fail = true;
    await page.route('**/api/services?*', (route) =>
      fail ? route.fulfill({ status: 500, json: { error: 'internal_error', message: 'x' } }) : route.continue(),
    );
    await page.goto('/admin/services');
    await expect(page.getByRole('alert')).toContainText('Error al cargar servicios');
    fail = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByText('Aún no hay servicios.')).toBeVisible();
  });
});
