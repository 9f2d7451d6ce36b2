import { describe, expect, it } from 'vitest';
import {
  escapeText,
  foldLine,
  formatMinutes,
  formatUtcDateTime,
  ICS_END,
  type IcsEvent,
  writeCalendar,
  writeIcsEvent,
  writeIcsHead,
} from './ics.ts';

/** UTF-8 octets, counted through encodeURIComponent (which also throws on a split surrogate pair). */
const octets = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, '.').length;
/** Undoes folding (§3.1): a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('escapeText', () => {
  it('puts a backslash before backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('uno\ndos\r\ntres\rcuatro')).toBe('uno\\ndos\\ntres\\ncuatro');
    // Escaped once: a backslash written by the escaping is not escaped again.
    expect(escapeText('\\n')).toBe('\\\\n');
  });

  it('drops control characters that TEXT cannot hold, and keeps tabs and accents', () => {
    expect(escapeText('a\u0000b\u0007c\u007fd\te')).toBe('abcd\te');
    expect(escapeText('Ñandú · café')).toBe('Ñandú · café');
  });
});

describe('foldLine', () => {
  it('leaves a line of at most 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds a long line into pieces of at most 75 octets, continuations starting with one space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(30)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(4);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(pieces[0]).toHaveLength(75);
    for (const piece of pieces.slice(1)) expect(piece.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('counts octets, not characters, and never splits a multi-octet character', () => {
    // 'ñ' is 2 octets, '😀' 4: 60 characters of each are far past 75 octets.
    for (const char of ['ñ', '😀', '€']) {
      const line = `SUMMARY:${char.repeat(60)}`;
      const folded = foldLine(line);
      for (const piece of folded.split('\r\n')) {
        expect(octets(piece)).toBeLessThanOrEqual(75);
        // A character split in two would leave a lone surrogate, which encodeURIComponent refuses.
        expect(() => encodeURIComponent(piece)).not.toThrow();
      }
      expect(unfold(folded)).toBe(line);
    }
  });
});

describe('values', () => {
  it('writes instants in UTC with the Z form, whatever the host zone', () => {
    expect(formatUtcDateTime(new Date('2026-11-23T09:30:00-06:00'))).toBe('20261123T153000Z');
    expect(formatUtcDateTime(new Date('2026-03-29T01:30:15.999Z'))).toBe('20260329T013015Z');
  });

  it('writes minutes as a duration', () => {
    expect(formatMinutes(15)).toBe('PT15M');
  });
});

describe('writeCalendar', () => {
  const event: IcsEvent = {
    uid: 'a1@citas.recepta',
    sequence: 2,
    stamp: new Date('2026-11-20T12:00:00Z'),
    start: new Date('2026-11-23T15:00:00Z'),
    end: new Date('2026-11-23T15:30:00Z'),
    status: 'CANCELLED',
    summary: 'Limpieza, profunda; M. P.',
    location: 'Sede Central',
    description: 'Profesional: Dra. Ana',
  };
  const text = writeCalendar({
    productId: '-//Recepta//Calendario//ES',
    name: 'Dra. Ana',
    refreshMinutes: 15,
    events: [event],
  });

  it('ends every line with CRLF, the last one too, and has no bare LF or CR', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes the calendar properties and the refresh hint', () => {
    const lines = unfold(text).split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toEqual(
      expect.arrayContaining([
        'PRODID:-//Recepta//Calendario//ES',
        'X-WR-CALNAME:Dra. Ana',
        'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
        'X-PUBLISHED-TTL:PT15M',
      ]),
    );
  });

  it('writes one VEVENT with its fields, text escaped', () => {
    const lines = unfold(text).split('\r\n');
    const start = lines.indexOf('BEGIN:VEVENT');
    const end = lines.indexOf('END:VEVENT');
    expect(lines.slice(start + 1, end)).toEqual([
      'UID:a1@citas.recepta',
      'DTSTAMP:20261120T120000Z',
      'LAST-MODIFIED:20261120T120000Z',
      'DTSTART:20261123T150000Z',
      'DTEND:20261123T153000Z',
      'SEQUENCE:2',
      'STATUS:CANCELLED',
      'TRANSP:TRANSPARENT',
      'SUMMARY:Limpieza\\, profunda\\; M. P.',
      'LOCATION:Sede Central',
      'DESCRIPTION:Profesional: Dra. Ana',
    ]);
  });

  it('folds long values so that no line is longer than 75 octets', () => {
    const long = writeCalendar({
      productId: 'x',
      name: 'Calendario de la Clínica Odontológica del Valle Central — Dra. María José Pérez'.repeat(2),
      refreshMinutes: 15,
      events: [{ ...event, summary: 'Ortodoncia con aparatología fija y controles mensuales · M. J. P.'.repeat(2) }],
    });
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(long)).toContain('X-WR-CALNAME:Calendario de la Clínica');
  });

  it('writes an empty calendar when there are no events', () => {
    const empty = writeCalendar({ productId: 'x', name: 'Vacío', refreshMinutes: 15, events: [] });
    expect(empty).not.toContain('BEGIN:VEVENT');
    expect(empty.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('is its head, its events written one by one, and its end: an event kept from before is the same text', () => {
    const calendar = { productId: 'x', name: 'Dra. Ana', refreshMinutes: 15 };
    const other = { ...event, uid: 'b2@citas.recepta', status: 'CONFIRMED' as const };
    const whole = writeCalendar({ ...calendar, events: [event, other] });
    expect(writeIcsHead(calendar) + writeIcsEvent(event) + writeIcsEvent(other) + ICS_END).toBe(whole);
  });
});
