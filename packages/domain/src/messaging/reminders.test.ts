import { describe, expect, it } from 'vitest';
import { reminderStatusOf } from '../schemas/reminders.ts';
import {
  answersReminder,
  defaultReminderTemplateName,
  firstName,
  formatAppointmentMoment,
  parseReminderPayload,
  planReminders,
  reminderActionOf,
  reminderParams,
  reminderPayload,
} from './reminders.ts';

const start = Date.parse('2026-11-27T20:30:00Z'); // viernes 27 de noviembre, 14:30 in Costa Rica

describe('planReminders', () => {
  it('plans one reminder per frequency, earliest first, and marks the ones already past', () => {
    const now = start - 3 * 60 * 60_000; // three hours before
    expect(planReminders(start, [120, 1440, 120, 0, -5], now)).toEqual([
      { offsetMin: 1440, runAt: start - 1440 * 60_000, tooLate: true },
      { offsetMin: 120, runAt: start - 120 * 60_000, tooLate: false },
    ]);
  });

  it('plans nothing without frequencies', () => {
    expect(planReminders(start, [], 0)).toEqual([]);
  });
});

describe('reminder texts', () => {
  it('writes the moment in the clinic zone, in Spanish', () => {
    expect(formatAppointmentMoment(start, 'America/Costa_Rica')).toBe('viernes 27 de noviembre, 14:30');
    expect(formatAppointmentMoment(start, 'America/Mexico_City')).toBe('viernes 27 de noviembre, 14:30');
    expect(formatAppointmentMoment(start, 'America/Bogota')).toBe('viernes 27 de noviembre, 15:30');
  });

  it('fills the variables in order, as many as the template has', () => {
    const facts = {
      patientName: 'Ana María Pérez',
      serviceName: 'Limpieza dental',
      startMs: start,
      tz: 'America/Costa_Rica',
      resourceName: 'Dra. Rojas',
      locationName: 'Sede Central',
      manageUrl: 'https://recepta.example/m/abc.def',
    };
    expect(reminderParams(facts, 5)).toEqual([
      'Ana',
      'Limpieza dental',
      'viernes 27 de noviembre, 14:30',
      'Dra. Rojas',
      'Sede Central',
    ]);
    expect(reminderParams(facts, 6)[5]).toBe('https://recepta.example/m/abc.def');
    expect(reminderParams(facts, 2)).toEqual(['Ana', 'Limpieza dental']);
    expect(reminderParams(facts, 9)).toHaveLength(6);
  });

  it('greets by the first name', () => {
    expect(firstName('  Ana   María ')).toBe('Ana');
  });

  it('uses the 24-hour template from 12 hours ahead, else the 2-hour one', () => {
    expect(defaultReminderTemplateName(1440)).toBe('reminder_24h');
    expect(defaultReminderTemplateName(720)).toBe('reminder_24h');
    expect(defaultReminderTemplateName(120)).toBe('reminder_2h');
    expect(defaultReminderTemplateName(30)).toBe('reminder_2h');
  });
});

describe('reminder buttons', () => {
  it('reads the action of a button title', () => {
    expect(reminderActionOf('Confirmar')).toBe('confirm');
    expect(reminderActionOf('Sí, confirmo')).toBe('confirm');
    expect(reminderActionOf('Reprogramar')).toBe('reschedule');
    expect(reminderActionOf('CANCELAR')).toBe('cancel');
    expect(reminderActionOf('Más información')).toBeUndefined();
  });

  it('round-trips the payload and refuses anything else', () => {
    const id = '0b6f6d9e-6f2a-4c59-9a4e-3f2f6a1d2c3b';
    expect(parseReminderPayload(reminderPayload(id, 'cancel'))).toEqual({ appointmentId: id, action: 'cancel' });
    expect(parseReminderPayload(`tpl:${id}:0`)).toBeUndefined();
    expect(parseReminderPayload(`r:${id}:delete`)).toBeUndefined();
  });
});

describe('reminder states and answers', () => {
  it('reads a sent reminder by its message, a queued one as sending', () => {
    expect(reminderStatusOf('scheduled', null)).toBe('scheduled');
    expect(reminderStatusOf('skipped', null)).toBe('skipped');
    expect(reminderStatusOf('sent', 'queued')).toBe('sending');
    expect(reminderStatusOf('sent', 'read')).toBe('read');
    expect(reminderStatusOf('sent', 'failed')).toBe('failed');
  });

  it('takes a yes as the answer to a reminder within a day of it', () => {
    const sent = Date.parse('2026-11-22T16:00:00Z');
    expect(answersReminder(sent, sent + 23 * 3_600_000)).toBe(true);
    expect(answersReminder(sent, sent + 25 * 3_600_000)).toBe(false);
    expect(answersReminder(sent, sent - 1)).toBe(false);
  });
});
