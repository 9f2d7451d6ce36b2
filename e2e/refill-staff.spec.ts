import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  addDays,
  card,
  dayOfCard,
  dragCard,
  dragEdge,
  isoAt,
  openAgendaOn,
  setUpAgenda,
  toastWith,
  type WireAppointment,
} from './support/agenda.ts';
import { closedSidebar } from './support/catalog.ts';

/** Screenshots for review (docs/product.md#waitlist) when SHOTS_DIR is set; the checks run either way. */
async function shots(page: Page, name: string, focus?: Locator) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  // What a receptionist sees with the part in question scrolled to the top of the window.
  await focus?.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Both widths for review, when SHOTS_DIR is set: 1440 then 390, back to 1440. */
async function shotsAtWidths(page: Page, name: string, focus?: Locator) {
  if (!process.env.SHOTS_DIR) return;
  await page.setViewportSize({ width: 1440, height: 900 });
  await shots(page, name, focus);
  await page.setViewportSize({ width: 390, height: 844 });
  await shots(page, name, focus);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Opens the edit panel of the appointment's card, picks a new time and saves: what asks about a series. */
async function saveNewTimeInPanel(page: Page, apptId: string, customerName: string, time: string) {
  await card(page, apptId).hover();
  await page.getByRole('button', { name: `Editar cita de ${customerName}` }).click();
  const panel = page.getByRole('dialog', { name: 'Editar cita' });
  await panel.getByLabel('Hora').selectOption({ label: time });
  await panel.getByRole('button', { name: 'Guardar' }).click();
  return panel;
}

test.describe('refill from the staff side', () => {
  test('the refill card in Configuración saves the waves and the automatic no-show, with Spanish errors', async ({
    page,
  }) => {
    const agenda = await setUpAgenda(page);
    await closedSidebar(page);
    await page.goto('/admin/config');
    const card = page.locator('form').filter({ hasText: 'Ofrecer los horarios liberados a la lista de espera' });
    await expect(card.getByLabel('Pacientes por ronda')).toHaveValue('3');
    const auto = card.getByLabel('Marcar inasistencia automáticamente');
    await expect(auto).not.toBeChecked();
    await expect(card.getByLabel('Minutos después del fin')).toHaveCount(0);

    await card.getByLabel('Pacientes por ronda').fill('0');
    await card.getByLabel('Pacientes por ronda').blur();
    await expect(card.getByText('Pacientes por ronda: mínimo 1')).toBeVisible();
    await card.getByLabel('Pacientes por ronda').fill('5');
    await auto.check();
    await card.getByLabel('Minutos después del fin').fill('20');
    await shotsAtWidths(page, 'refill-settings', page.getByText('Lista de espera y horarios liberados'));
    await card.getByRole('button', { name: 'Guardar lista de espera' }).click();
    await expect(toastWith(page, 'Lista de espera guardada')).toBeVisible();

    const saved = await page.request.get(`/api/refill/settings?orgId=${agenda.org.id}`);
    expect(await saved.json()).toMatchObject({ waveSize: 5, autoNoShowAfterMin: 20, enabled: true });
    await page.reload();
    await expect(page.getByLabel('Minutos después del fin')).toHaveValue('20');
  });

  test('the patient page lists the waitlist, adds an entry and removes it', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    await closedSidebar(page);
    const ana = agenda.customers[0]!;
    await page.goto(`/admin/customers/${ana.id}`);
    const section = page.getByRole('region', { name: 'Lista de espera' });
    await expect(section).toContainText('No está en lista de espera');

    await section.getByRole('button', { name: 'Agregar a lista de espera' }).click();
    await section.getByRole('button', { name: 'Agregar a lista de espera' }).click();
    await expect(section.getByText('Servicio inválido')).toBeVisible();
    await section.getByLabel('Servicio').selectOption(agenda.services[0]!.id);
    await section.getByLabel('Profesional').selectOption(agenda.resources[0]!.id);
    await section.getByLabel('Lunes').check();
    await section.getByLabel('Miércoles').check();
    await section.getByLabel('Desde las').fill('14:00');
    await section.getByLabel('Hasta las').fill('19:00');
    await section.getByLabel('Avisar hasta el').fill('2099-12-31');
    await section.getByRole('button', { name: 'Agregar a lista de espera' }).click();
    await expect(toastWith(page, 'Agregado a la lista de espera')).toBeVisible();
    const entry = section.getByRole('listitem');
    await expect(entry).toContainText(`Limpieza dental · ${agenda.resources[0]!.name}`);
    await expect(entry).toContainText('Lun, Mié · 14:00–19:00 · hasta el 31/12/2099');
    await shotsAtWidths(page, 'patient-waitlist', page.getByRole('heading', { name: 'Lista de espera' }));

    const listed = await page.request.get(`/api/waitlist?orgId=${agenda.org.id}&customerId=${ana.id}`);
    expect((await listed.json()).items).toMatchObject([{ days: [1, 3], from: '14:00', to: '19:00' }]);
    await section.getByRole('button', { name: 'Quitar de la lista de espera: Limpieza dental' }).click();
    await expect(section).toContainText('No está en lista de espera');
  });

  test('"Avisar si se libera antes" in the details puts the patient on the list to move their appointment earlier', async ({
    page,
  }) => {
    const agenda = await setUpAgenda(page);
    const appt = await agenda.book({ at: '15:00', date: agenda.nextDay });
    await openAgendaOn(page, agenda.day);
    await card(page, appt.id).dblclick();
    const details = page.getByRole('dialog', { name: agenda.customers[0]!.name });
    await details.getByRole('button', { name: 'Avisar si se libera antes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Avisar si se libera antes' });
    await expect(dialog.getByLabel('Servicio')).toHaveValue(agenda.services[0]!.id);
    await expect(dialog.getByLabel('Avisar hasta el')).toHaveValue(agenda.nextDay);
    await dialog.getByRole('button', { name: 'Agregar a lista de espera' }).click();
    await expect(toastWith(page, 'Agregado a la lista de espera')).toBeVisible();
    await expect(dialog).toBeHidden();
    const listed = await page.request.get(`/api/waitlist?orgId=${agenda.org.id}&customerId=${agenda.customers[0]!.id}`);
    expect((await listed.json()).items).toMatchObject([
      { service: { id: agenda.services[0]!.id }, resource: { id: agenda.resources[0]!.id }, until: agenda.nextDay },
    ]);
  });
});

