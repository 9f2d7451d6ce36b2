/**
 * Which events a build writes again (feed-events.ts): an earlier build's text is reused only when
 * the appointment's row and every name the event shows are unchanged. No database: rows as the
 * feed's query writes them.
 */
import { type AppointmentStatus, ICS_END, newFeedWriter, writeFeedRow } from '@recepta/domain';
import { describe, expect, it } from 'vitest';
import { buildFeed, type FeedBuild, type FeedNames, spliceFeed } from './feed-events.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [cleaning, braces, place, doctor, ana, luis] = [1, 2, 3, 4, 5, 6].map(uuid);
const startAt = 1_795_000_000;

/** A row: id, service, location, resource, patient (or none), start, end, status, revision, updated. */
function line(n: number, service: string, customer = '', revision = 0, status = 'CONFIRMED'): string {
  const start = startAt + n * 1800;
  return [uuid(100 + n), service, place, doctor, customer, start, start + 1800, status, revision, startAt - 60].join(
    ',',
  );
}

function names(change: Partial<Record<keyof FeedNames, Record<string, string>>> = {}): FeedNames {
  const map = (base: Record<string, string>, key: keyof FeedNames) =>
    new Map(Object.entries({ ...base, ...change[key] }));
  return {
    services: map({ [cleaning!]: 'Limpieza dental', [braces!]: 'Ortodoncia' }, 'services'),
    locations: map({ [place!]: 'Sede Central' }, 'locations'),
    resources: map({ [doctor!]: 'Dra. Ana' }, 'resources'),
    customers: map({ [ana!]: 'Ana Rojas', [luis!]: 'Luis Mora' }, 'customers'),
  };
}

const rows = [
  line(0, cleaning!, ana),
  line(1, braces!, luis),
  line(2, cleaning!),
  line(3, braces!, ana, 2, 'cancelled'),
];

/** A build as the server makes one, and each event's text. */
function build(lines: string[], at: FeedNames, kept?: FeedBuild) {
  const made = buildFeed('BEGIN:VCALENDAR\r\n', lines.join('\n'), at, newFeedWriter(), kept);
  const texts = Array.from(made.lineAt, (_, i) => made.body.toString('utf8', made.byteAt[i], made.byteAt[i + 1]));
  const ids = Array.from(made.lineAt, (lineAt) => lines.join('\n').slice(lineAt, lineAt + 36));
  return { made, ids, body: made.body.toString('utf8'), texts };
}

/** Which events of `next` took their bytes from `first`'s body instead of being written again. */
function reused(first: { made: FeedBuild }, next: { made: FeedBuild }): boolean[] {
  expect(next.made.reused.length).toBe(first.made.lineAt.length);
  return Array.from(next.made.reused, Boolean);
}

