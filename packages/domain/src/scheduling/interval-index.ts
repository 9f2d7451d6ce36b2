/**
 * A set of half-open intervals [start, end) answering "does anything overlap [s, e)?" in O(log n):
 * sorted by start, with the running maximum of ends so overlapping or nested intervals (possible in
 * input data, even if the database refuses them) are still found. Built lazily: filling is a push,
 * and the sort happens on the first query, so resources never asked about cost nothing more.
 */
export class IntervalIndex {
  private starts: number[] = [];
  private ends: number[] = [];
  private maxEnds: number[] | undefined;

  add(start: number, end: number): void {
    // Empty intervals overlap nothing; leaving them out keeps the search exact.
    if (!(end > start)) return;
    this.starts.push(start);
    this.ends.push(end);
    this.maxEnds = undefined;
  }

  overlaps(start: number, end: number): boolean {
    const n = this.starts.length;
    if (n === 0 || !(end > start)) return false;
    const maxEnds = this.maxEnds ?? this.finish();
    const starts = this.starts;
    // Last interval starting before `end`; every later one starts at or after it and cannot overlap.
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((starts[mid] as number) < end) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && (maxEnds[lo - 1] as number) > start;
  }

  private finish(): number[] {
    const { starts, ends } = this;
    let sorted = true;
    for (let i = 1; i < starts.length && sorted; i++) sorted = (starts[i - 1] as number) <= (starts[i] as number);
    if (!sorted) {
      // Rows usually arrive ordered by start (ORDER BY in the query), so this is the rare path.
      const order = starts.map((_, i) => i).sort((a, b) => (starts[a] as number) - (starts[b] as number));
      this.starts = order.map((i) => starts[i] as number);
      this.ends = order.map((i) => ends[i] as number);
    }
    const maxEnds = new Array<number>(this.ends.length);
    let running = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < this.ends.length; i++) {
      running = Math.max(running, this.ends[i] as number);
      maxEnds[i] = running;
    }
    this.maxEnds = maxEnds;
    return maxEnds;
  }
}
