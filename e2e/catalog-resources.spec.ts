import { expect, test } from '@playwright/test';
import { registerAndSetUp } from './support/accounts.ts';
import {
  catalogRow,
  closedSidebar,
  createLocation,
  createResource,
  deleteThroughDialog,
  expectPhoneHint,
  expectRedBorder,
  openAddForm,
  openRow,
  pressDisabledSave,
  saveForm,
} from './support/catalog.ts';

test.describe('resources', () => {
  test('adds a resource with its colours previewed live, edits it inactive, and deletes it', async ({ page }) => {
    const { org } = await registerAndSetUp(page, { org: { locationName: 'Sede Central' } });
    await closedSidebar(page);
    await page.goto('/admin/resources');
    await expect(page.getByText('Aún no hay recursos.')).toBeVisible();

    await page.getByRole('button', { name: 'Agregar recurso' }).first().click();
    const form = page.getByRole('form', { name: 'Nuevo recurso' });
    // The only location is already chosen; capacity starts at 1 and the resource active.
    await expect(form.getByLabel('Ubicación')).toHaveValue(/.+/);
    await expect(form.getByLabel('Capacidad')).toHaveValue('1');
    await expect(form.getByRole('checkbox', { name: /Activo/ })).toBeChecked();

    await form.getByLabel('Nombre').fill('Dra. Ana Rojas');
    const preview = form.getByRole('figure', { name: 'Vista previa' }).getByText('Dra. Ana Rojas');
    await expect(preview).toBeVisible();
    await form.getByLabel('Color de fondo (hexadecimal)').fill('#1d4ed8');
    await expect(preview).toHaveCSS('background-color', 'rgb(29, 78, 216)');
    // The picker and the hex field are one value.
    await expect(form.getByLabel('Color de fondo', { exact: true })).toHaveValue('#1d4ed8');
    await form.getByLabel('Color del texto', { exact: true }).fill('#ffffff');
    await expect(form.getByLabel('Color del texto (hexadecimal)')).toHaveValue('#ffffff');
    await expect(preview).toHaveCSS('color', 'rgb(255, 255, 255)');
    // A pair hard to read is pointed out.
    await form.getByLabel('Color del texto (hexadecimal)').fill('#2563eb');
    await expect(form.getByText('Poco contraste')).toBeVisible();
    await form.getByLabel('Color del texto (hexadecimal)').fill('#ffffff');
    await expect(form.getByText('Poco contraste')).toBeHidden();

    await saveForm(page, form, 'Recurso creado');
    const row = catalogRow(page, 'Recursos', 'Dra. Ana Rojas');
    await expect(row).toContainText('Sede Central');
    await expect(row).toContainText('Capacidad 1');
    await expect(row).not.toContainText('Inactivo');
    const saved = await page.request.get(`/api/resources?orgId=${org.id}`);
    expect((await saved.json()).items).toMatchObject([
      { name: 'Dra. Ana Rojas', backgroundColor: '#1d4ed8', textColor: '#ffffff', active: true, capacity: 1 },
    ]);

    const edit = await openRow(page, { title: 'Recursos', row: 'Dra. Ana Rojas', editTitle: 'Editar recurso' });
    await expect(edit.getByLabel('Color de fondo (hexadecimal)')).toHaveValue('#1d4ed8');
    await edit.getByText('Activo', { exact: true }).click();
    await expect(edit.getByRole('checkbox', { name: /Activo/ })).not.toBeChecked();
    await saveForm(page, edit, 'Recurso actualizado');
    await expect(catalogRow(page, 'Recursos', 'Dra. Ana Rojas')).toContainText('Inactivo');

    await deleteThroughDialog(page, { title: 'Recursos', row: 'Dra. Ana Rojas', toast: 'Recurso eliminado' });
  });

  test('an incomplete form marks its fields; with several locations one must be chosen', async ({ page }) => {
    const { org } = await registerAndSetUp(page);
    await createLocation(page, org.id, { name: 'Sede Escazú' });
    const form = await openAddForm(page, { path: '/admin/resources', add: 'Agregar recurso', form: 'Nuevo recurso' });
    await form.getByLabel('Capacidad').fill('0');
    // Said once the field is left, then as it changes.
    await form.getByLabel('Capacidad').blur();
    await expect(form.getByText('La capacidad mínima es 1')).toBeVisible();
    await form.getByLabel('Capacidad').fill('2');
    await pressDisabledSave(form);
    await expectRedBorder(form.getByLabel('Nombre'));
    await expectRedBorder(form.getByLabel('Ubicación'));
    await expect(form.getByText('Este campo es obligatorio')).toBeVisible();
    await expect(form.getByText('Elige una ubicación', { exact: true }).last()).toBeVisible();
    await expect(form.getByRole('button', { name: 'Guardar' })).toBeDisabled();

    await form.getByLabel('Nombre').fill('Consultorio 2');
    await form.getByLabel('Ubicación').selectOption({ label: 'Sede Escazú' });
    await saveForm(page, form, 'Recurso creado');
    await expect(catalogRow(page, 'Recursos', 'Consultorio 2')).toContainText('Sede Escazú');
    await expect(catalogRow(page, 'Recursos', 'Consultorio 2')).toContainText('Capacidad 2');
  });

  test('on a phone the row is the way to edit', async ({ page }) => {
    const { org, location } = await registerAndSetUp(page);
    await createResource(page, org.id, { name: 'Dr. Luis Mora', locationId: location.id });
    await expectPhoneHint(page, {
      path: '/admin/resources',
      title: 'Recursos',
      row: 'Dr. Luis Mora',
      editTitle: 'Editar recurso',
    });
  });
});
