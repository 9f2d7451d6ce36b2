import type { Appointment } from '@recepta/domain';

/**
 * Live appointments of one organisation held in memory, sorted by start (then id), for the
 * availability search: a window is found by binary search instead of a database read, and a change
 * is applied in place (remove where it was, insert where it goes) instead of reloading them all.
 */
export class BusyIndex {
  private readonly sorted: Appointment[] = [];
  private readonly byId = new Map<string, Appointment>();

  constructor(appointments: Iterable<Appointment> = []) {
    for (const a of appointments) this.byId.set(a.id, a);
    this.sorted = [...this.byId.values()].sort(compare);
  }

  get size(): number {
    return this.sorted.length;
  }

  /** Puts the appointment where it is now, replacing what was known of it. */
  upsert(appointment: Appointment): void {
    this.remove(appointment.id);
    this.byId.set(appointment.id, appointment);
    this.sorted.splice(this.firstAtOrAfter(appointment), 0, appointment);
  }

  remove(id: string): void {
    const known = this.byId.get(id);
    if (!known) return;
    this.byId.delete(id);
    const at = this.firstAtOrAfter(known);
    if (this.sorted[at]?.id === id) this.sorted.splice(at, 1);
  }

  /**
   * Those overlapping [from, until), of one resource when given. `longestMs` bounds how long one
   * lasts, so the scan can start at from − longestMs rather than at the first appointment ever.
   */
  overlapping(from: number, until: number, longestMs: number, resourceId?: string): Appointment[] {
    const out: Appointment[] = [];
    for (let i = this.firstStartingAfter(from - longestMs); i < this.sorted.length; i++) {
      const a = this.sorted[i]!;
      if (a.start >= until) break;
      if (a.end > from && (resourceId === undefined || a.resourceId === resourceId)) out.push(a);
    }
    return out;
  }

  private firstAtOrAfter(target: Appointment): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(this.sorted[mid]!, target) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private firstStartingAfter(instant: number): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]!.start <= instant) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

function compare(a: Appointment, b: Appointment): number {
  return a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
