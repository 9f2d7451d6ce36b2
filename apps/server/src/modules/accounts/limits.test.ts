import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../../../test/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

describe('rate limits', () => {
  it('limits sign-in attempts per email with the sign-in text', async () => {
    t = await createTestApp({
      authLimits: { perAddress: { max: 100, windowMs: 60_000 }, perEmail: { max: 3, windowMs: 60_000 } },
    });
    const { email } = await signUp(t.app);
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password: 'equivocada' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'too_many_requests',
      message: 'Too many failed attempts. Please try again later',
    });
    // Another address is not held back by this one's attempts.
    const other = await signUp(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: other.email, password: other.password },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('limits reset requests per client address with the reset text, and the window ends', async () => {
    let now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({
      now: () => now,
      authLimits: { perAddress: { max: 2, windowMs: 60_000 }, perEmail: { max: 100, windowMs: 60_000 } },
    });
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/account/forgot-password', payload: { email: uniqueEmail() } });
    await ask();
    await ask();
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Demasiados intentos. Por favor intenta más tarde');
    now = new Date(now.getTime() + 61_000);
    expect((await ask()).statusCode).not.toBe(429);
  });
});

describe('cookies over https', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://recepta.example' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: { email: uniqueEmail(), password: 'secreto123' },
    });
    expect(res.statusCode).toBe(201);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
  });
});