describe('buildFeed', () => {
  it('writes every event of a first build, in order, into one body', () => {
    const { ids, body, texts } = build(rows, names());
    expect(ids).toEqual([100, 101, 102, 103].map(uuid));
    expect(body).toBe(`BEGIN:VCALENDAR\r\n${texts.join('')}END:VCALENDAR\r\n`);
    expect(texts[0]).toContain('SUMMARY:Limpieza dental · A. R.\r\n');
    expect(texts[3]).toContain('SUMMARY:Ortodoncia · A. R. (cancelada)\r\n');
  });

  it('reads every number of a row as written: before 1970, several digits, a patient or none', () => {
    const at = (id: number, customer: string, start: number, revision: number, updated: number) =>
      [uuid(id), cleaning, place, doctor, customer, start, start + 1800, 'no_show', revision, updated].join(',');
    const { texts } = build([at(200, ana!, -1, 12, -86_401), at(201, '', 1_795_000_000, 0, 1_795_000_123)], names());
    expect(texts[0]).toContain(
      'DTSTAMP:19691230T235959Z\r\nLAST-MODIFIED:19691230T235959Z\r\n' +
        'DTSTART:19691231T235959Z\r\nDTEND:19700101T002959Z\r\nSEQUENCE:12\r\n',
    );
    expect(texts[0]).toContain('SUMMARY:Limpieza dental · A. R. (no asistió)\r\n');
    expect(texts[1]).toContain(
      'DTSTAMP:20261118T110843Z\r\nLAST-MODIFIED:20261118T110843Z\r\n' +
        'DTSTART:20261118T110640Z\r\nDTEND:20261118T113640Z\r\nSEQUENCE:0\r\n',
    );
    expect(texts[1]).toContain('SUMMARY:Limpieza dental (no asistió)\r\n');
  });

  it("writes the UTF-8 of the domain's text writer, names of every kind", () => {
    const odd = names({
      services: { [cleaning!]: 'Limpieza 😀, dental; con revisión completa de la mordida y ajuste — 45 minutos' },
      locations: { [place!]: 'Sede Ñandú' },
      resources: { [doctor!]: 'Dr. José\r\nMuñoz' },
      customers: { [ana!]: 'Ángela de la Ó', [luis!]: '+50688887777' },
    });
    const statuses = ['pending', 'CONFIRMED', 'cancelled', 'no_show'];
    const lines = Array.from({ length: 40 }, (_, n) =>
      line(n, n % 2 ? braces! : cleaning!, [ana!, luis!, ''][n % 3], n % 5, statuses[n % 4]),
    );
    const text = lines.join('\n');
    const writer = newFeedWriter();
    const events = lines.map((row) => {
      const [id, service, location, resource, customer, start, end, status, revision, updated] = row.split(',');
      return writeFeedRow(
        {
          id: id!,
          startsAt: Number(start) * 1000,
          endsAt: Number(end) * 1000,
          status: status as AppointmentStatus,
          revision: Number(revision),
          updatedAt: Number(updated) * 1000,
          serviceName: odd.services.get(service!)!,
          locationName: odd.locations.get(location!)!,
          resourceName: odd.resources.get(resource!)!,
          customerName: customer ? odd.customers.get(customer)! : null,
        },
        writer,
      );
    });
    const made = buildFeed('BEGIN:VCALENDAR\r\n', text, odd, newFeedWriter());
    expect(made.body.equals(Buffer.from(`BEGIN:VCALENDAR\r\n${events.join('')}${ICS_END}`, 'utf8'))).toBe(true);
  });

  it('after a service is renamed, writes again exactly the events of that service', () => {
    const first = build(rows, names());
    const next = build(rows, names({ services: { [braces!]: 'Ortodoncia, control' } }), first.made);
    expect(reused(first, next)).toEqual([true, false, true, false]);
    expect(next.texts[1]).toContain('SUMMARY:Ortodoncia\\, control · L. M.\r\n');
    expect(next.texts[3]).toContain('SUMMARY:Ortodoncia\\, control · A. R. (cancelada)\r\n');
    // A rename is no change of the appointment: the same SEQUENCE, the same stamp.
    expect(next.texts[3]).toContain('SEQUENCE:2\r\n');
    expect(next.texts[1]!.replace(/SUMMARY:.*\r\n/, '')).toBe(first.texts[1]!.replace(/SUMMARY:.*\r\n/, ''));
    // Never stale: the same text as a build that kept nothing.
    expect(next.body).toBe(build(rows, names({ services: { [braces!]: 'Ortodoncia, control' } })).body);
  });

  it('a patient renamed is written again only when the initials shown change', () => {
    const first = build(rows, names());
    const same = build(rows, names({ customers: { [ana!]: 'Ana Rosas' } }), first.made);
    expect(reused(first, same)).toEqual([true, true, true, true]);
    const other = build(rows, names({ customers: { [ana!]: 'Ana María Rojas' } }), first.made);
    expect(reused(first, other)).toEqual([false, true, true, false]);
    expect(other.texts[0]).toContain('SUMMARY:Limpieza dental · A. M. R.\r\n');
  });

  it('a renamed place or professional writes again the events that show it', () => {
    const first = build(rows, names());
    const moved = build(rows, names({ locations: { [place!]: 'Sede Norte' } }), first.made);
    expect(reused(first, moved)).toEqual([false, false, false, false]);
    expect(moved.texts.every((t) => t.includes('LOCATION:Sede Norte\r\n'))).toBe(true);
    const renamed = build(rows, names({ resources: { [doctor!]: 'Dra. Ana Solís' } }), first.made);
    expect(renamed.texts.every((t) => t.includes('DESCRIPTION:Profesional: Dra. Ana Solís\r\n'))).toBe(true);
  });

  it('an appointment whose row changed is written again, whatever the names', () => {
    const first = build(rows, names());
    const changed = [...rows];
    changed[2] = line(2, cleaning!, '', 1, 'pending');
    const next = build(changed, names(), first.made);
    expect(reused(first, next)).toEqual([true, true, false, true]);
    expect(next.texts[2]).toContain('SEQUENCE:1\r\nSTATUS:TENTATIVE\r\n');
    expect(next.body).toBe(build(changed, names()).body);
  });

  it('a build that splices changes in says what a build of the same rows says, and the next build reuses it', () => {
    const first = build(rows, names());
    // One appointment moved before the others, one cancelled, one gone; a new patient's appointment.
    const moved = line(-1, cleaning!, luis, 1).replace(uuid(99), uuid(102));
    const cancelled = line(1, braces!, luis, 1, 'cancelled');
    const added = line(5, cleaning!, uuid(7));
    const now = names({ customers: { [uuid(7)!]: 'Zoe Vargas' } });
    const changed = [moved, cancelled, added].join('\n');
    const spliced = spliceFeed('BEGIN:VCALENDAR\r\n', first.made, changed, [uuid(103)], now, newFeedWriter());
    const after = [moved, line(0, cleaning!, ana), cancelled, added];
    expect(spliced.body.toString('utf8')).toBe(build(after, now).body);
    expect(Array.from(spliced.reused, Boolean)).toEqual([false, true, false, false]);
    // Read in full again (a new day, say), nothing changed: every event, the new patient's too, is reused.
    const next = buildFeed('BEGIN:VCALENDAR\r\n', after.join('\n'), now, newFeedWriter(), spliced);
    expect(Array.from(next.reused, Boolean)).toEqual([true, true, true, true]);
    expect(next.body.toString('utf8')).toBe(build(after, now).body);
  });
});
