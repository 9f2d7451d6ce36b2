import { expect, type Page, test } from '@playwright/test';
import { registerAndSetUp } from './support/accounts.ts';
import {
  catalogRow,
  closedSidebar,
  createBlock,
  createResource,
  deleteThroughDialog,
  expectPhoneHint,
  expectRedBorder,
  openAddForm,
  openRow,
  pressDisabledSave,
  saveConfig,
  saveForm,
  type TestBlock,
} from './support/catalog.ts';

/** Fills the new-block form ('Agregar bloque') and saves it. */
async function addBlock(
  page: Page,
  block: { resource: string; reason: string; mode?: 'Todo el día' | 'Diario'; fields: Record<string, string> },
): Promise<void> {
  await page.getByRole('button', { name: 'Agregar bloque' }).first().click();
  const form = page.getByRole('form', { name: 'Nuevo bloque' });
  await form.getByLabel('Recurso').selectOption({ label: block.resource });
  await form.getByLabel('Motivo').fill(block.reason);
  if (block.mode) await form.getByText(block.mode, { exact: true }).click();
  for (const [label, value] of Object.entries(block.fields)) await form.getByLabel(label).fill(value);
  await saveForm(page, form, 'Bloque creado');
}

async function blocksOf(page: Page, orgId: string): Promise<TestBlock[]> {
  const res = await page.request.get(`/api/blocks?orgId=${orgId}`);
  expect(res.status()).toBe(200);
  return (await res.json()).items as TestBlock[];
}

