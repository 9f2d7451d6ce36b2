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

test.describe('locations', () => {
  // A new location's zone is the browser's (docs/product.md#locations).
  test.use({ timezoneId: 'America/Mexico_City' });

  test("adds a location in the browser's zone, edits it by its row, and deletes it", async ({ page }) => {
    await registerAndSetUp(page);
    await closedSidebar(page);
    await page.goto('/admin/locations');
    await expect(catalogRow(page, 'Ubicaciones', 'San José')).toContainText('America/Costa Rica');

    await page.getByRole('button', { name: 'Agregar ubicación' }).click();
    const form = page.getByRole('form', { name: 'Nueva ubicación' });
    await expect(form.getByLabel('Zona horaria')).toHaveValue('America/Mexico_City');
    await form.getByLabel('Nombre').fill('Sede Polanco');
    await saveForm(page, form, 'Ubicación creada');
    await expect(catalogRow(page, 'Ubicaciones', 'Sede Polanco')).toContainText('America/Mexico City');

    const edit = await openRow(page, { title: 'Ubicaciones', row: 'Sede Polanco', editTitle: 'Editar ubicación' });
    await expect(edit.getByLabel('Zona horaria')).toHaveValue('America/Mexico_City');
    // Every zone of the region, found by country or city.
    await edit.getByLabel('Buscar país o ciudad').fill('peru');
    await expect(edit.getByLabel('Zona horaria').locator('option')).toHaveText([
      /^Ciudad de México · México/,
      /^Lima · Perú/,
    ]);
    await edit.getByLabel('Zona horaria').selectOption('America/Lima');
    await saveForm(page, edit, 'Ubicación actualizada');
    await expect(catalogRow(page, 'Ubicaciones', 'Sede Polanco')).toContainText('America/Lima');

    await deleteThroughDialog(page, { title: 'Ubicaciones', row: 'Sede Polanco', toast: 'Ubicación eliminada' });
  });

  test('a location a resource uses is not deleted, and the message says why', async ({ page }) => {
    const { org } = await registerAndSetUp(page);
    const north = await createLocation(page, org.id, { name: 'Sede Norte' });
    await createResource(page, org.id, { name: 'Dra. Vega', locationId: north.id });
    await page.goto('/admin/locations');
    await page.getByRole('button', { name: 'Eliminar Sede Norte', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar', exact: true }).click();
    // Title and reason are one toast, gone after 3 s: asked for in one assertion, since on a busy
    // machine the toast could close between two separate ones.
    await expect(
      page
        .locator('[data-sonner-toast]')
        .filter({ has: page.getByText('Error al eliminar ubicación', { exact: true }) })
        .filter({ has: page.getByText('No se puede eliminar: 1 recurso usa esta ubicación') }),
    ).toBeVisible();
    await expect(catalogRow(page, 'Ubicaciones', 'Sede Norte')).toBeVisible();
  });

  test('an empty name is marked and Guardar disabled', async ({ page }) => {
    await registerAndSetUp(page);
    const form = await openAddForm(page, {
      path: '/admin/locations',
      add: 'Agregar ubicación',
      form: 'Nueva ubicación',
    });
    await pressDisabledSave(form);
    await expectRedBorder(form.getByLabel('Nombre'));
    await expect(form.getByText('Este campo es obligatorio')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  test('on a phone the row is the way to edit', async ({ page }) => {
    await registerAndSetUp(page, { org: { locationName: 'Sede Central' } });
    await expectPhoneHint(page, {
      path: '/admin/locations',
      title: 'Ubicaciones',
      row: 'Sede Central',
      editTitle: 'Editar ubicación',
    });
  });
});
