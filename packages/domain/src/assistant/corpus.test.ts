// The receptionist's corpus (packages/domain/corpus/, docs/benchmarks.md#chat-receptionist-corpus):
// every conversation through the in-memory clinic, with the report printed. Fails on any wrong
// irreversible action, or when success falls below the floors measured.
import { describe, expect, it } from 'vitest';
import { corpusConversations } from '../../corpus/index.ts';
import { type CorpusOutcome, reportOf, runCorpusConversation } from './corpus-run.ts';

/** The report goes to the test's output (no DOM or Node types in the domain package). */
const log = (text: string) => (globalThis as unknown as { console: { log: (t: string) => void } }).console.log(text);

/** Floors set from the measured figures (docs/benchmarks.md), a little below them. */
const FLOOR_OVERALL = 0.9;
const FLOOR_COUNTRY = 0.8;

describe('the receptionist’s corpus', () => {
  it('has at least 400 conversations, each with a unique id', () => {
    expect(corpusConversations.length).toBeGreaterThanOrEqual(400);
    expect(new Set(corpusConversations.map((c) => c.id)).size).toBe(corpusConversations.length);
  });

  it('meets every goal it can, and never books, moves or cancels what was not asked', async () => {
    const outcomes: CorpusOutcome[] = [];
    for (const c of corpusConversations) outcomes.push(await runCorpusConversation(c));
    const report = reportOf(outcomes);
    const failed = outcomes.filter((o) => !o.success);
    log(
      `${report}\n\nFailed (${failed.length}):\n${failed.map((o) => `${o.id} ${o.intent}: ${o.why}\n  ${o.transcript.join('\n  ')}`).join('\n')}`,
    );
    expect(outcomes.filter((o) => o.wrong > 0).map((o) => `${o.id}\n${o.transcript.join('\n')}`)).toEqual([]);
    const rate = (os: CorpusOutcome[]) => os.filter((o) => o.success).length / os.length;
    expect(rate(outcomes)).toBeGreaterThanOrEqual(FLOOR_OVERALL);
    for (const country of new Set(outcomes.map((o) => o.country))) {
      expect(rate(outcomes.filter((o) => o.country === country)), country).toBeGreaterThanOrEqual(FLOOR_COUNTRY);
    }
  }, 300_000);
});
