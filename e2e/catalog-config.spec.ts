import { expect, test } from '@playwright/test';
import { registerAndSetUp } from './support/accounts.ts';
import { addDays, futureWorkday, mondayOf, openAgendaOn, setUpAgenda } from './support/agenda.ts';
import { closedSidebar, readConfig, saveConfig } from './support/catalog.ts';

test.describe('configuration', () => {
  test('a theme shows while chosen, reverts when the screen is left unsaved, and stays once saved', async ({
    page,
  }) => {
    const { org } = await registerAndSetUp(page);
    await page.emulateMedia({ colorScheme: 'light' });
    const html = page.locator('html');
    await page.goto('/admin/config');
    await expect(page.getByRole('radio', { name: 'Automático' })).toBeChecked();
    await expect(html).not.toHaveClass(/\bdark\b/);

    await page.getByText('Oscuro', { exact: true }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByText('Claro', { exact: true }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByText('Oscuro', { exact: true }).click();
    await expect(html).toHaveClass(/\bdark\b/);

    // Leaving without saving: back to the saved mode.
    await page.getByRole('navigation').getByRole('link', { name: 'Servicios' }).click();
    await expect(page).toHaveURL(/\/admin\/services$/);
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect((await readConfig(page, org.id)).themeMode).toBe('auto');

    await page.goto('/admin/config');
    await page.getByText('Oscuro', { exact: true }).click();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Configuración guardada', { exact: true })).toBeVisible();
    expect((await readConfig(page, org.id)).themeMode).toBe('dark');

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Oscuro' })).toBeChecked();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.goto('/admin/services');
    await expect(page.getByRole('heading', { name: 'Servicios' })).toBeVisible();
    await expect(html).toHaveClass(/\bdark\b/);

    // Remembered by this browser, so the public pages open in it too, before any call.
    await page.goto('/login');
    await expect(html).toHaveClass(/\bdark\b/);
  });

  test('Automático follows the system preference as it changes', async ({ page }) => {
    await registerAndSetUp(page);
    const html = page.locator('html');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/admin/services');
    await expect(html).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test('the saved theme of the organisation applies when the panel starts', async ({ page }) => {
    const { org } = await registerAndSetUp(page);
    await saveConfig(page, org.id, { themeMode: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/admin/services');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('dark');
  });

  test('hours, increment, durations and reminders are edited and saved normalised', async ({ page }) => {
    const { org } = await registerAndSetUp(page);
    await closedSidebar(page);
    await page.goto('/admin/config');
    await page.getByText('15 minutos', { exact: true }).click();
    await page.getByLabel('Lunes: apertura', { exact: true }).selectOption('09:00');
    await page.getByLabel('Lunes: cierre', { exact: true }).selectOption('17:30');

    const durations = page.getByRole('list', { name: 'Duraciones permitidas' });
    await expect(durations.getByRole('listitem')).toHaveText(['15 min', '30 min', '45 min', '1 h']);
    const newDuration = page.getByLabel('Nueva duración en minutos');
    await newDuration.fill('0');
    await newDuration.press('Enter');
    await expect(page.getByText('Debe ser mayor que 0')).toBeVisible();
    await newDuration.fill('-15');
    await newDuration.press('Enter');
    await expect(page.getByText('Debe ser mayor que 0')).toBeVisible();
    await newDuration.fill('30');
    await newDuration.press('Enter');
    await expect(page.getByText('30 min ya está en la lista')).toBeVisible();
    await newDuration.fill('90');
    await newDuration.press('Enter');
    await newDuration.fill('20');
    await newDuration.press('Enter');
    await durations.getByRole('button', { name: 'Quitar 15 min' }).click();
    await expect(durations.getByRole('listitem')).toHaveText(['20 min', '30 min', '45 min', '1 h', '1 h 30 min']);

    const reminders = page.getByRole('list', { name: 'Frecuencias de recordatorio' });
    await expect(reminders.getByRole('listitem')).toHaveText(['2 h antes', '24 h antes']);
    await page.getByLabel('Nuevo recordatorio').fill('30');
    await page.getByLabel('Unidad').selectOption({ label: 'minutos' });
    await page.getByRole('button', { name: 'Agregar' }).last().click();
    await page.getByLabel('Nuevo recordatorio').fill('2');
    await page.getByLabel('Unidad').selectOption({ label: 'horas' });
    await page.getByRole('button', { name: 'Agregar' }).last().click();
    await expect(page.getByText('2 h antes ya está en la lista')).toBeVisible();
    await expect(reminders.getByRole('listitem')).toHaveText(['30 min antes', '2 h antes', '24 h antes']);

    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Configuración guardada', { exact: true })).toBeVisible();
    const saved = await readConfig(page, org.id);
    expect(saved.weeklyHours?.[0]).toEqual([{ open: '09:00', close: '17:30' }]);
    expect(saved.weeklyHours?.[1]).toEqual([{ open: '08:00', close: '18:00' }]);
    expect(saved).toMatchObject({
      openTime: '08:00',
      closeTime: '18:00',
      increment: 15,
      allowedDurations: [20, 30, 45, 60, 90],
      reminderFrequencies: [30, 120, 1440],
    });
  });

  test('a close not after the open is refused on its day, in Spanish, before saving', async ({ page }) => {
    const { org } = await registerAndSetUp(page);
    await saveConfig(page, org.id, { openTime: '09:00', closeTime: '17:00' });
    await page.goto('/admin/config');
    const tuesday = page.getByRole('group', { name: 'Martes' });
    await expect(tuesday.getByLabel('Martes: apertura', { exact: true })).toHaveValue('09:00');
    await tuesday.getByLabel('Martes: cierre', { exact: true }).selectOption('08:00');
    await expect(tuesday.getByText('El cierre debe ser posterior a la apertura')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Revisa el horario de atención', { exact: true })).toBeVisible();
    expect((await readConfig(page, org.id)).weeklyHours?.[1]).toEqual([{ open: '09:00', close: '17:00' }]);
  });

  test('a receptionist closes Sundays and splits Monday: the agenda shades them and the panel offers no Sunday time', async ({
    page,
  }) => {
    const agenda = await setUpAgenda(page);
    await closedSidebar(page);
    await page.goto('/admin/config');
    const sunday = page.getByRole('group', { name: 'Domingo' });
    await sunday.getByRole('checkbox', { name: 'Cerrado' }).check();
    await expect(sunday.getByLabel('Domingo: apertura', { exact: true })).toBeHidden();

    const monday = page.getByRole('group', { name: 'Lunes' });
    await monday.getByLabel('Lunes: cierre', { exact: true }).selectOption('12:00');
    await monday.getByRole('button', { name: 'Agregar horario al lunes' }).click();
    await monday.getByLabel('Lunes: apertura del segundo horario').selectOption('14:00');
    await monday.getByLabel('Lunes: cierre del segundo horario').selectOption('18:00');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Configuración guardada', { exact: true })).toBeVisible();
    const saved = await readConfig(page, agenda.org.id);
    expect(saved.weeklyHours?.[6]).toEqual([]);
    expect(saved.weeklyHours?.[0]).toEqual([
      { open: '08:00', close: '12:00' },
      { open: '14:00', close: '18:00' },
    ]);
    // Saved and read back: still closed after a reload.
    await page.reload();
    await expect(page.getByRole('group', { name: 'Domingo' }).getByRole('checkbox', { name: 'Cerrado' })).toBeChecked();

    const day = futureWorkday();
    const sundayDate = addDays(mondayOf(day), 6);
    await openAgendaOn(page, day);
    const sundayColumn = page.locator(`[data-day="${sundayDate}"]`);
    await expect(sundayColumn).toHaveAttribute('aria-label', /cerrado$/);
    await expect(sundayColumn.getByText('Cerrado', { exact: true })).toBeVisible();
    const mondayColumn = page.locator(`[data-day="${mondayOf(day)}"]`);
    await expect(mondayColumn.getByText('Fuera de horario', { exact: true })).toBeVisible();
    await expect(page.locator(`[data-day="${day}"] [data-closed-hours]`)).toHaveCount(day === mondayOf(day) ? 1 : 0);

    await page.getByRole('button', { name: 'Nueva cita' }).click();
    const panel = page.getByRole('dialog', { name: 'Nueva cita' });
    await expect(panel).toBeVisible();
    // A time chosen here, not the panel's default: that follows the clock (the next step of today
    // when today is in view), and between 12:00 and 12:30 in the clinic's zone it was 12:30 itself.
    await panel.getByLabel('Fecha', { exact: true }).fill(day);
    await panel.getByLabel('Hora').selectOption({ label: '09:00' });
    await panel.getByLabel('Fecha', { exact: true }).fill(sundayDate);
    await expect(panel.getByText('Cerrado ese día', { exact: true })).toBeVisible();
    // Only the time already chosen stays listed (so the field keeps a value); nothing else is offered.
    await expect(panel.getByLabel('Hora').locator('option')).toHaveCount(1);
    await expect(panel.getByLabel('Hora').locator('option')).toHaveText('09:00');
    await panel.getByLabel('Fecha', { exact: true }).fill(mondayOf(addDays(day, 7)));
    await expect(panel.getByText('Cerrado ese día', { exact: true })).toBeHidden();
    await expect(panel.getByLabel('Hora').locator('option', { hasText: '12:30' })).toHaveCount(0);
    await expect(panel.getByLabel('Hora').locator('option', { hasText: '14:00' })).toHaveCount(1);
  });
});
