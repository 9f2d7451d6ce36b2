import { describe, expect, it } from 'vitest';
import { formatOffset, formatReminderOffset, formatReminderOffsets, remindersNote } from './reminder-offsets.ts';

describe('reminder offsets', () => {
  it('writes one offset in hours and minutes, whole days from two days up', () => {
    expect(formatOffset(30)).toBe('30 min');
    expect(formatOffset(120)).toBe('2 h');
    expect(formatOffset(140)).toBe('2 h 20 min');
    expect(formatOffset(1440)).toBe('24 h');
    expect(formatOffset(2880)).toBe('2 días');
    expect(formatOffset(2940)).toBe('49 h');
    expect(formatReminderOffset(140)).toBe('2 h 20 min antes');
  });

  it('lists several earliest first, without repeats', () => {
    expect(formatReminderOffsets([120, 1440])).toBe('24 h y 2 h antes');
    expect(formatReminderOffsets([140])).toBe('2 h 20 min antes');
    expect(formatReminderOffsets([120, 2880, 1440, 120])).toBe('2 días, 24 h y 2 h antes');
    expect(formatReminderOffsets([])).toBe('');
  });

  it('says what Hoy shows, also with no reminders', () => {
    expect(remindersNote([1440, 120])).toBe(
      'Los recordatorios se envían automáticamente 24 h y 2 h antes de cada cita.',
    );
    expect(remindersNote([140])).toBe('Los recordatorios se envían automáticamente 2 h 20 min antes de cada cita.');
    expect(remindersNote([])).toBe('No hay recordatorios automáticos: actívalos en Configuración.');
  });
});
