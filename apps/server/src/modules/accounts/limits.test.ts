import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../../../test/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

describe('rate limits', () => {
  // Thirteen password hashes on a shared two-core machine: a wider bound than the suite's default.
  it('throttles wrong passwords per address, and the owner still signs in from another address', {
    timeout: 120_000,
  }, async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    const { email, password } = await signUp(t.app);
    const from = (address: string, pass: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/login',
        headers: { 'x-forwarded-for': address },
        payload: { email, password: pass },
      });
    for (let i = 0; i < 10; i++) expect((await from('203.0.113.7', 'equivocada')).statusCode).toBe(401);
    expect((await from('203.0.113.7', 'equivocada')).statusCode).toBe(429);
    // The owner, elsewhere, with the right password.
    const owner = await from('198.51.100.20', password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(email);
    // The address that kept failing stays throttled, even with the right password.
    const again = await from('203.0.113.7', password);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      error: 'too_many_requests',
      message: 'Too many failed attempts. Please try again later',
    });
  });

  it('limits sign-in attempts per address and email with the sign-in text', async () => {
    t = await createTestApp({
      authLimits: { perAddress: { max: 100, windowMs: 60_000 }, perAddressEmail: { max: 3, windowMs: 60_000 } },
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

  // Thirteen password hashes too (40 s at load 20 with the other server worker busy beside it).
  it('counts only failures against an address and email: signing in clears them', { timeout: 120_000 }, async () => {
    t = await createTestApp({
      authLimits: { perAddress: { max: 100, windowMs: 60_000 }, perAddressEmail: { max: 3, windowMs: 60_000 } },
    });
    const { email, password } = await signUp(t.app);
    const login = (pass: string) =>
      t.app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password: pass } });
    // Two failures, then the right password, many times over: never locked out.
    for (let i = 0; i < 4; i++) {
      expect((await login('equivocada')).statusCode).toBe(401);
      expect((await login('equivocada')).statusCode).toBe(401);
      expect((await login(password)).statusCode).toBe(200);
    }
  });

  it('limits reset requests per client address with the reset text, and the window ends', async () => {
    let now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({
      now: () => now,
      authLimits: { perAddress: { max: 2, windowMs: 60_000 }, perAddressEmail: { max: 100, windowMs: 60_000 } },
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
