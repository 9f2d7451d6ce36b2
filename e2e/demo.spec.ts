import { type Browser, expect, test } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { chatLog, messages, type OwnServer, say, startOwnServer, visitor as visitorOn } from './support/demo-chat.ts';

/**
 * The public demo chat (docs/product.md#demo-chat). The suite's own server has WHATSAPP_NUMBER set
 * (its landing's buttons open WhatsApp, e2e/landing.spec.ts), and inbox.spec expects the demo
 * clinic's seeded conversations exactly; so this file starts a second server of its own, without a
 * number and with its own data folder: its landing leads to /demo, and its visitors stay there.
 */
test.describe.configure({ mode: 'serial' });

const demoAccount = { email: 'demo@recepta.local', password: 'recepta-demo' };
const optedOut = 'Listo, no te enviaremos más mensajes automáticos. Escribe VOLVER si quieres recibirlos de nuevo.';
const optedIn = '¡Listo! Volverás a recibir nuestros recordatorios. Escribe SALIR si quieres dejar de recibirlos.';

let server: OwnServer;
let baseURL: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({ WHATSAPP_NUMBER: '' });
  baseURL = server.baseURL;
});

test.afterAll(async () => {
  await server.stop();
});

const visitor = (browser: Browser, options?: Parameters<typeof visitorOn>[2]) => visitorOn(browser, baseURL, options);

test("the landing's 'Ver demo' opens the demo chat, where the receptionist answers SALIR and VOLVER", async ({
  browser,
}) => {
  const { page, close } = await visitor(browser);
  try {
    await page.goto('/');
    const demo = page.getByRole('link', { name: 'Ver demo (60s)' });
    await expect(demo).toHaveAttribute('href', '/demo');
    await demo.click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole('heading', { name: 'Clínica Demo', level: 2 })).toBeVisible();
    await expectNoAxeViolations(page, 'demo chat, empty, light, 1440 px');

    await say(page, 'SALIR');
    await expect(chatLog(page)).toContainText(optedOut);
    // The visitor's own message on the right, the clinic's answer on the left, as on a phone.
    const mine = await chatLog(page).getByText('SALIR', { exact: true }).boundingBox();
    const theirs = await chatLog(page).getByText(optedOut).boundingBox();
    expect(mine && theirs && mine.x > theirs.x + 100).toBe(true);

    await say(page, 'VOLVER');
    await expect(chatLog(page)).toContainText(optedIn);
    await expectNoAxeViolations(page, 'demo chat, with messages, light, 1440 px');

    // A reload keeps the chat (the token lives for the tab).
    await page.reload();
    await expect(chatLog(page)).toContainText(optedIn);
    await expect(messages(page)).toHaveCount(4);
  } finally {
    await close();
  }
});

test('on a phone in dark mode the chat fills the screen, and a suggestion starts the chat', async ({ browser }) => {
  const { page, close } = await visitor(browser, { width: 390, height: 844, dark: true });
  try {
    await page.goto('/demo');
    await page.getByRole('button', { name: 'Hola', exact: true }).click();
    await expect(messages(page).filter({ hasText: 'Hola' }).first()).toBeVisible();
    const box = await page.getByLabel('Escribe un mensaje').boundingBox();
    expect(box && box.y + box.height <= 844).toBe(true);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectNoAxeViolations(page, 'demo chat, dark, 390 px');
  } finally {
    await close();
  }
});

