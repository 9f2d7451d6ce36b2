// The receptionist's corpus (packages/domain/corpus/, docs/benchmarks.md#chat-receptionist-corpus):
// every conversation through the in-memory clinic, with the report printed. Fails on any wrong
// irreversible action, or when success falls below the floors measured.
import { describe, expect, it } from 'vitest';
import { holdout } from '../../corpus/holdout.ts';
import { holdout2 } from '../../corpus/holdout2.ts';
import { holdout3 } from '../../corpus/holdout3.ts';
import { holdout4 } from '../../corpus/holdout4.ts';
import { holdout5 } from '../../corpus/holdout5.ts';
import { holdout6 } from '../../corpus/holdout6.ts';
import { holdout7 } from '../../corpus/holdout7.ts';
import { holdout8 } from '../../corpus/holdout8.ts';
import { holdout9 } from '../../corpus/holdout9.ts';
import { holdout10 } from '../../corpus/holdout10.ts';
import { holdout11 } from '../../corpus/holdout11.ts';
import { holdout12 } from '../../corpus/holdout12.ts';
import { holdout13 } from '../../corpus/holdout13.ts';
import { holdout14 } from '../../corpus/holdout14.ts';
import { corpusConversations } from '../../corpus/index.ts';
import type { CorpusConversation } from '../../corpus/kit.ts';
import { isOptOut } from '../messaging/intents.ts';
import type { CorpusOutcome } from './corpus-clinic.ts';
import { runCorpusConversation } from './corpus-memory-clinic.ts';
import { reportOf } from './corpus-report.ts';

/** The report goes to the test's output (no DOM or Node types in the domain package). */
const log = (text: string) => (globalThis as unknown as { console: { log: (t: string) => void } }).console.log(text);

/**
 * Floors: the issue's targets (measured: 100 % on every line, docs/benchmarks.md), so a change that
 * loses more than a few conversations fails here.
 */
const FLOOR_OVERALL = 0.97;
const FLOOR_COUNTRY = 0.93;
const FLOOR_CONFIRM_BY_TEXT = 0.95;
const FLOOR_OPT_OUT_OWN_WORDS = 0.95;

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
    expect(rate(outcomes.filter((o) => o.intent === 'confirm'))).toBeGreaterThanOrEqual(FLOOR_CONFIRM_BY_TEXT);
    const ownWords = outcomes.filter(
      (o) => o.intent === 'optout' && !isOptOut(corpusConversations.find((c) => c.id === o.id)!.says[0]!),
    );
    expect(rate(ownWords)).toBeGreaterThanOrEqual(FLOOR_OPT_OUT_OWN_WORDS);
    // At most one "no te entendí" per 20 conversations.
    expect(outcomes.reduce((n, o) => n + o.misses, 0)).toBeLessThanOrEqual(outcomes.length / 20);
  }, 300_000);
});

describe('the held-out conversations (not used to tune the rules)', () => {
  it('never books, moves or cancels what was not asked; the report is printed', async () => {
    const outcomes = await playAndReport('Held out', holdout);
    expect(outcomes.filter((o) => o.wrong > 0).map((o) => o.id)).toEqual([]);
  }, 120_000);
});

describe('the second held-out set (its first run is the "unseen" figure; its failures then fixed by general rules)', () => {
  it('never books, moves or cancels what was not asked, and keeps what the fixes won', async () => {
    const outcomes = await playAndReport('Held out 2', holdout2);
    expect(outcomes.filter((o) => o.wrong > 0).map((o) => o.id)).toEqual([]);
    expect(outcomes.filter((o) => o.success).length / outcomes.length).toBeGreaterThanOrEqual(FLOOR_OVERALL);
  }, 120_000);
});

describe('the third held-out set (its first run is the "unseen" figure; its failures then fixed by general rules)', () => {
  it('never books, moves or cancels what was not asked, and keeps what the fixes won', async () => {
    const outcomes = await playAndReport('Held out 3', holdout3);
    expect(outcomes.filter((o) => o.wrong > 0).map((o) => o.id)).toEqual([]);
    expect(outcomes.filter((o) => o.success).length / outcomes.length).toBeGreaterThanOrEqual(FLOOR_OVERALL);
  }, 120_000);
});

describe('the fourth held-out set (its first run is the "unseen" figure; its failures then fixed by general rules)', () => {
  it('never books, moves or cancels what was not asked, and keeps what the fixes won', async () => {
    const outcomes = await playAndReport('Held out 4', holdout4);
    expect(outcomes.filter((o) => o.wrong > 0).map((o) => o.id)).toEqual([]);
    expect(outcomes.filter((o) => o.success).length / outcomes.length).toBeGreaterThanOrEqual(FLOOR_OVERALL);
  }, 120_000);
});

describe('the fifth held-out set (its first run is the "unseen" figure; its failures then fixed by general rules)', () => {
  it('never books, moves or cancels what was not asked, and keeps what the fixes won', async () => {
    const outcomes = await playAndReport('Held out 5', holdout5);
    expect(outcomes.filter((o) => o.wrong > 0).map((o) => o.id)).toEqual([]);
    expect(outcomes.filter((o) => o.success).length / outcomes.length).toBeGreaterThanOrEqual(FLOOR_OVERALL);
  }, 120_000);
});