test.describe('blocks', () => {
  // Times are typed on the clinic's clock (Costa Rica here), whatever the browser's zone.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('adds daily, one-off and all-day blocks, shown in Spanish, and edits and deletes them', async ({ page }) => {
    const { org, location } = await registerAndSetUp(page);
    await createResource(page, org.id, { name: 'Dra. Ana Rojas', locationId: location.id });
    await closedSidebar(page);
    await page.goto('/admin/blocks');
    await expect(page.getByText('Aún no hay bloques.')).toBeVisible();

    await addBlock(page, {
      resource: 'Todos (toda la organización)',
      reason: 'Almuerzo',
      mode: 'Diario',
      fields: { 'Hora de inicio': '12:00', 'Hora de fin': '13:00' },
    });
    await expect(catalogRow(page, 'Bloques', 'Almuerzo')).toContainText('Todos los días 12:00–13:00');
    await expect(catalogRow(page, 'Bloques', 'Almuerzo')).toContainText('Toda la organización');

    // One-off, for a resource, in the clinic's zone.
    await addBlock(page, {
      resource: 'Dra. Ana Rojas',
      reason: 'Capacitación',
      fields: {
        'Fecha de inicio': '2030-11-26',
        'Hora de inicio': '14:00',
        'Fecha de fin': '2030-11-26',
        'Hora de fin': '16:00',
      },
    });
    await expect(catalogRow(page, 'Bloques', 'Capacitación')).toContainText('mar 26 nov 2030 14:00 – 16:00');
    await expect(catalogRow(page, 'Bloques', 'Capacitación')).toContainText('Dra. Ana Rojas');

    // All day, over two days.
    await addBlock(page, {
      resource: 'Todos (toda la organización)',
      reason: 'Navidad',
      mode: 'Todo el día',
      fields: { 'Fecha de inicio': '2030-12-24', 'Fecha de fin': '2030-12-25' },
    });
    await expect(catalogRow(page, 'Bloques', 'Navidad')).toContainText('Todo el día 24–25 dic 2030');

    const saved = await blocksOf(page, org.id);
    expect(saved.find((b) => b.reason === 'Almuerzo')).toMatchObject({
      resourceId: null,
      startTime: '12:00',
      endTime: '13:00',
      start: null,
      backgroundColor: '#f5f5dc',
      textColor: '#000000',
    });
    expect(saved.find((b) => b.reason === 'Capacitación')).toMatchObject({
      start: '2030-11-26T14:00:00-06:00',
      end: '2030-11-26T16:00:00-06:00',
    });
    // 00:00:00.000 of the first day to 23:59:59.999 of the last (docs/product.md#blocks; the wire shows seconds).
    expect(saved.find((b) => b.reason === 'Navidad')).toMatchObject({
      start: '2030-12-24T00:00:00-06:00',
      end: '2030-12-25T23:59:59-06:00',
    });

    // Editing reads the saved block back into its kind and times.
    const edit = await openRow(page, { title: 'Bloques', row: 'Navidad', editTitle: 'Editar bloque' });
    await expect(edit.getByRole('radio', { name: 'Todo el día' })).toBeChecked();
    await expect(edit.getByLabel('Hora de inicio')).toHaveCount(0);
    await expect(edit.getByLabel('Fecha de fin')).toHaveValue('2030-12-25');
    await edit.getByLabel('Fecha de fin').fill('2030-12-26');
    await saveForm(page, edit, 'Bloque actualizado');
    await expect(catalogRow(page, 'Bloques', 'Navidad')).toContainText('Todo el día 24–26 dic 2030');

    await deleteThroughDialog(page, { title: 'Bloques', row: 'Capacitación', toast: 'Bloque eliminado' });
  });

  test('an empty form marks what is missing; daily times stay within opening hours', async ({ page }) => {
    const { org } = await registerAndSetUp(page);
    await saveConfig(page, org.id, { openTime: '09:00', closeTime: '17:00' });
    const form = await openAddForm(page, { path: '/admin/blocks', add: 'Agregar bloque', form: 'Nuevo bloque' });
    const save = form.getByRole('button', { name: 'Guardar' });
    await pressDisabledSave(form);
    await expectRedBorder(form.getByLabel('Recurso'));
    await expectRedBorder(form.getByLabel('Motivo'));
    await expectRedBorder(form.getByLabel('Hora de inicio'));
    await expectRedBorder(form.getByLabel('Hora de fin'));
    await expect(form.getByText('Elige un recurso o «Todos»')).toBeVisible();
    await expect(save).toBeDisabled();

    await form.getByText('Diario', { exact: true }).click();
    const start = form.getByLabel('Hora de inicio');
    await expect(start).toHaveAttribute('min', '09:00');
    await expect(start).toHaveAttribute('max', '17:00');
    await expect(form.getByText('Dentro del horario de atención (09:00–17:00).')).toBeVisible();
    await start.fill('07:00');
    await expect(form.getByText('Debe estar dentro del horario (09:00–17:00)')).toBeVisible();
    await start.fill('10:00');
    await form.getByLabel('Hora de fin').fill('09:30');
    await expect(form.getByText('El fin debe ser posterior al inicio')).toBeVisible();
    await form.getByLabel('Hora de fin').fill('11:00');
    await form.getByLabel('Recurso').selectOption({ label: 'Todos (toda la organización)' });
    await form.getByLabel('Motivo').fill('Reunión de equipo');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(catalogRow(page, 'Bloques', 'Reunión de equipo')).toContainText('Todos los días 10:00–11:00');
  });

  test('only active resources are offered for a new block; an existing one keeps its own', async ({ page }) => {
    const { org, location } = await registerAndSetUp(page);
    await createResource(page, org.id, { name: 'Dra. Activa', locationId: location.id });
    const inactive = await createResource(page, org.id, {
      name: 'Dr. Inactivo',
      locationId: location.id,
      active: false,
    });
    await createBlock(page, org.id, { resourceId: inactive.id, startTime: '12:00', endTime: '13:00', reason: 'Pausa' });
    await page.goto('/admin/blocks');

    await page.getByRole('button', { name: 'Agregar bloque' }).click();
    const resource = page.getByRole('form', { name: 'Nuevo bloque' }).getByLabel('Recurso');
    await expect(resource.getByRole('option')).toHaveText([
      'Elige un recurso',
      'Todos (toda la organización)',
      'Dra. Activa',
    ]);
    await page.getByRole('button', { name: 'Cancelar' }).click();

    const editing = (await openRow(page, { title: 'Bloques', row: 'Pausa', editTitle: 'Editar bloque' })).getByLabel(
      'Recurso',
    );
    await expect(editing).toHaveValue(inactive.id);
    await expect(editing.getByRole('option', { name: 'Dr. Inactivo (inactivo)' })).toHaveCount(1);
  });

  test('from the agenda, saving or cancelling goes back to it', async ({ page }) => {
    await registerAndSetUp(page);
    await page.goto('/admin/blocks?from=agenda');
    const form = page.getByRole('form', { name: 'Nuevo bloque' });
    await form.getByLabel('Recurso').selectOption({ label: 'Todos (toda la organización)' });
    await form.getByLabel('Motivo').fill('Feriado');
    await form.getByText('Todo el día', { exact: true }).click();
    await saveForm(page, form, 'Bloque creado');
    await expect(page).toHaveURL(/\/admin\/agenda$/);

    await page.goto('/admin/blocks?from=agenda');
    await page.getByRole('form', { name: 'Nuevo bloque' }).getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/admin\/agenda$/);
  });

  test('blockId opens that block and leaves the address; with from=agenda, cancel returns', async ({ page }) => {
    const { org } = await registerAndSetUp(page);
    const block = await createBlock(page, org.id, {
      resourceId: null,
      start: '2030-03-04T10:00:00-06:00',
      end: '2030-03-04T11:30:00-06:00',
      reason: 'Mantenimiento',
    });
    await page.goto(`/admin/blocks?blockId=${block.id}`);
    const edit = page.getByRole('form', { name: 'Editar bloque' });
    await expect(edit.getByLabel('Motivo')).toHaveValue('Mantenimiento');
    await expect(edit.getByLabel('Hora de inicio')).toHaveValue('10:00');
    await expect(edit.getByLabel('Hora de fin')).toHaveValue('11:30');
    await expect(page).toHaveURL(/\/admin\/blocks$/);
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await expect(edit).toBeHidden();

    await page.goto(`/admin/blocks?from=agenda&blockId=${block.id}`);
    await expect(page.getByRole('form', { name: 'Editar bloque' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blocks\?from=agenda$/);
    await page.getByRole('form', { name: 'Editar bloque' }).getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/admin\/agenda$/);
  });

  test('on a phone the row is the way to edit', async ({ page }) => {
    const { org } = await registerAndSetUp(page);
    await createBlock(page, org.id, { resourceId: null, startTime: '12:00', endTime: '13:00', reason: 'Almuerzo' });
    await expectPhoneHint(page, {
      path: '/admin/blocks',
      title: 'Bloques',
      row: 'Almuerzo',
      editTitle: 'Editar bloque',
    });
  });
});
