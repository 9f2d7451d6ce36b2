import type { CorpusOutcome } from './corpus-clinic.ts';

// The corpus runs' summary (docs/benchmarks.md#the-receptionists-corpus), apart from the player
// that produces the outcomes (corpus-run.ts).

const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);

/** Task success by intent and by country, wrong actions, misses and turns, as Markdown tables. */
export function reportOf(outcomes: CorpusOutcome[]): string {
  const group = (key: (o: CorpusOutcome) => string) => {
    const m = new Map<string, CorpusOutcome[]>();
    for (const o of outcomes) m.set(key(o), [...(m.get(key(o)) ?? []), o]);
    return [...m.entries()].sort(([a], [b]) => a.localeCompare(b));
  };
  const row = (name: string, os: CorpusOutcome[]) => {
    const ok = os.filter((o) => o.success);
    const turns = ok.length ? (ok.reduce((s, o) => s + o.turns, 0) / ok.length).toFixed(1) : '—';
    return `| ${name} | ${os.length} | ${ok.length} | ${pct(ok.length, os.length)} | ${os.reduce((s, o) => s + o.wrong, 0)} | ${os.reduce((s, o) => s + o.misses, 0)} | ${turns} |`;
  };
  const head =
    '| | conversations | succeeded | success | wrong actions | "no te entendí" | turns to success |\n|---|---|---|---|---|---|---|';
  return [
    '**By intent**',
    '',
    head,
    ...group((o) => o.intent).map(([k, os]) => row(k, os)),
    row('**all**', outcomes),
    '',
    '**By country style**',
    '',
    head,
    ...group((o) => o.country).map(([k, os]) => row(k, os)),
    row('**all**', outcomes),
  ].join('\n');
}