describe('the sixth held-out set (its first run is the "unseen" figure; its failures then fixed by general rules)', () => {
  it('never books, moves or cancels what was not asked, and keeps what the fixes won', async () => {
    const outcomes = await playAndReport('Held out 6', holdout6);
    expect(outcomes.filter((o) => o.wrong > 0).map((o) => o.id)).toEqual([]);
    expect(outcomes.filter((o) => o.success).length / outcomes.length).toBeGreaterThanOrEqual(FLOOR_OVERALL);
  }, 120_000);
});

describe('the seventh held-out set (its first run is the "unseen" figure; its failures then fixed by general rules)', () => {
  it('never books, moves or cancels what was not asked, and keeps what the fixes won', async () => {
    const outcomes = await playAndReport('Held out 7', holdout7);
    expect(outcomes.filter((o) => o.wrong > 0).map((o) => o.id)).toEqual([]);
    expect(outcomes.filter((o) => o.success).length / outcomes.length).toBeGreaterThanOrEqual(FLOOR_OVERALL);
  }, 120_000);
});

describe('the eighth held-out set (its first run is the "unseen" figure; its failures then fixed by general rules)', () => {
  it('never books, moves or cancels what was not asked, and keeps what the fixes won', async () => {
    const outcomes = await playAndReport('Held out 8', holdout8);
    expect(outcomes.filter((o) => o.wrong > 0).map((o) => o.id)).toEqual([]);
    expect(outcomes.filter((o) => o.success).length / outcomes.length).toBeGreaterThanOrEqual(FLOOR_OVERALL);
  }, 120_000);
});

describe('the ninth held-out set (its first run is the "unseen" figure; its failures then fixed by general rules)', () => {
  it('never books, moves or cancels what was not asked, and keeps what the fixes won', async () => {
    const outcomes = await playAndReport('Held out 9', holdout9);
    expect(outcomes.filter((o) => o.wrong > 0).map((o) => o.id)).toEqual([]);
    expect(outcomes.filter((o) => o.success).length / outcomes.length).toBeGreaterThanOrEqual(FLOOR_OVERALL);
  }, 120_000);
});

describe('the tenth held-out set (written blind; its first run is the "unseen" figure; its failures then fixed by general rules)', () => {
  it('never books, moves or cancels what was not asked, and keeps what the fixes won', async () => {
    const outcomes = await playAndReport('Held out 10', holdout10);
    expect(outcomes.filter((o) => o.wrong > 0).map((o) => o.id)).toEqual([]);
    expect(outcomes.filter((o) => o.success).length / outcomes.length).toBeGreaterThanOrEqual(FLOOR_OVERALL);
  }, 120_000);
});

describe('the eleventh held-out set (written blind; its first run is the "unseen" figure; its failures then fixed by general rules)', () => {
  it('never books, moves or cancels what was not asked, and keeps what the fixes won', async () => {
    const outcomes = await playAndReport('Held out 11', holdout11);
    expect(outcomes.filter((o) => o.wrong > 0).map((o) => o.id)).toEqual([]);
    expect(outcomes.filter((o) => o.success).length / outcomes.length).toBeGreaterThanOrEqual(FLOOR_OVERALL);
  }, 120_000);
});

describe('the twelfth held-out set (written blind; its first run is the "unseen" figure; its failures then fixed by general rules)', () => {
  it('never books, moves or cancels what was not asked, and keeps what the fixes won', async () => {
    const outcomes = await playAndReport('Held out 12', holdout12);
    expect(outcomes.filter((o) => o.wrong > 0).map((o) => o.id)).toEqual([]);
    expect(outcomes.filter((o) => o.success).length / outcomes.length).toBeGreaterThanOrEqual(FLOOR_OVERALL);
  }, 120_000);
});

describe('the thirteenth held-out set (written blind, in several messages and two wishes at once; its first run is the "unseen" figure; its failures then fixed by general rules)', () => {
  it('never books, moves or cancels what was not asked, and keeps what the fixes won', async () => {
    const outcomes = await playAndReport('Held out 13', holdout13);
    expect(outcomes.filter((o) => o.wrong > 0).map((o) => o.id)).toEqual([]);
    expect(outcomes.filter((o) => o.success).length / outcomes.length).toBeGreaterThanOrEqual(FLOOR_OVERALL);
  }, 120_000);
});

describe('the fourteenth held-out set (written blind, terse patients of one to five words; its first run is the "unseen" figure; its failures then fixed by general rules)', () => {
  it('never books, moves or cancels what was not asked, and keeps what the fixes won', async () => {
    const outcomes = await playAndReport('Held out 14', holdout14);
    expect(outcomes.filter((o) => o.wrong > 0).map((o) => o.id)).toEqual([]);
    expect(outcomes.filter((o) => o.success).length / outcomes.length).toBeGreaterThanOrEqual(FLOOR_OVERALL);
  }, 120_000);
});

/** Every conversation of a set played, with the report and the failures printed. */
async function playAndReport(name: string, set: readonly CorpusConversation[]): Promise<CorpusOutcome[]> {
  const outcomes: CorpusOutcome[] = [];
  for (const c of set) outcomes.push(await runCorpusConversation(c));
  const failed = outcomes.filter((o) => !o.success);
  log(
    `${name}\n${reportOf(outcomes)}\n\nFailed (${failed.length}):\n${failed.map((o) => `${o.id} ${o.intent}: ${o.why}\n  ${o.transcript.join('\n  ')}`).join('\n')}`,
  );
  return outcomes;
}