test('a visitor books a real time by taps in under a minute, and the receptionist sees it in the agenda', async ({
  browser,
}) => {
  const { page, close } = await visitor(browser);
  const staffContext = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'es-CR',
    bypassCSP: true,
  });
  try {
    // A name is letters only (the receptionist asks again for one with digits): a unique surname of letters.
    const name = `Pepa ${[...Date.now().toString(26)].map((c) => String.fromCharCode(97 + Number.parseInt(c, 26))).join('')}`;
    await page.goto('/demo');
    await say(page, 'Hola');
    await expect(chatLog(page)).toContainText('Soy el asistente virtual de Clínica Demo');

    // More than three options are a list behind "Ver opciones", as WhatsApp shows them.
    const more = page.getByRole('button', { name: 'Ver opciones' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Limpieza dental', exact: true }).click();
    await expect(chatLog(page)).toContainText('Tengo estos horarios para Limpieza dental');

    // Exactly three times, as reply buttons; the first is taken.
    const times = page.getByRole('list', { name: 'Opciones' }).last().getByRole('button');
    await expect(times).toHaveCount(3);
    const chosen = (await times.first().textContent())?.trim() ?? '';
    // Whoever is free first, which depends on the day and hour the test runs: the offer names them.
    const offer = (await chatLog(page).textContent()) ?? '';
    const professional = /1\. [^\n]*? con (Dra?\. \p{L}+ \p{L}+)/u.exec(offer)?.[1] ?? '';
    expect(professional).not.toBe('');
    await times.first().click();
    await expect(chatLog(page)).toContainText('¿A nombre de quién agendo la cita?');
    await say(page, name);
    // The confirmation itself names the time's professional.
    const confirmation = chatLog(page)
      .getByText(`¡Listo, ${name.split(' ')[0]}!`, { exact: false })
      .last();
    await expect(confirmation).toContainText(professional);
    await expectNoAxeViolations(page, 'demo chat after a booking');

    // The clinic's staff find the booking from the conversation, marked as the assistant's, in the agenda.
    await signIn(staffContext.request, demoAccount);
    await staffContext.addInitScript(() => {
      if (location.protocol.startsWith('http')) localStorage.setItem('sidebarOpen', 'false');
    });
    const staff = await staffContext.newPage();
    await staff.goto('/admin/bandeja');
    await staff.getByLabel('Buscar conversaciones').fill(name);
    const row = staff.getByRole('list', { name: 'Conversaciones' }).getByRole('link', { name: new RegExp(name, 'i') });
    await expect(row).toHaveCount(1);
    await row.click();
    const link = staff.getByRole('link', { name: /Agendada por el asistente/ });
    await expect(link).toHaveCount(1);
    const apptId = new URL(String(await link.getAttribute('href')), baseURL).searchParams.get('apptId') ?? '';
    await link.click();
    await expect(staff).toHaveURL(/\/admin\/agenda/);
    await staff.keyboard.press('Escape');
    const card = staff.locator(`[data-appt-id="${apptId}"]`);
    await expect(card).toContainText(new RegExp(name, 'i'));
    // The card sits at the time the visitor tapped ("vie 27 nov 08:00" → 08:00).
    await expect(card).toContainText(chosen.slice(-5));
  } finally {
    await staffContext.close();
    await close();
  }
});

test('staff see the visitor in the demo inbox, who wrote each message, and their answer reaches the visitor', async ({
  browser,
}) => {
  const { page, close } = await visitor(browser);
  const staffContext = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'es-CR',
    bypassCSP: true,
  });
  try {
    const marker = `soy Pepa ${Date.now().toString(36)}`;
    await page.goto('/demo');
    await say(page, `Hola, ${marker}`);
    await say(page, 'SALIR');
    await expect(chatLog(page)).toContainText(optedOut);
    await say(page, 'VOLVER');
    await expect(chatLog(page)).toContainText(optedIn);

    await signIn(staffContext.request, demoAccount);
    await staffContext.addInitScript(() => {
      if (location.protocol.startsWith('http')) localStorage.setItem('sidebarOpen', 'false');
    });
    const staff = await staffContext.newPage();
    await staff.goto('/admin/bandeja');
    await staff.getByLabel('Buscar conversaciones').fill(marker);
    const row = staff.getByRole('list', { name: 'Conversaciones' }).getByRole('link', { name: /Visitante demo \d{4}/ });
    await expect(row).toHaveCount(1);
    await row.click();
    const thread = staff.getByRole('list', { name: 'Mensajes' });
    await expect(thread).toContainText(optedIn);
    // Every message says who wrote it: the patient, the assistant…
    const marks = (author: string) => thread.locator(`[data-author="${author}"]`);
    await expect(marks('patient')).toHaveCount(3);
    await expect(marks('patient').first()).toHaveText('Paciente');
    // The receptionist's greeting, then its answers to SALIR and VOLVER.
    await expect(marks('assistant')).toHaveCount(3);
    await expect(marks('assistant').first()).toHaveText('Asistente');

    // …and staff, whose answer the visitor reads in the demo chat.
    await staff.getByLabel(/Escribe un mensaje a Visitante demo/).fill('Hola Pepa, soy Ana de recepción');
    await staff.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(marks('staff')).toHaveText(['Personal']);
    await expect(chatLog(page)).toContainText('Hola Pepa, soy Ana de recepción');
    await expectNoAxeViolations(staff, 'inbox thread of a demo visitor');
  } finally {
    await staffContext.close();
    await close();
  }
});
