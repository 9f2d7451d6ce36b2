import { expect, type Page, type Request, test } from '@playwright/test';

// playwright.config.ts starts the server with WHATSAPP_NUMBER=50688887777 and the default text.
const whatsappUrl = `https://wa.me/50688887777?text=${encodeURIComponent('Hola, quiero información sobre Recepta')}`;
const whatsappCtas = ['Ver demo (60s)', 'Probar Start', 'Elegir Pro', 'Contactar', 'Hablar por WhatsApp'];
const headings = ['Funciones clave', 'Elige tu plan', 'Preguntas frecuentes', '¿Listo para llenar tu agenda?'];

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test("'Ver planes' jumps to the pricing section", async ({ page }) => {
  await page.goto('/');
  const pricing = page.getByRole('heading', { name: 'Elige tu plan' });
  await expect(pricing).not.toBeInViewport();
  await page.getByRole('link', { name: 'Ver planes' }).click();
  await expect(page).toHaveURL(/\/#precios$/);
  await expect(pricing).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Elegir Pro' })).toBeInViewport();
});

test('the plan, demo and closing buttons open the configured WhatsApp chat in a new tab', async ({ page }) => {
  await page.goto('/');
  for (const name of whatsappCtas) {
    const link = page.getByRole('link', { name, exact: true });
    await expect(link, name).toHaveAttribute('href', whatsappUrl);
    await expect(link, name).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByText('Más elegido')).toBeVisible();
});

test('a FAQ question opens its answer on click and from the keyboard', async ({ page }) => {
  await page.goto('/');
  const results = page.getByText('En los primeros 7 días', { exact: false });
  await expect(results).toBeHidden();
  await page.getByText('¿Cuándo veo resultados?').click();
  await expect(results).toBeVisible();

  const pause = page.getByText('Puedes pausarlo y reactivarlo cuando quieras.');
  const question = page.locator('summary', { hasText: '¿Puedo pausar el servicio?' });
  await expect(pause).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(pause).toBeVisible();
  await page.keyboard.press('Space');
  await expect(pause).toBeHidden();
});

test('the staff sign-in link leads to the login screen', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Acceso para clínicas' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the landing runs no JavaScript, and what it transfers stays small', async ({ page }) => {
  const requests: Request[] = [];
  page.on('requestfinished', (request) => requests.push(request));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const transfers = await Promise.all(
    requests.map(async (r) => {
      const sizes = await r.sizes();
      return { url: r.url(), type: r.resourceType(), bytes: sizes.responseBodySize + sizes.responseHeadersSize };
    }),
  );
  const scripts = transfers.filter((t) => t.type === 'script');
  const scriptBytes = scripts.reduce((sum, t) => sum + t.bytes, 0);
  // The budget is 30 KB of compressed JavaScript; the prerendered landing needs none at all.
  expect(scriptBytes).toBeLessThanOrEqual(30 * 1024);
  expect(scripts).toEqual([]);
  // HTML and CSS travel compressed: the whole page is a few tens of KB.
  const total = transfers.reduce((sum, t) => sum + t.bytes, 0);
  expect(total).toBeLessThan(40 * 1024);
});

test('the dark theme follows the system setting', async ({ page }) => {
  const background = () =>
    page
      .locator('body > div')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const light = await background();
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await background();
  expect(light).not.toBe(dark);
  // Tailwind's white and slate-950.
  expect(light).toMatch(/^(rgb\(255, 255, 255\)|oklch\(1 0 0\))$/);
  expect(dark).toMatch(/^oklch\(0\.129 /);
});

for (const width of [360, 768, 1920]) {
  test(`at ${width} px wide the page does not scroll sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expectNoHorizontalScroll(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Ver planes' })).toBeVisible();
  });
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('every section is there', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByText('Recepcionista por WhatsApp', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ilumina tu agenda: más citas, menos ausencias.');
    for (const name of headings) await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    for (const badge of ['Garantía de 7 días', 'Setup en 48 h', 'Soporte humano']) {
      await expect(page.getByRole('listitem').filter({ hasText: badge }).first()).toBeVisible();
    }
    await expect(page.getByRole('figure')).toContainText('10:30, 14:00 o 16:15');
    for (const value of ['+30%', '-35%', '48 h', '7 días']) {
      await expect(page.getByRole('definition').filter({ hasText: value })).toBeVisible();
    }
    for (const title of [
      'Agenda por chat',
      'Confirmaciones 24 h y 2 h',
      'Reprogramación por chat',
      'Reportes claros',
    ]) {
      await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
    }
    for (const price of ['$179', '$239', '$299']) await expect(page.getByText(price, { exact: true })).toBeVisible();
    for (const name of whatsappCtas) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByText('¿Necesito otro número de WhatsApp?')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Precios' })).toHaveAttribute('href', '#precios');
    await expect(footer.getByRole('link', { name: 'Privacidad' })).toHaveAttribute('href', '#');
    await expect(footer.getByRole('link', { name: 'Términos' })).toHaveAttribute('href', '#');
  });

  test("'Ver planes' still jumps to the prices, and the FAQ still opens", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Ver planes' }).click();
    await expect(page.getByRole('heading', { name: 'Elige tu plan' })).toBeInViewport();
    await page.getByText('¿Necesito otro número de WhatsApp?').click();
    await expect(page.getByText('Puedes usar tu número actual o uno nuevo')).toBeVisible();
  });
});
