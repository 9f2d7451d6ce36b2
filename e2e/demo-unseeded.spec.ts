import { expect, test } from '@playwright/test';
import { chatLog, type OwnServer, say, startOwnServer, visitor } from './support/demo-chat.ts';

/**
 * The public demo on a server without the demo seed, as the README advises for public servers
 * (docs/product.md#demo-chat): the landing's "Ver demo" still opens a working chat, whose first
 * visitor creates the demo clinic apart from any real data, and a visitor books in it by taps.
 */
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({ SEED_DEMO: 'false', WHATSAPP_NUMBER: '' });
});

test.afterAll(async () => {
  await server.stop();
});

test('with the demo seed off, Ver demo opens a chat where a visitor books by taps', async ({ browser }) => {
  const { page, close } = await visitor(browser, server.baseURL);
  try {
    await page.goto('/');
    await page.getByRole('link', { name: 'Ver demo (60s)' }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByText('La demo no está disponible')).toHaveCount(0);
    await say(page, 'Hola');
    await expect(chatLog(page)).toContainText('Soy el asistente virtual de Clínica Demo');
    await page.getByRole('button', { name: 'Ver opciones' }).click();
    await page.getByRole('button', { name: 'Limpieza dental', exact: true }).click();
    const times = page.getByRole('list', { name: 'Opciones' }).last().getByRole('button');
    await expect(times).toHaveCount(3);
    await times.first().click();
    await expect(chatLog(page)).toContainText('¿A nombre de quién agendo la cita?');
    await say(page, 'Pepa Solano');
    await expect(chatLog(page)).toContainText('¡Listo, Pepa!');
  } finally {
    await close();
  }
});
