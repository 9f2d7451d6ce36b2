import { describe, expect, it } from 'vitest';
import { decideSend, type SendContext } from './send-guards.ts';

const now = new Date('2026-03-02T15:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const base: SendContext = {
  purpose: 'reply',
  form: 'text',
  optedOut: false,
  undeliverable: false,
  lastInboundAt: hoursAgo(1),
  channel: 'connected',
  now,
};

describe('decideSend', () => {
  it('lets an answer inside the window go', () => {
    expect(decideSend(base)).toEqual({ ok: true });
  });

  it('refuses free text outside the 24-hour window, but not an approved template', () => {
    expect(decideSend({ ...base, lastInboundAt: hoursAgo(25) })).toEqual({ ok: false, reason: 'window_closed' });
    expect(decideSend({ ...base, lastInboundAt: null })).toEqual({ ok: false, reason: 'window_closed' });
    expect(
      decideSend({ ...base, purpose: 'staff', form: 'template', templateStatus: 'ready', lastInboundAt: null }),
    ).toEqual({ ok: true });
    expect(decideSend({ ...base, form: 'template', templateStatus: 'submitted' })).toEqual({
      ok: false,
      reason: 'template_not_ready',
    });
  });

  it('stops what the clinic starts after SALIR, not answers inside the window (issue 31)', () => {
    const out = { ...base, optedOut: true };
    expect(decideSend(out)).toEqual({ ok: true });
    expect(decideSend({ ...out, purpose: 'staff' })).toEqual({ ok: true });
    expect(decideSend({ ...out, purpose: 'staff', lastInboundAt: hoursAgo(30) })).toEqual({
      ok: false,
      reason: 'opted_out',
    });
    for (const purpose of ['reminder', 'campaign', 'offer'] as const) {
      expect(decideSend({ ...out, purpose, form: 'template', templateStatus: 'ready' })).toEqual({
        ok: false,
        reason: 'opted_out',
      });
    }
  });

  it('refuses an undeliverable number and a disconnected channel whatever the purpose', () => {
    expect(decideSend({ ...base, undeliverable: true })).toEqual({ ok: false, reason: 'undeliverable' });
    expect(decideSend({ ...base, channel: 'disconnected' })).toEqual({ ok: false, reason: 'channel_disconnected' });
    expect(decideSend({ ...base, channel: 'sandbox' })).toEqual({ ok: true });
  });

  it('checks a reminder against its appointment as it is now', () => {
    const reminder: SendContext = { ...base, purpose: 'reminder', form: 'template', templateStatus: 'ready' };
    const startsAt = new Date(now.getTime() + 3_600_000);
    expect(decideSend({ ...reminder, appointment: { live: true, startsAt, writtenFor: startsAt } })).toEqual({
      ok: true,
    });
    expect(decideSend({ ...reminder, appointment: { live: false, startsAt, writtenFor: startsAt } })).toEqual({
      ok: false,
      reason: 'appointment_gone',
    });
    expect(
      decideSend({ ...reminder, appointment: { live: true, startsAt, writtenFor: new Date(startsAt.getTime() - 1) } }),
    ).toEqual({ ok: false, reason: 'appointment_moved' });
    expect(decideSend({ ...reminder, appointment: { live: true, startsAt: now, writtenFor: now } })).toEqual({
      ok: false,
      reason: 'appointment_started',
    });
  });

  it('applies the guards in one order: the first refusal is the one recorded', () => {
    expect(
      decideSend({ ...base, purpose: 'reminder', optedOut: true, undeliverable: true, channel: 'disconnected' }),
    ).toEqual({ ok: false, reason: 'undeliverable' });
  });
});
