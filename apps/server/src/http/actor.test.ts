import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import type { Auth } from '../modules/accounts/auth.ts';
import { asResolvedCaller, type RequestActor, resolveActor } from './actor.ts';

/**
 * The caller a drawn page resolved once (first-paint/agenda-page.ts) stands only for that page's own
 * in-process reads: the same cookie, inside the drawing's async context.
 */
const staff: RequestActor = { kind: 'staff', userId: 'u-1', email: 'ana@clinica.test', name: 'Ana' };
const lookups: string[] = [];
const auth = {
  api: {
    getSession: async ({ headers }: { headers: Headers }) => {
      lookups.push(headers.get('cookie') ?? '');
      return null;
    },
  },
} as unknown as Auth;
const db = {} as Db;
const requestWith = (cookie: string) => ({ headers: { cookie }, raw: {} }) as unknown as FastifyRequest;

describe('a caller resolved for a drawn page', () => {
  it('stands for the reads made with that cookie inside the drawing, without another session lookup', async () => {
    lookups.length = 0;
    const actor = await asResolvedCaller('session=a', staff, () => resolveActor(requestWith('session=a'), db, auth));
    expect(actor).toEqual(staff);
    expect(lookups).toEqual([]);
  });

  it('does not stand for another cookie, nor for anything outside the drawing', async () => {
    lookups.length = 0;
    const other = await asResolvedCaller('session=a', staff, () => resolveActor(requestWith('session=b'), db, auth));
    expect(other).toBeNull();
    expect(await resolveActor(requestWith('session=a'), db, auth)).toBeNull();
    expect(lookups).toEqual(['session=b', 'session=a']);
  });
});
