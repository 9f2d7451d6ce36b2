import { expect, type Page, type Route, test } from '@playwright/test';
import { registerAccount, registerAndSetUp, uniqueEmail } from './support/accounts.ts';
import { googleUser } from './support/google-user.ts';
import { resetLinkFor } from './support/outbox.ts';

/** Holds the requests to `url` until the returned function is called, to see the in-progress state. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function meOf(page: Page) {
  const res = await page.request.get('/api/me');
  expect(res.status()).toBe(200);
  return (await res.json()) as { user: { email: string }; orgs: { id: string; name: string }[] };
}

test.describe('register', () => {
  test('checks the three rules in order, then creates the account and opens the panel', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Crear nueva cuenta' })).toBeVisible();
    const email = page.getByLabel('Correo electrónico');
    const password = page.getByLabel('Contraseña', { exact: true });
    const confirmation = page.getByLabel('Confirmar contraseña', { exact: true });
    const submit = page.getByRole('button', { name: 'Crear cuenta' });
    await expect(password).toHaveAttribute('placeholder', 'Mínimo 6 caracteres');

    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Por favor completa todos los campos');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill(uniqueEmail('register'));
    await password.fill('secreto1');
    await confirmation.fill('secreto2');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Las contraseñas no coinciden');

    await password.fill('abc');
    await confirmation.fill('abc');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('La contraseña debe tener al menos 6 caracteres');

    await password.fill('secreto123');
    await confirmation.fill('secreto123');
    const release = await holdRequests(page, '**/api/account/register');
    await submit.click();
    const pending = page.getByRole('button', { name: 'Creando cuenta...' });
    await expect(pending).toBeDisabled();
    release();

    await expect(page.getByText('¡Cuenta creada exitosamente! Redirigiendo...')).toBeVisible();
    // After the pause, /admin; a new account has no organisation yet, so the panel opens its setup.
    await expect(page).toHaveURL(/\/admin\/recepta$/);
  });

  test('an address already in use gets the spec text, and the sign-in link is there', async ({ page, request }) => {
    const existing = await registerAccount(request);
    await page.goto('/register');
    await page.getByLabel('Correo electrónico').fill(existing.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('otra-clave-1');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('otra-clave-1');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('alert')).toHaveText('Ya existe una cuenta con este correo electrónico');
    await expect(page).toHaveURL(/\/register$/);

    await page.getByRole('link', { name: 'Inicia sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('sign-in', () => {
  test('empty fields, unknown address and wrong password are refused; success goes to returnUrl', async ({
    page,
    request,
  }) => {
    const { account } = await registerAndSetUp(request);
    await page.goto('/login?returnUrl=%2Fadmin%2Fblocks');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión en tu cuenta' })).toBeVisible();
    await expect(page.getByText('O continúa con email')).toBeVisible();
    const email = page.getByLabel('Correo electrónico');
    const password = page.getByLabel('Contraseña', { exact: true });
    const submit = page.getByRole('button', { name: 'Iniciar sesión' });

    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter both email and password');

    await email.fill(uniqueEmail('nobody'));
    await password.fill('lo-que-sea');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('No account found with this email address');

    await email.fill(account.email);
    await password.fill('no-es-esta');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect password');

    await password.fill(account.password);
    const release = await holdRequests(page, '**/api/account/login');
    await submit.click();
    await expect(page.getByRole('button', { name: 'Iniciando sesión...' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Continuar con Google' })).toBeDisabled();
    release();

    await expect(page).toHaveURL(/\/admin\/blocks$/);
    await expect(page.getByRole('banner').getByText(account.email)).toBeVisible();
  });

  test('without returnUrl it opens the panel; an outside returnUrl is ignored', async ({ page, request }) => {
    const { account } = await registerAndSetUp(request);
    await page.goto('/login?returnUrl=https%3A%2F%2Fevil.example%2Fadmin');
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/admin\/today$/);
  });

  test('the links lead to password reset and to sign-up', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Regístrate aquí' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('admin guard', () => {
  test('a signed-out visit goes to sign-in with returnUrl, and sign-in comes back there', async ({ page, request }) => {
    const { account } = await registerAndSetUp(request);
    await page.goto('/admin/agenda?x=1');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fadmin%2Fagenda%3Fx%3D1$/);

    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/admin\/agenda\?x=1$/);
  });

  test('while the session is checked it shows a wait, not the sign-in page', async ({ page }) => {
    await registerAndSetUp(page);
    // The server inlines the session into the panel's page (docs/architecture.md#loading-the-admin-panel),
    // and the app asks /api/me only without it, as when that bootstrap fails. The page is served
    // without it here, so the check below sees the session wait itself, not the Today screen's own
    // brief skeleton (which it used to catch only when the machine was slow enough).
    await page.route('**/admin/today', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script id="recepta-bootstrap"[^>]*>.*?<\/script>/s, '');
      expect(body).not.toContain('recepta-bootstrap');
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: response.status(), headers, body });
    });
    const release = await holdRequests(page, '**/api/me');
    await page.goto('/admin/today');
    await expect(page.getByRole('status').filter({ hasText: 'Cargando…' })).toBeAttached();
    await expect(page).toHaveURL(/\/admin\/today$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión en tu cuenta' })).toHaveCount(0);
    release();
    await expect(page.getByRole('banner').getByText('Panel')).toBeVisible();
  });
});

