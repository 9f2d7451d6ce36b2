import { describe, expect, it } from 'vitest';
import {
  calendarEventOf,
  calendarEventStatus,
  calendarEventSummary,
  calendarFeedWindow,
  type FeedAppointment,
  newFeedWriter,
  patientInitials,
  writeFeedEvent,
  writeFeedRow,
} from './feed.ts';
import { writeIcsEvent } from './ics.ts';

describe('patientInitials', () => {
  it('keeps the first letter of each word, at most three', () => {
    expect(patientInitials('María José Pérez')).toBe('M. J. P.');
    expect(patientInitials('  ana   rojas ')).toBe('A. R.');
    expect(patientInitials('Ángela de la Ó Núñez')).toBe('Á. D. L.');
  });

  it('gives nothing for a lead named by a phone number, nor for no name', () => {
    expect(patientInitials('+506 8888 7777')).toBe('');
    expect(patientInitials('50688887777')).toBe('');
    expect(patientInitials(null)).toBe('');
    expect(patientInitials('')).toBe('');
  });
});

describe('status and summary', () => {
  it('maps each status to the iCalendar one; a no-show stays CONFIRMED', () => {
    expect(calendarEventStatus('pending')).toBe('TENTATIVE');
    expect(calendarEventStatus('CONFIRMED')).toBe('CONFIRMED');
    expect(calendarEventStatus('cancelled')).toBe('CANCELLED');
    expect(calendarEventStatus('no_show')).toBe('CONFIRMED');
  });

  it('says the service, the initials, and what became of a closed appointment', () => {
    expect(calendarEventSummary('Limpieza', 'Ana Rojas', 'CONFIRMED')).toBe('Limpieza · A. R.');
    expect(calendarEventSummary('Limpieza', null, 'pending')).toBe('Limpieza');
    expect(calendarEventSummary('Limpieza', 'Ana Rojas', 'cancelled')).toBe('Limpieza · A. R. (cancelada)');
    expect(calendarEventSummary('Limpieza', '+50688887777', 'no_show')).toBe('Limpieza (no asistió)');
  });
});

describe('calendarFeedWindow', () => {
  it('spans 30 whole UTC days back and 180 ahead, the same all day long', () => {
    const morning = calendarFeedWindow(new Date('2026-11-25T00:00:01Z'));
    const night = calendarFeedWindow(new Date('2026-11-25T23:59:59Z'));
    expect(morning).toEqual(night);
    expect(morning.from.toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(morning.to.toISOString()).toBe('2027-05-25T00:00:00.000Z');
  });
});

describe('calendarEventOf', () => {
  it('has a stable UID, the revision as SEQUENCE, and no phone or full name', () => {
    const appointment: FeedAppointment = {
      id: '7d2f1c9e-0000-4000-8000-000000000001',
      startsAt: new Date('2026-11-23T15:00:00Z'),
      endsAt: new Date('2026-11-23T15:30:00Z'),
      status: 'CONFIRMED',
      revision: 3,
      updatedAt: new Date('2026-11-21T10:00:00Z'),
      serviceName: 'Consulta',
      customerName: 'Ana Rojas',
      locationName: 'San José',
      resourceName: 'Dra. Ana',
    };
    const event = calendarEventOf(appointment);
    expect(event.uid).toBe('7d2f1c9e-0000-4000-8000-000000000001@citas.recepta');
    expect(event.sequence).toBe(3);
    expect(event.location).toBe('San José');
    expect(JSON.stringify(event)).not.toContain('Rojas');
  });
});

describe('writeFeedEvent', () => {
  it('writes exactly what the general writer writes, names, instants and statuses of every kind', () => {
    const base: FeedAppointment = {
      id: '7d2f1c9e-0000-4000-8000-000000000001',
      startsAt: new Date('2026-11-23T15:00:00Z'),
      endsAt: new Date('2026-11-23T15:30:00Z'),
      status: 'CONFIRMED',
      revision: 3,
      updatedAt: new Date('2026-11-21T10:00:00.123Z'),
      serviceName: 'Consulta',
      customerName: 'Ana Rojas',
      locationName: 'San José',
      resourceName: 'Dra. Ana',
    };
    const long = 'Ortodoncia; control, ajuste de brackets y revisión completa de la mordida — 45 minutos';
    const cases: Partial<FeedAppointment>[] = [
      {},
      { status: 'pending', customerName: null, revision: 0 },
      { status: 'cancelled', serviceName: long, customerName: 'María José Pérez Ñúñez' },
      { status: 'no_show', customerName: '+50688887777', locationName: '' },
      {
        serviceName: 'Línea\r\nnueva; con, comas \\ y 😀 emoji',
        resourceName: 'Dr. 😀 Ñandú, el de la esquina, segundo piso',
      },
      // Instants at the edges of days and seconds, before 1970 and before year 1000.
      { startsAt: new Date('2026-12-31T23:59:59.999Z'), endsAt: new Date('2027-01-01T00:00:00Z') },
      { startsAt: new Date('1969-12-31T23:59:59.500Z'), endsAt: new Date('1970-01-01T00:00:01Z') },
      { updatedAt: new Date('0999-03-04T05:06:07Z'), revision: -2 },
      // Not a uuid: the general writer escapes it.
      { id: 'legacy;id,with\\escapes' },
      // A uuid's length with a comma, a semicolon or an upper-case letter: not written as it is.
      { id: '7d2f1c9e,0000-4000-8000-000000000001' },
      { id: '7d2f1c9e-0000-4000-8000-00000000000;' },
      { id: '7D2F1C9E-0000-4000-8000-000000000001' },
      // The same names as the first case with one thing changed: the kept end of an event
      // (STATUS to END:VEVENT) must follow the status, the place and the professional too.
      { status: 'pending' },
      { status: 'no_show' },
      { locationName: 'Heredia' },
      { resourceName: 'Dr. Luis' },
    ];
    const writer = newFeedWriter();
    for (const change of [...cases, ...cases]) {
      const appointment = { ...base, ...change };
      const expected = writeIcsEvent(calendarEventOf(appointment));
      expect(writeFeedEvent(appointment, writer)).toBe(expected);
      // The same row with its instants as epoch milliseconds, as a feed's build reads it.
      const row = {
        ...appointment,
        startsAt: appointment.startsAt.getTime(),
        endsAt: appointment.endsAt.getTime(),
        updatedAt: appointment.updatedAt.getTime(),
      };
      expect(writeFeedRow(row, writer)).toBe(expected);
    }
  });
});
