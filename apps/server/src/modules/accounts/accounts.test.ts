import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, signUp, type TestApp, uniqueEmail } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'trace' } });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('register', () => {
  it('creates the account, signs it in with an httpOnly SameSite=Lax cookie, and /me knows it', async () => {
    const email = uniqueEmail();
    const res = await post('/api/account/register', { email, password: 'secreto123' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe(email);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: expect.objectContaining({ email }), orgs: [] });
  });

  it('refuses a taken address with the documented Spanish text', async () => {
    const { email } = await signUp(t.app);
    const res = await post('/api/account/register', { email: email.toUpperCase(), password: 'otraclave1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'email_already_in_use',
      message: 'Ya existe una cuenta con este correo electrónico',
    });
  });

  it.each([
    [{ email: 'no-es-correo', password: 'secreto123' }, 400, 'invalid_email', 'Correo electrónico inválido'],
    [{ email: 'corta@clinica.test', password: '12345' }, 400, 'weak_password', 'La contraseña es demasiado débil'],
  ])('refuses %j', async (payload, status, error, message) => {
    const res = await post('/api/account/register', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error, message });
  });

  it.each([
    [{}],
    [{ email: 'a@b.test' }],
    [{ email: 'a@b.test', password: 12345678 }],
    [{ email: 'x'.repeat(300), password: 'secreto123' }],
    [{ email: 'a@b.test', password: 'x'.repeat(10_000) }],
  ])('answers malformed bodies with 400 validation_failed, never 500: %j', async (payload) => {
    const res = await post('/api/account/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
  });
});

describe('sign-in', () => {
  it('tells an unknown address from a wrong password (documented English texts)', async () => {
    const { email } = await signUp(t.app);
    const unknown = await post('/api/account/login', { email: uniqueEmail('nadie'), password: 'secreto123' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: 'user_not_found', message: 'No account found with this email address' });
    const wrong = await post('/api/account/login', { email, password: 'equivocada' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'wrong_password', message: 'Incorrect password' });
    const bad = await post('/api/account/login', { email: 'sin-arroba', password: 'x' });
    expect(bad.json()).toEqual({ error: 'invalid_email', message: 'Invalid email address' });
  });

  it('signs in with the right password', async () => {
    const { email, password } = await signUp(t.app);
    const res = await post('/api/account/login', { email, password });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(res) } });
    expect(me.json().user.email).toBe(email);
  });

  it('sign-out ends the session on the server, not only in the browser', async () => {
    const { cookie } = await signUp(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/account/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    // The old cookie, replayed, no longer opens anything.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ error: 'unauthorized', message: 'Debes iniciar sesión' });
  });

  it('refuses a state-changing request sent from another site', async () => {
    const { email, password } = await signUp(t.app);
    const res = await post('/api/account/login', { email, password }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('cross_origin');
    const sameSite = await post('/api/account/login', { email, password }, { origin: 'http://127.0.0.1:3000' });
    expect(sameSite.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password', async () => {
    const { email, password } = await signUp(t.app);
    const res = await post('/api/account/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Se ha enviado un enlace de restablecimiento a tu correo electrónico');
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe(email);
    const link = new URL(mail?.link ?? '');
    expect(link.pathname).toBe('/reset-password');
    expect(mail?.text).toContain(link.toString());
    const token = link.searchParams.get('token') ?? '';

    const reset = await post('/api/account/reset-password', { token, password: 'nuevaclave9' });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/account/login', { email, password })).statusCode).toBe(401);
    expect((await post('/api/account/login', { email, password: 'nuevaclave9' })).statusCode).toBe(200);

    const again = await post('/api/account/reset-password', { token, password: 'otraclave99' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'invalid_token',
      message: 'El enlace de restablecimiento no es válido o ya caducó',
    });
  });

  it('refuses an expired link', async () => {
    const { email } = await signUp(t.app);
    await post('/api/account/forgot-password', { email });
    const token = new URL(t.mails.at(-1)?.link ?? '').searchParams.get('token') ?? '';
    await t.database.db.execute(sql`update verification set expires_at = now() - interval '1 minute'`);
    const res = await post('/api/account/reset-password', { token, password: 'nuevaclave9' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_token');
  });

  it('says so when no account has that address', async () => {
    const res = await post('/api/account/forgot-password', { email: uniqueEmail('nadie') });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'user_not_found',
      message: 'No se encontró una cuenta con este correo electrónico',
    });
  });
});

describe('secrets', () => {
  it('never writes a password, cookie or reset token to the logs or a response', async () => {
    const email = uniqueEmail('secreto');
    const password = 'contraseña-muy-secreta-42';
    const reg = await post('/api/account/register', { email, password });
    await post('/api/account/login', { email, password });
    await post('/api/account/forgot-password', { email });
    const token = new URL(t.mails.at(-1)?.link ?? '').searchParams.get('token') ?? '';
    const cookieValue = sessionCookie(reg).split('=')[1] ?? '';
    const logs = t.logs.join('\n');
    expect(t.logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(password);
    expect(logs).not.toContain(cookieValue);
    expect(logs).not.toContain(token);
    expect(reg.body).not.toContain(password);
  });
});