test.describe('series edits in the agenda', () => {
  async function weeklySeries(page: Page, agenda: Awaited<ReturnType<typeof setUpAgenda>>, at: string) {
    const res = await page.request.post(`/api/series?orgId=${agenda.org.id}`, {
      data: {
        customerId: agenda.customers[0]!.id,
        serviceId: agenda.services[0]!.id,
        resourceId: agenda.resources[0]!.id,
        start: isoAt(agenda.day, at),
        every: 'week',
        count: 4,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { appointments: WireAppointment[] }).appointments;
  }

  test('cancelling one asks "Solo esta" or "Esta y las siguientes"; the latter cancels the rest of the series', async ({
    page,
  }) => {
    const agenda = await setUpAgenda(page);
    const series = await weeklySeries(page, agenda, '11:00');
    const second = series[1]!;
    await openAgendaOn(page, addDays(agenda.day, 7));
    await card(page, second.id).dblclick();
    await page
      .getByRole('dialog', { name: agenda.customers[0]!.name })
      .getByRole('button', { name: 'Cancelar cita' })
      .click();
    const ask = page.getByRole('dialog', { name: '¿Cancelar esta cita de la serie?' });
    await expect(ask.getByRole('button', { name: 'Solo esta' })).toBeVisible();
    await shotsAtWidths(page, 'series-cancel');
    await ask.getByRole('button', { name: 'Esta y las siguientes' }).click();
    await expect(toastWith(page, '3 citas canceladas')).toBeVisible();
    await expect(card(page, second.id)).toHaveCount(0);
    const statuses = await Promise.all(series.map(async (a) => (await agenda.read(a.id)).status));
    expect(statuses).toEqual(['pending', 'cancelled', 'cancelled', 'cancelled']);
  });

  test('"Solo esta" cancels just that appointment', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const series = await weeklySeries(page, agenda, '11:00');
    await openAgendaOn(page, agenda.day);
    await card(page, series[0]!.id).dblclick();
    await page
      .getByRole('dialog', { name: agenda.customers[0]!.name })
      .getByRole('button', { name: 'Cancelar cita' })
      .click();
    await page
      .getByRole('dialog', { name: '¿Cancelar esta cita de la serie?' })
      .getByRole('button', { name: 'Solo esta' })
      .click();
    await expect(toastWith(page, 'Cita cancelada')).toBeVisible();
    const statuses = await Promise.all(series.map(async (a) => (await agenda.read(a.id)).status));
    expect(statuses).toEqual(['cancelled', 'pending', 'pending', 'pending']);
  });

  test('a drag of one asks, and "Esta y las siguientes" moves every later one by the same days', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const series = await weeklySeries(page, agenda, '09:00');
    await openAgendaOn(page, agenda.day);
    await dragCard(page, series[0]!.id, { day: agenda.nextDay, at: '10:00' });
    const dialog = page.getByRole('dialog', { name: 'Reprogramar cita' });
    await expect(dialog).toContainText('Esta cita es parte de una serie');
    await expect(dialog.getByRole('button', { name: 'Solo esta' })).toBeVisible();
    await shotsAtWidths(page, 'series-move');
    await dialog.getByRole('button', { name: 'Esta y las siguientes' }).click();
    await expect(toastWith(page, 'Citas de la serie reprogramadas')).toBeVisible();
    await expect.poll(() => dayOfCard(page, series[0]!.id)).toBe(agenda.nextDay);
    const starts = await Promise.all(series.map(async (a) => (await agenda.read(a.id)).start));
    expect(starts).toEqual([0, 7, 14, 21].map((d) => isoAt(addDays(agenda.nextDay, d), '10:00')));
  });

  test('a new time in the edit panel asks; "Esta y las siguientes" moves the later ones too', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const series = await weeklySeries(page, agenda, '09:00');
    await openAgendaOn(page, agenda.day);
    const panel = await saveNewTimeInPanel(page, series[0]!.id, agenda.customers[0]!.name, '11:00');
    const dialog = page.getByRole('dialog', { name: 'Reprogramar cita' });
    await expect(dialog).toContainText('Esta cita es parte de una serie');
    await expect(dialog).toContainText('09:00–09:30');
    await expect(dialog).toContainText('11:00–11:30');
    await expect(dialog.getByRole('button', { name: 'Solo esta' })).toBeVisible();
    await shotsAtWidths(page, 'series-edit');
    await dialog.getByRole('button', { name: 'Esta y las siguientes' }).click();
    await expect(toastWith(page, 'Citas de la serie reprogramadas')).toBeVisible();
    await expect(panel).toBeHidden();
    const starts = await Promise.all(series.map(async (a) => (await agenda.read(a.id)).start));
    expect(starts).toEqual([0, 7, 14, 21].map((d) => isoAt(addDays(agenda.day, d), '11:00')));
  });

  test('"Esta y las siguientes" from the edit panel moves nothing when a later week collides, and says which', async ({
    page,
  }) => {
    const agenda = await setUpAgenda(page);
    const series = await weeklySeries(page, agenda, '09:00');
    await agenda.book({ at: '11:00', date: addDays(agenda.day, 14), customer: agenda.customers[1] });
    await openAgendaOn(page, agenda.day);
    const panel = await saveNewTimeInPanel(page, series[0]!.id, agenda.customers[0]!.name, '11:00');
    await page
      .getByRole('dialog', { name: 'Reprogramar cita' })
      .getByRole('button', { name: 'Esta y las siguientes' })
      .click();
    const alert = panel.getByRole('alert').filter({ hasText: 'No se movió la serie' });
    await expect(alert).toContainText('una fecha choca con la agenda');
    await expect(alert).toContainText('11:00: Conflicto de horario');
    const starts = await Promise.all(series.map(async (a) => (await agenda.read(a.id)).start));
    expect(starts).toEqual([0, 7, 14, 21].map((d) => isoAt(addDays(agenda.day, d), '09:00')));
  });

  test('"Solo esta" in the edit panel moves just that appointment', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const series = await weeklySeries(page, agenda, '09:00');
    await openAgendaOn(page, agenda.day);
    await saveNewTimeInPanel(page, series[0]!.id, agenda.customers[0]!.name, '11:00');
    await page.getByRole('dialog', { name: 'Reprogramar cita' }).getByRole('button', { name: 'Solo esta' }).click();
    await expect(toastWith(page, 'Cita guardada')).toBeVisible();
    const starts = await Promise.all(series.map(async (a) => (await agenda.read(a.id)).start));
    expect(starts).toEqual([
      isoAt(agenda.day, '11:00'),
      ...[7, 14, 21].map((d) => isoAt(addDays(agenda.day, d), '09:00')),
    ]);
  });

  test('a resize asks, and "Esta y las siguientes" gives every later one the new length', async ({ page }) => {
    const agenda = await setUpAgenda(page);
    const series = await weeklySeries(page, agenda, '09:00');
    await openAgendaOn(page, agenda.day);
    await dragEdge(page, series[0]!.id, 'bottom', 32);
    const dialog = page.getByRole('dialog', { name: 'Reprogramar cita' });
    await expect(dialog).toContainText('¿Cambiar la duración solo de esta o también de las siguientes?');
    await expect(dialog).toContainText('09:00–10:00');
    await dialog.getByRole('button', { name: 'Esta y las siguientes' }).click();
    await expect(toastWith(page, 'Citas de la serie reprogramadas')).toBeVisible();
    const ends = await Promise.all(series.map(async (a) => (await agenda.read(a.id)).end));
    expect(ends).toEqual([0, 7, 14, 21].map((d) => isoAt(addDays(agenda.day, d), '10:00')));
  });
});
