import { expect, type Request, test } from '@playwright/test';
import { registerAndSetUp } from './support/accounts.ts';
import {
  catalogList,
  catalogRow,
  closedSidebar,
  createCustomer,
  createCustomers,
  deleteThroughDialog,
  expectRedBorder,
  openAddForm,
  saveForm,
} from './support/catalog.ts';

test.describe('customers', () => {
  test('adds a customer with a local number, shows the server verdict on a bad one, edits and deletes', async ({
    page,
  }) => {
    await registerAndSetUp(page);
    await closedSidebar(page);
    await page.goto('/admin/customers');
    await expect(page.getByText('Aún no hay clientes.')).toBeVisible();

    await page.getByRole('button', { name: 'Agregar cliente' }).first().click();
    const form = page.getByRole('form', { name: 'Nuevo cliente' });
    await form.getByLabel('Nombre').fill('María Pérez');
    await form.getByLabel('Teléfono (WhatsApp)').fill('123');
    await form.getByLabel('Teléfono (WhatsApp)').blur();
    // The number is read as the server reads it, as soon as the field is left; nothing is sent.
    await expect(form.getByText('Teléfono inválido')).toBeVisible();
    await expectRedBorder(form.getByLabel('Teléfono (WhatsApp)'));
    await expect(form.getByRole('button', { name: 'Guardar' })).toBeDisabled();

    // A Costa Rican clinic types local numbers; they are kept in international form.
    await form.getByLabel('Teléfono (WhatsApp)').fill('8888 7777');
    await saveForm(page, form, 'Cliente creado');
    // Stored in international form, shown as people of the clinic's country write it.
    await expect(catalogRow(page, 'Clientes', 'María Pérez')).toContainText('8888 7777');

    await page.getByRole('button', { name: 'Editar María Pérez' }).click();
    const edit = page.getByRole('form', { name: 'Editar cliente' });
    await expect(edit.getByLabel('Teléfono (WhatsApp)')).toHaveValue('+50688887777');
    await edit.getByLabel('Nombre').fill('María Pérez Solís');
    await edit.getByLabel('Notas (opcional)').fill('Alérgica a la penicilina');
    await saveForm(page, edit, 'Cliente actualizado');

    // The row opens the patient's file.
    await catalogRow(page, 'Clientes', 'María Pérez Solís').getByText('María Pérez Solís', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'María Pérez Solís' })).toBeVisible();
    await expect(page.getByRole('link', { name: '8888 7777' })).toHaveAttribute('href', 'tel:+50688887777');
    await expect(page.getByText('Alérgica a la penicilina')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resumen de citas' })).toContainText('Asistidas0');
    await expect(page.getByText('No tiene citas próximas.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Clientes' }).click();

    await deleteThroughDialog(page, { title: 'Clientes', row: 'María Pérez Solís', toast: 'Cliente eliminado' });
    await expect(page.getByText('Aún no hay clientes.')).toBeVisible();
  });

  test('Guardar is disabled on an empty form, each field speaks once left, and valid means enabled', async ({
    page,
  }) => {
    await registerAndSetUp(page);
    const form = await openAddForm(page, { path: '/admin/customers', add: 'Agregar cliente', form: 'Nuevo cliente' });
    const save = form.getByRole('button', { name: 'Guardar' });
    const [name, phone] = [form.getByLabel('Nombre'), form.getByLabel('Teléfono (WhatsApp)')];
    await expect(name).toBeFocused();
    await expect(save).toBeDisabled();
    // Nothing is said about a field before it is left.
    await expect(form.getByText('Este campo es obligatorio')).toHaveCount(0);

    await page.keyboard.press('Tab');
    await expectRedBorder(name);
    await expect(form.getByText('Este campo es obligatorio')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expectRedBorder(phone);
    await expect(form.getByText('Este campo es obligatorio')).toHaveCount(2);

    await name.fill('Rosa Chaves');
    await expect(form.getByText('Este campo es obligatorio')).toHaveCount(1);
    await expect(save).toBeDisabled();
    await phone.fill('8888 4444');
    await expect(form.getByText('Este campo es obligatorio')).toHaveCount(0);
    await expect(save).toBeEnabled();
    await saveForm(page, form, 'Cliente creado');
  });

  test('a phone already on file warns, naming its owner: open their file, or continue anyway', async ({ page }) => {
    const { org } = await registerAndSetUp(page);
    const ana = await createCustomer(page, org.id, { name: 'Ana Pérez', phone: '8888 5555' });
    const form = await openAddForm(page, { path: '/admin/customers', add: 'Agregar cliente', form: 'Nuevo cliente' });
    const save = form.getByRole('button', { name: 'Guardar' });
    await form.getByLabel('Nombre').fill('Tomás Pérez');
    // Typed another way, the same number.
    await form.getByLabel('Teléfono (WhatsApp)').fill('+506 8888-5555');
    const warning = form.getByRole('status').filter({ hasText: 'Este teléfono ya es de Ana Pérez.' });
    await expect(warning).toBeVisible();
    await expect(save).toBeDisabled();

    await warning.getByRole('button', { name: 'Ver ficha de Ana Pérez' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/customers/${ana.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Pérez' })).toBeVisible();

    // A son with his mother's phone: families share one.
    const again = await openAddForm(page, { path: '/admin/customers', add: 'Agregar cliente', form: 'Nuevo cliente' });
    await again.getByLabel('Nombre').fill('Tomás Pérez');
    await again.getByLabel('Teléfono (WhatsApp)').fill('88885555');
    await again.getByRole('button', { name: 'Continuar de todos modos' }).click();
    await expect(again.getByText('Este teléfono ya es de Ana Pérez.')).toBeHidden();
    await saveForm(page, again, 'Cliente creado');
    await expect(catalogRow(page, 'Clientes', 'Tomás Pérez')).toContainText('8888 5555');
    await expect(catalogRow(page, 'Clientes', 'Ana Pérez')).toContainText('8888 5555');
  });

  test('searches and pages on the server, 50 at a time', async ({ page }) => {
    // 121 customers made through the real API: legitimately slow on a busy machine (over 2 min
    // under `stress-ng --cpu 2`), so this test gets three times the suite's hang guard.
    test.slow();
    const { org } = await registerAndSetUp(page);
    const numbered = Array.from({ length: 120 }, (_, i) => ({
      name: `Paciente ${String(i + 1).padStart(3, '0')}`,
      phone: `+5066000${String(i + 1).padStart(4, '0')}`,
    }));
    await createCustomers(page, org.id, numbered);
    await createCustomer(page, org.id, { name: 'Zoe Quirós', phone: '8765 4321' });

    const requests: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/customers') requests.push(request);
    });
    await closedSidebar(page);
    await page.goto('/admin/customers');
    const list = catalogList(page, 'Clientes');
    const pager = page.getByRole('navigation', { name: 'Páginas de clientes' });
    await expect(pager).toContainText('Mostrando 1–50 de 121');
    await expect(list.getByRole('listitem')).toHaveCount(50);
    await expect(list.getByRole('listitem').first()).toContainText('Paciente 001');
    await expect(pager.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await pager.getByRole('button', { name: 'Siguiente' }).click();
    await expect(pager).toContainText('Mostrando 51–100 de 121');
    await expect(list.getByRole('listitem').first()).toContainText('Paciente 051');
    await pager.getByRole('button', { name: 'Siguiente' }).click();
    await expect(pager).toContainText('Mostrando 101–121 de 121');
    await expect(list.getByRole('listitem')).toHaveCount(21);
    await expect(pager.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Anterior' }).click();
    await expect(pager).toContainText('Mostrando 51–100 de 121');

    const search = page.getByRole('searchbox', { name: 'Buscar clientes' });
    // Typing is debounced: each search is one request, answered before its rows are checked.
    const searchFor = async (text: string) => {
      const answered = page.waitForResponse((res) => new URL(res.url()).searchParams.get('q') === text);
      await search.fill(text);
      return (await (await answered).json()) as { total: number; items: { name: string }[] };
    };
    await searchFor('zoe');
    await expect(pager).toContainText('Mostrando 1–1 de 1');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Zoe Quirós');

    // By phone, as typed: the digits are enough.
    expect(await searchFor('8765 43')).toMatchObject({ total: 1, items: [{ name: 'Zoe Quirós' }] });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('8765 4321');

    await searchFor('nadie se llama así');
    await expect(page.getByText('Ningún cliente coincide con «nadie se llama así».')).toBeVisible();

    // Never the whole list: every request asked for one page.
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests.filter((r) => r.method() === 'GET')) {
      expect(new URL(request.url()).searchParams.get('limit')).toBe('50');
    }
  });

  test('on a phone the row opens the patient’s file and Editar still edits', async ({ page }) => {
    const { org } = await registerAndSetUp(page);
    await createCustomer(page, org.id, { name: 'José Alvarado', phone: '8888 1111' });
    await closedSidebar(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/customers');
    await page.getByRole('button', { name: 'Editar José Alvarado' }).click();
    await expect(page.getByRole('form', { name: 'Editar cliente' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await catalogRow(page, 'Clientes', 'José Alvarado').getByText('José Alvarado', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'José Alvarado' })).toBeVisible();
  });
});