test.describe('top bar and logout', () => {
  test('shows who is signed in; Cerrar sesión ends the session and the panel asks to sign in again', async ({
    page,
  }) => {
    const { account, org } = await registerAndSetUp(page);
    await page.goto('/admin/today');
    const banner = page.getByRole('banner');
    await expect(banner.getByText(account.email)).toBeVisible();
    await expect(banner.getByText(org.name)).toBeVisible();
    await expect(banner.getByText(account.email.charAt(0).toUpperCase(), { exact: true })).toBeVisible();

    await banner.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get('/api/me')).status()).toBe(401);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fadmin$/);
  });

  test('on a phone the initial stays and the address is hidden', async ({ page }) => {
    const { account } = await registerAndSetUp(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/today');
    const banner = page.getByRole('banner');
    await expect(banner.getByText(account.email.charAt(0).toUpperCase(), { exact: true })).toBeVisible();
    // Kept for screen readers (sr-only: a 1 px clipped box), not drawn.
    const box = await banner.getByText(account.email).boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(1);
    await expect(banner.getByRole('button', { name: 'Cerrar sesión' })).toBeInViewport();
  });
});

test.describe('password reset', () => {
  test('forgot password mails a link that sets a new password once', async ({ page, request }) => {
    const { account } = await registerAndSetUp(request);
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const send = page.getByRole('button', { name: 'Enviar enlace de restablecimiento' });
    await expect(page.getByRole('link', { name: 'Volver al inicio de sesión' })).toBeVisible();

    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Por favor ingresa tu correo electrónico');

    await page.getByLabel('Correo electrónico').fill(uniqueEmail('nobody'));
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('No se encontró una cuenta con este correo electrónico');

    await page.getByLabel('Correo electrónico').fill(account.email);
    await send.click();
    await expect(page.getByText('Se ha enviado un enlace de restablecimiento a tu correo electrónico')).toBeVisible();
    // The form gives way to the message and the way back.
    await expect(page.getByLabel('Correo electrónico')).toHaveCount(0);
    await expect(send).toHaveCount(0);
    await page.getByRole('link', { name: 'Volver al inicio de sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const link = await resetLinkFor(account.email);
    const newPassword = 'nueva-clave-456';
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Nueva contraseña' })).toBeVisible();
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('otra-distinta');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('alert')).toHaveText('Las contraseñas no coinciden');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();

    await expect(page).toHaveURL(/\/login\?reset=1$/);
    await expect(page.getByText('Tu contraseña se actualizó. Ya puedes iniciar sesión.')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect password');
    await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/admin\/today$/);

    // The link works once.
    await page.goto(link);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('tercera-clave-789');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('tercera-clave-789');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('alert')).toHaveText('El enlace de restablecimiento no es válido o ya caducó');
    await page.getByRole('link', { name: 'Solicitar un nuevo enlace' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});

test.describe('organisation setup', () => {
  test('a new account is sent to setup, creates its organisation and renames it', async ({ page }) => {
    await registerAccount(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/recepta$/);
    await expect(page.getByRole('heading', { name: 'Configura tu organización' })).toBeVisible();
    const explanation = page.getByText('Primero configura tu organización para usar el panel.');
    await expect(explanation).toHaveCount(0);

    await page.goto('/admin/agenda');
    await expect(page).toHaveURL(/\/admin\/recepta$/);
    await expect(explanation).toBeVisible();

    const name = page.getByLabel('Nombre de la organización');
    const location = page.getByLabel('Primera ubicación');
    const zone = page.getByLabel('Zona horaria');
    const save = page.getByRole('button', { name: 'Guardar', exact: true });
    await expect(location).toHaveValue('San José');
    await expect(zone).toHaveValue('America/Costa_Rica');
    await expect(save).toBeDisabled();

    // A field left empty is marked (red border via aria-invalid) with its message.
    await name.focus();
    await location.fill('');
    await location.blur();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(location).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
    await expect(page.getByText('La ubicación es obligatoria')).toBeVisible();

    const orgName = `Clínica Sonrisa ${Date.now().toString(36)}`;
    await name.fill(orgName);
    await location.fill('Escazú');
    // Every zone of the region, by country: a search narrows the list, and prices follow the country.
    await expect(zone.locator('optgroup[label="Perú"] option')).toHaveText([/^Lima · Perú/]);
    await page.getByLabel('Buscar país o ciudad').fill('bogota');
    await expect(zone.locator('option')).toHaveText([/^Bogotá · Colombia \(GMT-5\)$/, /^San José · Costa Rica/]);
    await zone.selectOption('America/Bogota');
    await expect(page.getByText('Precios en Peso colombiano (COP).', { exact: false })).toBeVisible();
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await save.click();
    await expect(page.getByText('Organización inicializada')).toBeVisible();

    // What comes next: Hoy, with the first steps.
    await expect(page).toHaveURL(/\/admin\/today$/);
    await expect(page.getByRole('list', { name: 'Primeros pasos' }).getByRole('link')).toHaveText([
      /Agrega un profesional o una sala.*pendiente/,
      /Agrega un servicio.*pendiente/,
      /Revisa tu horario de atención.*pendiente/,
      /Prueba una reserva en el Simulador.*pendiente/,
      /Conecta WhatsApp.*pendiente/,
    ]);
    const [created] = (await meOf(page)).orgs;
    const org = await (await page.request.get(`/api/orgs/${created!.id}`)).json();
    expect([org.tz, org.currency]).toEqual(['America/Bogota', 'COP']);

    await page.goto('/admin/recepta');
    await expect(page.getByRole('heading', { level: 1, name: 'Organización', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Integraciones' })).toBeVisible();
    expect((await meOf(page)).orgs.map((o) => o.name)).toEqual([orgName]);

    const rename = page.getByLabel('Nombre de la organización');
    const saveRename = page.getByRole('button', { name: 'Guardar cambios' });
    await expect(rename).toHaveValue(orgName);
    await rename.fill('');
    await rename.blur();
    await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
    await expect(saveRename).toBeDisabled();
    await rename.fill(`${orgName} Centro`);
    await saveRename.click();
    await expect(page.getByText('Organización actualizada')).toBeVisible();
    expect((await meOf(page)).orgs.map((o) => o.name)).toEqual([`${orgName} Centro`]);
    await expect(page.getByRole('banner').getByText(`${orgName} Centro`)).toBeVisible();

    // With an organisation, the other screens open.
    await page.goto('/admin/agenda');
    await expect(page).toHaveURL(/\/admin\/agenda$/);
  });
});

test.describe('API keys', () => {
  test('a key is shown once, works as a bearer credential, and stops working once revoked', async ({
    page,
    request,
  }) => {
    const { org } = await registerAndSetUp(page);
    await page.goto('/admin/recepta');
    await expect(page.getByText('Todavía no hay claves de API.')).toBeVisible();

    await page.getByLabel('Nombre de la nueva clave').fill('Recepcionista WhatsApp');
    await page.getByRole('button', { name: 'Crear clave' }).click();
    const notice = page.getByRole('region', { name: 'Clave «Recepcionista WhatsApp» creada' });
    await expect(notice).toBeVisible();
    await expect(notice.getByText('no se volverá a mostrar')).toBeVisible();
    const key = ((await notice.locator('code').first().textContent()) ?? '').trim();
    expect(key).toMatch(/^rk_\S{20,}$/);

    const keys = page.getByRole('list', { name: 'Claves de API' });
    await expect(keys.getByText('Recepcionista WhatsApp')).toBeVisible();
    await expect(keys.getByText(`${key.slice(0, 10)}…`)).toBeVisible();

    const withKey = { headers: { authorization: `Bearer ${key}` } };
    const ok = await request.get(`/api/orgs/${org.id}`, withKey);
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({
      id: org.id,
      name: org.name,
      tz: 'America/Costa_Rica',
      currency: 'CRC',
      demo: false,
    });

    // Once dismissed, the full key is gone from the page.
    await notice.getByRole('button', { name: 'Listo, ya la guardé' }).click();
    await expect(page.getByText(key)).toHaveCount(0);

    await keys.getByRole('button', { name: 'Revocar la clave Recepcionista WhatsApp' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Revocar la clave «Recepcionista WhatsApp»?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Revocar' }).click();
    await expect(page.getByText('Clave de API revocada')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Todavía no hay claves de API.')).toBeVisible();

    expect((await request.get(`/api/orgs/${org.id}`, withKey)).status()).toBe(401);
  });
});

test.describe('Google sign-in', () => {
  test('goes through the OpenID provider and lands signed in', async ({ page }) => {
    await page.goto('/login?returnUrl=%2Fadmin%2Fagenda');
    const google = page.getByRole('link', { name: 'Continuar con Google' });
    await expect(google).toHaveAttribute('href', '/api/account/google?returnUrl=%2Fadmin%2Fagenda');
    await google.click();

    // A first Google sign-in has no organisation yet: the guard opens the setup screen.
    await expect(page).toHaveURL(/\/admin\/recepta$/);
    await expect(page.getByRole('banner').getByText(googleUser.email)).toBeVisible();
    expect((await meOf(page)).user.email).toBe(googleUser.email);
  });

  test('a failed Google attempt is reported and the button keeps returnUrl', async ({ page }) => {
    await page.goto('/login?error=google&returnUrl=%2Fadmin%2Fagenda');
    await expect(page.getByRole('alert')).toHaveText('An error occurred during sign in. Please try again');
    await expect(page.getByRole('link', { name: 'Continuar con Google' })).toHaveAttribute(
      'href',
      '/api/account/google?returnUrl=%2Fadmin%2Fagenda',
    );
  });
});
