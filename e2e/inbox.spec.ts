import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { registerAndSetUp, signIn } from './support/accounts.ts';

// The e2e server seeds 'Clínica Demo' on its first start (SEED_DEMO defaults on for the embedded
// database): four conversations, newest first María, José, Laura, Sofía (apps/server/src/db/demo-data.ts).
const demo = { email: 'demo@recepta.local', password: 'recepta-demo' };
const seededOrder = ['María Fernández', 'José Vargas', 'Laura Jiménez', 'Sofía Castro'];

// Signed in once per worker: sign-ins are limited per address, and other specs use the demo too.
let demoState: Awaited<ReturnType<BrowserContext['storageState']>>;
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await signIn(context.request, demo);
  demoState = await context.storageState();
  await context.close();
});

async function demoPage(browser: Browser, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ storageState: demoState, viewport, locale: 'es-CR' });
  // Below 1024 px the sidebar overlays the page while open (docs/product.md#admin-shell); these tests start with it closed.
  await context.addInitScript(() => {
    // The first document of a page (about:blank) has no storage of the site.
    if (location.protocol.startsWith('http')) localStorage.setItem('sidebarOpen', 'false');
  });
  return { page: await context.newPage(), close: () => context.close() };
}

function conversationList(page: Page) {
  return page.getByRole('list', { name: 'Conversaciones' });
}

/** The names in the list, read in one go (the list may change between two separate reads). */
async function namesInList(page: Page): Promise<string[]> {
  await expect(conversationList(page).getByRole('link').first()).toBeVisible();
  return conversationList(page)
    .getByRole('link')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('.truncate')?.textContent ?? ''));
}

test.describe('inbox of the demo organisation', () => {
  test('lists the conversations newest first and searches by name, phone and message text', async ({ browser }) => {
    const { page, close } = await demoPage(browser);
    try {
      await page.goto('/admin/bandeja');
      await expect(page.getByRole('heading', { name: 'Bandeja', level: 1 })).toBeVisible();
      expect(await namesInList(page)).toEqual(seededOrder);
      await expect(conversationList(page).getByRole('link', { name: /María Fernández/ })).toContainText(
        'Listo, tu cita quedó agendada.',
      );

      const search = page.getByLabel('Buscar conversaciones');
      for (const [q, expected] of [
        ['blanqueamiento', ['Sofía Castro']],
        ['8723 4567', ['José Vargas']],
        ['laura', ['Laura Jiménez']],
        ['jose', ['José Vargas']],
      ] as const) {
        await search.fill(q);
        await expect.poll(() => namesInList(page)).toEqual(expected);
      }
      await search.fill('ortodoncia en marte');
      await expect(page.getByText('No hay conversaciones que coincidan con «ortodoncia en marte».')).toBeVisible();
      await search.fill('');
      await expect.poll(() => namesInList(page)).toEqual(seededOrder);
    } finally {
      await close();
    }
  });

  test('opens a conversation as a chat, with the customer and links to their appointments', async ({ browser }) => {
    const { page, close } = await demoPage(browser);
    try {
      await page.goto('/admin/bandeja');
      await conversationList(page)
        .getByRole('link', { name: /María Fernández/ })
        .click();
      await expect(page).toHaveURL(/\/admin\/bandeja\?id=[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: 'María Fernández', level: 2 })).toBeVisible();
      // The phone as people in the clinic's country write it; the link dials the full number.
      await expect(page.getByRole('link', { name: '8812 3456' })).toHaveAttribute('href', 'tel:+50688123456');

      const messages = page.getByRole('list', { name: 'Mensajes' }).getByRole('listitem');
      // Day separators carry no time; every message does.
      const bubbles = messages.filter({ has: page.locator('time') });
      await expect(bubbles).toHaveCount(4);
      await expect(bubbles.nth(0)).toContainText('Hola, quisiera agendar una limpieza dental');
      await expect(bubbles.nth(3)).toContainText('Listo, tu cita quedó agendada.');
      // The patient writes on the left, the receptionist answers on the right.
      const incoming = await bubbles.nth(0).getByText('Hola, quisiera agendar').boundingBox();
      const outgoing = await bubbles.nth(1).getByText('¡Hola María!').boundingBox();
      expect(incoming && outgoing && outgoing.x > incoming.x + 100).toBe(true);

      const appointments = page.getByRole('region', { name: 'Citas del paciente' }).getByRole('link');
      await expect(appointments.first()).toBeVisible();
      const href = await appointments.first().getAttribute('href');
      expect(href).toMatch(/^\/admin\/agenda\?apptId=[0-9a-f-]{36}$/);
      await appointments.first().click();
      await expect(page).toHaveURL(/\/admin\/agenda/);
    } finally {
      await close();
    }
  });

  test('on a phone, shows the list, then the conversation full width with a way back', async ({ browser }) => {
    const { page, close } = await demoPage(browser, { width: 390, height: 844 });
    try {
      await page.goto('/admin/bandeja');
      await expect(conversationList(page)).toBeVisible();
      await expect(page.getByText('Elige una conversación')).toBeHidden();

      await conversationList(page)
        .getByRole('link', { name: /José Vargas/ })
        .click();
      await expect(page.getByRole('heading', { name: 'José Vargas', level: 2 })).toBeVisible();
      await expect(conversationList(page)).toBeHidden();
      const thread = page.getByRole('list', { name: 'Mensajes' });
      await expect(thread).toContainText('Responde SÍ para confirmar.');
      await expect(thread).toContainText('¡Gracias! Tu cita quedó confirmada.');
      const box = await thread.boundingBox();
      expect(box && box.width > 300).toBe(true);

      await page.getByRole('button', { name: 'Volver a la bandeja' }).click();
      await expect(conversationList(page)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/bandeja$/);
    } finally {
      await close();
    }
  });
});

test('a new organisation sees a calm empty inbox, and none of another organisation’s conversations', async ({
  page,
}) => {
  await registerAndSetUp(page);
  await page.goto('/admin/bandeja');
  await expect(page.getByRole('heading', { name: 'Todavía no hay conversaciones' })).toBeVisible();
  await expect(
    page.getByText('Cuando tus pacientes escriban a tu número de WhatsApp, sus conversaciones aparecerán aquí'),
  ).toBeVisible();
  await expect(conversationList(page)).toHaveCount(0);
  const res = await page.request.get('/api/conversations', {
    params: { orgId: (await (await page.request.get('/api/me')).json()).orgs[0].id, q: 'María' },
  });
  expect(await res.json()).toEqual({ items: [] });
});
