/**
 * Small pure helpers over the feed's row text (read-calendar-feed.ts writes it: lines joined by
 * `\n`) and its name maps, so that a build can keep offsets into one string instead of one string
 * per line (docs/benchmarks.md#calendar-feeds-fifth-pass).
 */

/** Where each line of `text` starts; no line for an empty text. */
export function lineStarts(text: string): Uint32Array {
  if (text === '') return new Uint32Array(0);
  let count = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  const starts = new Uint32Array(count);
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts[line++] = at + 1;
  return starts;
}

/** The line of `text` that starts at `at`, without its line break. */
export function lineAt(text: string, at: number): string {
  const end = text.indexOf('\n', at);
  return text.slice(at, end === -1 ? text.length : end);
}

/**
 * The keys whose shown value differs between two maps (a key missing from one is shown as
 * `shown(undefined)`): the ids whose events must be written again after a catalogue change.
 */
export function changedKeys<K, V>(
  before: ReadonlyMap<K, V>,
  after: ReadonlyMap<K, V>,
  shown: (value: V | undefined) => unknown,
): Set<K> {
  const changed = new Set<K>();
  for (const [key, value] of after) if (shown(value) !== shown(before.get(key))) changed.add(key);
  for (const [key, value] of before) if (!after.has(key) && shown(value) !== shown(undefined)) changed.add(key);
  return changed;
}
