import { expect, type Locator, type Page, test } from '@playwright/test';
import { cardName, openAgendaOn, pointAt, setUpAgenda, toastWith } from './support/agenda.ts';

/** Clicks the empty slot at `time` on `day` and answers the "Nueva cita" panel. */
async function newAppointmentAt(page: Page, day: string, time: string): Promise<Locator> {
  const slot = await pointAt(page, day, time);
  await page.mouse.click(slot.x, slot.y);
  const panel = page.getByRole('dialog', { name: 'Nueva cita' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('agenda: booking', () => {
  test('from an empty slot, a new patient created inline is booked and named on the agenda', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    await openAgendaOn(page, agenda.day);
    const panel = await newAppointmentAt(page, agenda.day, '11:00');

    // The patient comes first; nothing is chosen for the receptionist, so nothing can be saved yet.
    const patient = panel.getByRole('combobox', { name: 'Paciente' });
    await expect(patient).toBeFocused();
    await expect(panel.getByLabel('Servicio')).toHaveValue('');
    await expect(panel.getByLabel('Profesional')).toHaveValue('');
    const save = panel.getByRole('button', { name: 'Guardar' });
    await expect(save).toBeDisabled();

    await patient.fill('Carla Jiménez');
    await expect(panel.getByText('Ningún paciente coincide con «Carla Jiménez».')).toBeVisible();
    await panel.getByRole('button', { name: 'Nuevo paciente' }).click();
    const fresh = panel.getByRole('group', { name: 'Nuevo paciente' });
    await expect(fresh.getByLabel('Nombre del paciente')).toHaveValue('Carla Jiménez');
    const phone = fresh.getByLabel('Teléfono (WhatsApp)');
    // The domain's phone rule, before anything is sent.
    await phone.fill('123');
    await phone.blur();
    await expect(fresh.getByText('Teléfono inválido')).toBeVisible();
    await expect(fresh.getByRole('button', { name: 'Crear paciente' })).toBeDisabled();
    await phone.fill('8888 3333');
    await fresh.getByRole('button', { name: 'Crear paciente' }).click();
    await expect(toastWith(page, 'Cliente creado')).toBeVisible();
    await expect(fresh).toBeHidden();
    await expect(panel.getByText('Carla Jiménez', { exact: true })).toBeVisible();
    await expect(panel.getByText('8888 3333', { exact: true })).toBeVisible();

    await expect(save).toBeDisabled();
    await panel.getByLabel('Servicio').selectOption(agenda.services[0]!.id);
    await panel.getByLabel('Profesional').selectOption(agenda.resources[1]!.id);
    await expect(save).toBeEnabled();
    await save.click();

    await expect(toastWith(page, 'Cita guardada')).toBeVisible();
    const column = page.locator(`[data-day="${agenda.day}"]`);
    await expect(
      column.getByRole('button', {
        name: cardName('11:00', '11:30', `Carla Jiménez, Limpieza dental, ${agenda.resources[1]!.name}`),
      }),
    ).toBeVisible();
    await expect(column.getByText('Sin cliente')).toHaveCount(0);
  });

  test('the search offers matches by name and phone as one types, and the keyboard picks one', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const [ana, luis] = [agenda.customers[0]!, agenda.customers[1]!];
    await openAgendaOn(page, agenda.day);
    const panel = await newAppointmentAt(page, agenda.day, '09:00');
    const patient = panel.getByRole('combobox', { name: 'Paciente' });

    // Three digits of the phone find its owner; the phone reads as people write it.
    await patient.fill('2222');
    const list = panel.getByRole('listbox', { name: 'Pacientes encontrados' });
    await expect(list.getByRole('option')).toHaveText([`${luis.name}8888 2222`]);
    await patient.fill(ana.name.split(' ')[0]!);
    await expect(list.getByRole('option')).toHaveText([`${ana.name}8888 1111`]);
    await expect(patient).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('ArrowDown');
    await expect(patient).toHaveAttribute('aria-activedescendant', /.+/);
    await expect(list.getByRole('option', { name: ana.name })).toHaveAttribute('aria-selected', 'true');
    // Escape closes the list, not the panel.
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(panel).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(panel.getByText(ana.name, { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Cambiar' })).toBeVisible();

    // Leaving the patient out says so.
    await panel.getByRole('button', { name: 'Cambiar' }).click();
    await patient.focus();
    await patient.blur();
    await expect(panel.getByText('Elige un paciente o crea uno nuevo')).toBeVisible();
  });

  test('with one professional shown, the slot is theirs; a phone on file warns and offers both ways', async ({
    page,
  }) => {
    const agenda = await setUpAgenda(page);
    const [rojas, mora] = [agenda.resources[0]!, agenda.resources[1]!];
    const ana = agenda.customers[0]!;
    await openAgendaOn(page, agenda.day);
    await page.getByRole('list', { name: 'Profesionales' }).getByRole('button', { name: rojas.name }).click();
    const panel = await newAppointmentAt(page, agenda.day, '10:00');
    await expect(panel.getByLabel('Profesional')).toHaveValue(mora.id);

    // Same phone as Ana: "Usar a Ana" books Ana.
    await panel.getByRole('button', { name: 'Nuevo paciente' }).click();
    const fresh = panel.getByRole('group', { name: 'Nuevo paciente' });
    await fresh.getByLabel('Nombre del paciente').fill('Sofía Vargas');
    await fresh.getByLabel('Teléfono (WhatsApp)').fill('8888 1111');
    await expect(fresh.getByText(`Este teléfono ya es de ${ana.name}.`)).toBeVisible();
    await expect(fresh.getByRole('button', { name: 'Crear paciente' })).toBeDisabled();
    await fresh.getByRole('button', { name: `Usar a ${ana.name}` }).click();
    await expect(fresh).toBeHidden();
    await expect(panel.getByText(ana.name, { exact: true })).toBeVisible();

    // A relative with the same phone: "Continuar de todos modos" creates her.
    await panel.getByRole('button', { name: 'Cambiar' }).click();
    await panel.getByRole('button', { name: 'Nuevo paciente' }).click();
    await fresh.getByLabel('Nombre del paciente').fill('Sofía Vargas');
    await fresh.getByLabel('Teléfono (WhatsApp)').fill('88881111');
    await fresh.getByRole('button', { name: 'Continuar de todos modos' }).click();
    await fresh.getByRole('button', { name: 'Crear paciente' }).click();
    await expect(panel.getByText('Sofía Vargas', { exact: true })).toBeVisible();
    const found = await page.request.get(`/api/customers?orgId=${agenda.org.id}&q=88881111`);
    const names = ((await found.json()) as { items: { name: string }[] }).items.map((c) => c.name).sort();
    expect(names).toEqual([ana.name, 'Sofía Vargas'].sort());

    await panel.getByLabel('Servicio').selectOption(agenda.services[0]!.id);
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await expect(toastWith(page, 'Cita guardada')).toBeVisible();
    await expect(
      page
        .locator(`[data-day="${agenda.day}"]`)
        .getByRole('button', { name: cardName('10:00', '10:30', 'Sofía Vargas') }),
    ).toBeVisible();
  });
});
