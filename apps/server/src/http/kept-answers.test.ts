import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KeptAnswers } from './kept-answers.ts';

const body = (n: number, fill = 'a') => Buffer.from(fill.repeat(n));

function kept(maxBytes: number, compress = async (b: Buffer) => gzipSync(b)) {
  let made = 0;
  const answers = new KeptAnswers<string>({
    maxBytes,
    contentType: 'text/plain',
    compressors: {
      gzip: (b) => {
        made++;
        return compress(b);
      },
    },
  });
  return { answers, made: () => made };
}

describe('KeptAnswers', () => {
  it('serves what was put under the same ETag only, with what was kept beside it', () => {
    const { answers } = kept(1000);
    answers.put('week', 'W/"1"', body(10), 'names');
    expect(answers.get('week', 'W/"1"')?.identity.toString()).toBe('a'.repeat(10));
    expect(answers.get('week', 'W/"1"')?.extra).toBe('names');
    expect(answers.get('week', 'W/"2"')).toBeUndefined();
    expect(answers.peek('week')).toBe('names');
    expect(answers.get('other')).toBeUndefined();
  });

  it('makes each compressed copy once, and its bytes decode to the plain answer', async () => {
    const { answers, made } = kept(10_000);
    const answer = answers.put('week', 'W/"1"', body(500, 'xyz'), '');
    const [a, b] = await Promise.all([answer.encoded('gzip'), answer.encoded('gzip')]);
    expect(made()).toBe(1);
    expect(a).toBe(b);
    expect(gunzipSync(a).equals(answer.identity)).toBe(true);
    expect(answer.encodings).toEqual(['gzip']);
  });

  it('counts the body, what is kept beside it and the copies, and drops the least recently used first', async () => {
    const { answers } = kept(250);
    answers.put('a', '1', body(100), '', 0);
    answers.put('b', '1', body(100), '', 0);
    expect(answers.bytes).toBe(200);
    // 'a' used again: 'b' is now the oldest.
    answers.get('a');
    answers.put('c', '1', body(50), '', 20);
    expect(answers.size).toBe(2);
    expect(answers.get('b')).toBeUndefined();
    expect(answers.bytes).toBe(170);
    const copy = await answers.get('a')!.encoded('gzip');
    // Settled in the promise chain after the copy itself.
    await new Promise((r) => setImmediate(r));
    expect(answers.bytes).toBe(170 + copy.length);
  });

  it('replacing an answer forgets its bytes, and a copy finished after the replacement counts for nothing', async () => {
    const { answers } = kept(10_000);
    const old = answers.put('week', '1', body(300), '');
    const pending = old.encoded('gzip');
    answers.put('week', '2', body(100), '');
    await pending;
    await new Promise((r) => setImmediate(r));
    expect(answers.bytes).toBe(100);
  });

  it('keeps one answer even when it alone is over the budget', () => {
    const { answers } = kept(10);
    answers.put('big', '1', body(50), '');
    expect(answers.get('big')).toBeDefined();
  });

  it('makes a copy again after its compression failed', async () => {
    let fail = true;
    const { answers, made } = kept(10_000, async (b) => {
      if (fail) throw new Error('out of memory');
      return gzipSync(b);
    });
    const answer = answers.put('week', '1', body(100), '');
    await expect(answer.encoded('gzip')).rejects.toThrow('out of memory');
    await new Promise((r) => setImmediate(r));
    fail = false;
    expect(gunzipSync(await answer.encoded('gzip')).equals(answer.identity)).toBe(true);
    expect(made()).toBe(2);
  });
});
