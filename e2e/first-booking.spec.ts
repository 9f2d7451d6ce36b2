import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts.ts';

/**
 * A new owner's way from /register to a first booking through the simulator, without help
 * (docs/product.md#first-steps): every click, choice and typed field is one action, and the test
 * counts them. Navigation the app does by itself (after sign-up, after the organisation) is free.
 */
test('a new owner reaches a first booking through the simulator in few actions', async ({ page }) => {
  test.slow();
  let actions = 0;
  const act = async (step: () => Promise<unknown>) => {
    actions++;
    await step();
  };

  await page.goto('/register');
  await act(() => page.getByLabel('Correo electrónico').fill(uniqueEmail('first-booking')));
  await act(() => page.getByLabel('Contraseña', { exact: true }).fill('secreto123'));
  await act(() => page.getByLabel('Confirmar contraseña', { exact: true }).fill('secreto123'));
  await act(() => page.getByRole('button', { name: 'Crear cuenta' }).click());

  // The setup form takes the first professional and service too.
  await expect(page).toHaveURL(/\/admin\/recepta$/);
  await act(() => page.getByLabel('Nombre de la organización').fill('Clínica Primera Semana'));
  await act(() => page.getByLabel('¿Quién atiende? (opcional)').fill('Dra. Rojas'));
  await act(() => page.getByLabel('¿Qué servicio ofreces? (opcional)').fill('Limpieza dental'));
  await act(() => page.getByRole('button', { name: 'Guardar', exact: true }).click());

  // Hoy opens on the first steps, the first two done.
  await expect(page).toHaveURL(/\/admin\/today$/);
  const steps = page.getByRole('list', { name: 'Primeros pasos' });
  await expect(steps.getByRole('link', { name: /Agrega un servicio.*hecho/ })).toBeVisible();
  await expect(steps.getByRole('link', { name: /Agrega un profesional o una sala.*hecho/ })).toBeVisible();
  // A real clinic is not marked as a demo (the organisation was read long before the steps ticked).
  await expect(page.getByText('v0.1 · Demo')).toHaveCount(0);

  await act(() => steps.getByRole('link', { name: /Prueba una reserva en el Simulador/ }).click());
  const simulator = page.getByRole('complementary', { name: 'Simulador' });
  const chat = simulator.getByRole('list', { name: 'Chat del paciente' });
  await act(() => simulator.getByRole('button', { name: 'Quiero agendar una cita' }).click());
  // With one service the receptionist goes straight to its times.
  await expect(chat).toContainText('Tengo estos horarios para Limpieza dental');
  await act(() => simulator.getByRole('list', { name: 'Opciones' }).last().getByRole('button').first().click());
  // The simulated patient has a WhatsApp name, as real ones do: the receptionist offers it.
  await expect(chat).toContainText('¿A nombre de quién agendo la cita?');
  const name = await simulator.getByLabel('Nombre (opcional)').inputValue();
  await act(() => simulator.getByRole('list', { name: 'Opciones' }).last().getByRole('button', { name }).click());
  await expect(chat).toContainText(`¡Listo, ${name.split(' ')[0]}!`);

  // Hoy ticks the simulator's step.
  console.log(`first booking: ${actions} actions from /register`);
  // 12 (issue 31 measured 23 at best before the first steps, 14 after them); the target is 12 or fewer.
  expect(actions).toBe(12);
  await page.goto('/admin/today');
  await expect(steps.getByRole('link', { name: /Prueba una reserva en el Simulador.*hecho/ })).toBeVisible();
});
