import { describe, expect, it } from 'vitest';
import {
  calendarEventOf,
  calendarEventStatus,
  calendarEventSummary,
  calendarFeedWindow,
  type FeedAppointment,
  patientInitials,
} from './feed.ts';
import {
  type FeedEventRow,
  type FeedWriter,
  newFeedWriter,
  writeFeedEvent,
  writeFeedRow,
  writeFeedRowBytes,
} from './feed-writer.ts';
import { writeIcsEvent } from './ics.ts';
import { utf8Bytes } from './utf8.ts';

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
      // And as bytes, written after others into a larger buffer: exactly the text's UTF-8.
      expect(bytesOf(row, writer)).toEqual(utf8Bytes(expected));
    }
  });
});

/** writeFeedRowBytes of `row` after 5 bytes already written, checking that it keeps within its bytes. */
function bytesOf(row: FeedEventRow, writer: FeedWriter): Uint8Array {
  const out = new Uint8Array(4096).fill(7);
  const end = writeFeedRowBytes(row, writer, out, 5);
  expect(end).toBeGreaterThan(5);
  expect(out.subarray(0, 5).every((byte) => byte === 7)).toBe(true);
  expect(out.subarray(end).every((byte) => byte === 7)).toBe(true);
  return out.slice(5, end);
}

describe('writeFeedRowBytes', () => {
  const row: FeedEventRow = {
    id: '7d2f1c9e-0000-4000-8000-000000000001',
    startsAt: Date.parse('2026-11-23T15:00:00Z'),
    endsAt: Date.parse('2026-11-23T15:30:00Z'),
    status: 'CONFIRMED',
    revision: 3,
    updatedAt: Date.parse('2026-11-21T10:00:00Z'),
    serviceName: 'Consulta',
    customerName: 'Ana Rojas',
    locationName: 'San José',
    resourceName: 'Dra. Ana',
  };

  it('writes the UTF-8 of writeFeedRow for many rows, names of every kind, with one writer', () => {
    const services = [
      'Limpieza dental',
      'Ortodoncia; control, ajuste de brackets y revisión completa de la mordida — 45 min',
      '😀 Ñandú',
    ];
    const customers = [null, 'María José Pérez', '+50688887777', 'Ángela de la Ó', '  '];
    const statuses = ['pending', 'CONFIRMED', 'cancelled', 'no_show'] as const;
    const writer = newFeedWriter();
    for (let n = 0; n < 300; n++) {
      const start = Date.parse('2026-10-26T00:00:00Z') + n * 1_234_567_000;
      const next: FeedEventRow = {
        ...row,
        id: `7d2f1c9e-0000-4000-8000-${String(n).padStart(12, '0')}`,
        startsAt: start,
        endsAt: start + (n % 7) * 900_000,
        updatedAt: start - n * 61_000,
        status: statuses[n % 4]!,
        revision: n % 13 === 0 ? n * 1_000_003 : n % 11,
        serviceName: services[n % 3]!,
        customerName: customers[n % 5]!,
        locationName:
          n % 6 === 0 ? '' : `Sede ${n % 2 ? 'Central' : 'Norte, segundo piso — edificio de consultorios médicos'}`,
        resourceName: `Dr${n % 2 ? 'a' : ''}. Profesional ${n % 10}`,
      };
      expect(bytesOf(next, writer)).toEqual(utf8Bytes(writeFeedRow(next, writer)));
    }
  });

  it('writes a SEQUENCE as the text does whatever the number; an id that is not a plain uuid, or an instant no Date holds, through the text writer', () => {
    const writer = newFeedWriter();
    for (const revision of [0, 9, 10, 4_294_967_295, 4_294_967_296, 2 ** 53, 1e21, -5, 3.7, Number.NaN]) {
      expect(bytesOf({ ...row, revision }, writer)).toEqual(utf8Bytes(writeFeedRow({ ...row, revision }, writer)));
    }
    for (const id of [
      'legacy;id',
      '7D2F1C9E-0000-4000-8000-000000000001',
      '7d2f1c9e-0000-4000-8000-00000000000š',
      '',
    ]) {
      const bytes = bytesOf({ ...row, id }, writer);
      expect(bytes).toEqual(utf8Bytes(writeFeedRow({ ...row, id }, writer)));
    }
    // Instants no Date holds: the text writer's text, whatever it is, as bytes.
    for (const startsAt of [Number.NaN, 1e300, -8.64e15, 8.64e15]) {
      expect(bytesOf({ ...row, startsAt }, writer)).toEqual(utf8Bytes(writeFeedRow({ ...row, startsAt }, writer)));
    }
    expect(String.fromCharCode(...bytesOf({ ...row, id: 'a,b' }, writer))).toContain('UID:a\\,b@citas.recepta\r\n');
  });

  it('answers -1 when the bytes after `at` cannot hold the event', () => {
    const writer = newFeedWriter();
    const size = utf8Bytes(writeFeedRow(row, writer)).length;
    expect(writeFeedRowBytes(row, writer, new Uint8Array(size + 10), 20)).toBe(-1);
    expect(writeFeedRowBytes({ ...row, id: 'legacy' }, writer, new Uint8Array(20), 0)).toBe(-1);
    expect(writeFeedRowBytes(row, writer, new Uint8Array(size + 400), 0)).toBe(size);
  });
});
