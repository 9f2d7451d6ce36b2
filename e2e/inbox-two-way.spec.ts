import { expect, type Page, test } from '@playwright/test';
import { registerAndSetUp } from './support/accounts.ts';
import { closedSidebar, createCustomer, createResource, createService } from './support/catalog.ts';

// Each test works on an organisation of its own, on the sandbox channel (a new organisation's).
const thread = (page: Page) => page.getByRole('list', { name: 'Mensajes' });
const list = (page: Page) => page.getByRole('list', { name: 'Conversaciones' });

/** A patient writes in, as the simulator does, through the same processing as Meta's webhook. */
async function patientWrites(page: Page, orgId: string, from: string, text: string, name?: string) {
  const res = await page.request.post(`/api/channel/sandbox/inbound?orgId=${orgId}`, {
    data: { from, text, ...(name ? { name } : {}) },
  });
  expect(res.status()).toBe(202);
}

test.describe('the two-way inbox', () => {
  test('a new patient’s message appears live; staff answer with Enter and see the ticks; unread goes to zero', async ({
    page,
  }) => {
    const { org } = await registerAndSetUp(page);
    await closedSidebar(page);
    await page.goto('/admin/bandeja');
    await expect(page.getByRole('heading', { name: 'Todavía no hay conversaciones' })).toBeVisible();

    await patientWrites(page, org.id, '+50670101010', 'Hola, ¿tienen espacio mañana?', 'Camila Soto');
    // Live: the lead appears without a reload, with its unread count, and the sidebar's badge too.
    const row = list(page).getByRole('link', { name: /Camila Soto/ });
    await expect(row).toContainText('1 sin leer');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('link', { name: /Bandeja/ })).toContainText('1 conversaciones sin leer');
    await page.getByRole('button', { name: 'Cerrar menú' }).first().click();

    await row.click();
    await expect(thread(page)).toContainText('Hola, ¿tienen espacio mañana?');
    await expect(row).not.toContainText('sin leer');

    const box = page.getByLabel('Escribe un mensaje a Camila Soto');
    await box.fill('¡Hola Camila! Sí,');
    await box.press('Shift+Enter');
    await box.pressSequentially('a las 10:00.');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    const reply = thread(page).getByRole('listitem').filter({ hasText: '¡Hola Camila! Sí,' });
    await expect(reply).toContainText('a las 10:00.');
    // The sandbox delivers at once: ✓✓, said in words for screen readers.
    await expect(reply.locator('[data-status="delivered"]')).toBeVisible();
    await expect(reply).toContainText('Entregado');
    await expect(reply).toContainText('Personal');

    // The patient answers again: it arrives in the open thread, live.
    await patientWrites(page, org.id, '+50670101010', 'Perfecto, ahí estaré');
    await expect(thread(page)).toContainText('Perfecto, ahí estaré');
  });

  test('take over and hand back to the assistant', async ({ page }) => {
    const { org, location } = await registerAndSetUp(page);
    // A clinic with something to offer: with no service, the receptionist hands over by itself.
    await createResource(page, org.id, { name: 'Dra. Rojas', locationId: location.id });
    await createService(page, org.id, { name: 'Limpieza dental', durationMin: 30 });
    // A greeting: the receptionist answers and keeps the conversation (asking for a person would
    // hand it over by itself, docs/product.md#chat-receptionist).
    await patientWrites(page, org.id, '+50670202020', 'Hola', 'Diego Rojas');
    await closedSidebar(page);
    await page.goto('/admin/bandeja');
    await list(page)
      .getByRole('link', { name: /Diego Rojas/ })
      .click();
    await expect(page.getByText('Asistente activo')).toBeVisible();
    await page.getByRole('button', { name: 'Tomar conversación' }).click();
    await expect(page.getByText('Atendido por el personal')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Atendido por el personal')).toBeVisible();
    await page.getByRole('button', { name: 'Devolver al asistente' }).click();
    await expect(page.getByText('Asistente activo')).toBeVisible();
  });

  test('staff start a conversation with an approved template from the patient’s file', async ({ page }) => {
    const { org } = await registerAndSetUp(page);
    const patient = await createCustomer(page, org.id, { name: 'Elena Quesada', phone: '8303 0303' });
    await closedSidebar(page);
    await page.goto(`/admin/customers/${patient.id}`);
    await page.getByRole('link', { name: 'Escribir por WhatsApp' }).click();
    const panel = page.getByRole('region', { name: 'Nueva conversación' });
    await expect(panel).toContainText('WhatsApp solo permite escribir primero con una plantilla aprobada');
    await panel.getByLabel('Plantilla').selectOption({ label: 'reminder_2h' });
    for (const [n, value] of [
      [1, 'Elena'],
      [2, 'Limpieza dental'],
      [3, 'viernes 27 de noviembre, 15:00'],
      [4, 'Dra. Ana'],
      [5, 'San José'],
      [6, 'https://clinica.example/m/enlace'],
    ] as const) {
      await panel.getByLabel(`Valor de {{${n}}}`).fill(value);
    }
    await expect(panel.getByTestId('template-preview')).toContainText(
      'Hola Elena, tu cita de Limpieza dental es hoy, viernes 27 de noviembre, 15:00, con Dra. Ana en San José.',
    );
    await panel.getByRole('button', { name: 'Iniciar conversación' }).click();
    await expect(thread(page)).toContainText(
      'Hola Elena, tu cita de Limpieza dental es hoy, viernes 27 de noviembre, 15:00, con Dra. Ana',
    );
    // Elena has not written yet: free text is not possible, and the composer says why.
    await expect(page.getByText('Elena Quesada aún no ha escrito')).toBeVisible();
  });

  test('the simulator writes as a patient beside the inbox, and shows the clinic’s answers as the phone would', async ({
    page,
  }) => {
    await registerAndSetUp(page);
    await closedSidebar(page);
    await page.goto('/admin/bandeja');
    await page.getByRole('button', { name: 'Simulador', exact: true }).click();
    const simulator = page.getByRole('complementary', { name: 'Simulador' });
    await simulator.getByLabel('Teléfono del paciente').fill('+50670303030');
    await simulator.getByLabel('Nombre (opcional)').fill('Mario Vega');
    await simulator.getByLabel('Mensaje del paciente').fill('Buenas, quiero agendar');
    await simulator.getByRole('button', { name: 'Enviar como paciente' }).click();
    // The phone shows it, and the inbox beside it gets the new conversation, live.
    await expect(simulator.getByRole('list', { name: 'Chat del paciente' })).toContainText('Buenas, quiero agendar');
    await list(page)
      .getByRole('link', { name: /Mario Vega/ })
      .click();
    await page.getByLabel('Escribe un mensaje a Mario Vega').fill('¡Hola Mario! ¿Qué día te sirve?');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(simulator.getByRole('list', { name: 'Chat del paciente' })).toContainText(
      '¡Hola Mario! ¿Qué día te sirve?',
    );
  });

  test('on a phone the simulator and the composer fill the screen and stay usable', async ({ page }) => {
    const { org } = await registerAndSetUp(page);
    await patientWrites(page, org.id, '+50670404040', 'Hola', 'Sara Mora');
    await closedSidebar(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/bandeja');
    await list(page)
      .getByRole('link', { name: /Sara Mora/ })
      .click();
    const box = page.getByLabel('Escribe un mensaje a Sara Mora');
    await expect(box).toBeInViewport();
    await box.fill('Hola Sara');
    await box.press('Enter');
    await expect(thread(page)).toContainText('Hola Sara');
    await page.getByRole('button', { name: 'Volver a la bandeja' }).click();
    await page.getByRole('button', { name: 'Simulador', exact: true }).click();
    const simulator = page.getByRole('complementary', { name: 'Simulador' });
    const bounds = await simulator.boundingBox();
    expect(bounds && bounds.width >= 389).toBe(true);
    await simulator.getByRole('button', { name: 'Cerrar simulador' }).click();
    await expect(simulator).toBeHidden();
  });
});
