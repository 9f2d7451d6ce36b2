import { describe, expect, it } from 'vitest';
import {
  type AppointmentStatus,
  appointmentStatuses,
  canBeConfirmed,
  canBeMoved,
  holdsSlot,
  isClosed,
  isShown,
  statusLabels,
} from './statuses.ts';

describe('appointment statuses', () => {
  it('pending and CONFIRMED hold their slot and can be moved; they are not closed', () => {
    for (const status of ['pending', 'CONFIRMED'] as const) {
      expect(holdsSlot(status)).toBe(true);
      expect(canBeMoved(status)).toBe(true);
      expect(isClosed(status)).toBe(false);
    }
  });

  it('cancelled and no-show are closed: they free their slot and cannot be moved', () => {
    for (const status of ['cancelled', 'no_show'] as const) {
      expect(holdsSlot(status)).toBe(false);
      expect(canBeMoved(status)).toBe(false);
      expect(isClosed(status)).toBe(true);
    }
  });

  it('every status is either live or closed, never both', () => {
    for (const status of appointmentStatuses) expect(holdsSlot(status)).toBe(!isClosed(status));
  });

  it('the agenda and Today show every status but cancelled', () => {
    expect(appointmentStatuses.filter(isShown)).toEqual(['pending', 'CONFIRMED', 'no_show']);
  });

  it('only a pending appointment can be confirmed', () => {
    expect(appointmentStatuses.filter(canBeConfirmed)).toEqual(['pending']);
  });

  it('each status has its Spanish label', () => {
    const labels: Record<AppointmentStatus, string> = {
      pending: 'Pendiente',
      CONFIRMED: 'Confirmada',
      cancelled: 'Cancelada',
      no_show: 'No asistió',
    };
    expect(statusLabels).toEqual(labels);
  });
});
