import { expect, test } from '@playwright/test';
import { registerAndSetUp } from './support/accounts.ts';

test('the landing page is served in Spanish', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('Recepcionista por WhatsApp', { exact: true })).toBeVisible();
});

test('an unknown path goes to the landing page', async ({ page }) => {
  await page.goto('/esto/no/existe');
  await expect(page).toHaveURL(/\/$/);
});

test('the API answers from the same origin', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
});

test.describe('admin shell', () => {
  // The panel is behind sign-in and needs an organisation: each test gets a fresh one.
  test.beforeEach(async ({ page }) => {
    await registerAndSetUp(page);
  });

  test('the empty admin path opens Hoy, with the fifteen sidebar links of an owner, in order', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/today$/);
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link')).toHaveText([
      'Hoy',
      'Bandeja',
      'Agenda',
      'Reportes',
      'Plantillas',
      'Campañas',
      'Servicios',
      'Clientes',
      'Solicitudes',
      'Recursos',
      'Ubicaciones',
      'Bloques',
      'Configuración',
      'Actividad',
      'Recepta',
    ]);
    await expect(page.getByRole('banner').getByText('Panel')).toBeVisible();
    // A real clinic is not a demo (the demo clinic's mark is checked in campaigns.spec.ts).
    await expect(page.getByRole('link', { name: 'Recepta' })).toBeVisible();
    await expect(page.getByText('v0.1 · Demo')).toHaveCount(0);
  });

  test('docked on a wide screen, the sidebar stays open across navigation and remembers its state', async ({
    page,
  }) => {
    await page.goto('/admin/today');
    const sidebar = page.getByRole('complementary', { name: 'Menú principal' });
    await expect(sidebar).toBeInViewport();
    await sidebar.getByRole('link', { name: 'Agenda' }).click();
    await expect(page).toHaveURL(/\/admin\/agenda$/);
    await expect(sidebar).toBeInViewport();
    await page.getByRole('button', { name: 'Cerrar menú' }).first().click();
    await expect(sidebar).not.toBeInViewport();
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Menú principal' })).not.toBeInViewport();
    expect(await page.evaluate(() => localStorage.getItem('sidebarOpen'))).toBe('false');
  });

  test('below 1024 px the sidebar closes after navigating', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/admin/today');
    const sidebar = page.getByRole('complementary', { name: 'Menú principal' });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(sidebar).toBeInViewport();
    await sidebar.getByRole('link', { name: 'Agenda' }).click();
    await expect(page).toHaveURL(/\/admin\/agenda$/);
    await expect(sidebar).not.toBeInViewport();
  });

  test('on a phone the sidebar overlays the page and the backdrop closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/today');
    const sidebar = page.getByRole('complementary', { name: 'Menú principal' });
    // The first visit does not open it over the page.
    await expect(page.getByRole('heading', { level: 1, name: 'Hoy' })).toBeVisible();
    await expect(sidebar).not.toBeInViewport();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(sidebar).toBeInViewport();
    // Measured once it has slid in: mid-transition its box is a fraction of a pixel off (279.99…).
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(280);
    // The backdrop covers the rest of the page; a click on it (right of the sidebar) closes it.
    await page.mouse.click(350, 400);
    await expect(sidebar).not.toBeInViewport();
  });
});
