import type { CachedResponse, Encoding } from './cached-response.ts';

/** Makes one compressed copy of a body (the caller picks the algorithm and its level). */
export type Compressor = (body: Buffer) => Promise<Buffer>;

/** A kept answer: a `CachedResponse` plus what its owner keeps beside it (`extra`). */
export type KeptAnswer<Extra> = CachedResponse & { readonly extra: Extra };

interface Entry<Extra> extends KeptAnswer<Extra> {
  /** Bytes counted for it: the body, its compressed copies once made, and `extraBytes`. */
  bytes: number;
}

export interface KeptAnswersOptions {
  /** Past this many bytes (compressed copies included) the least recently used answers are dropped. */
  maxBytes: number;
  contentType: string;
  /** The encodings offered, each made at most once per answer, on the first request that accepts it. */
  compressors: Partial<Record<Encoding, Compressor>>;
}

/**
 * The one home of "an answer built once and sent many times": serialised answers kept per key
 * (an organisation's week, a calendar feed), least recently used dropped first past a byte budget,
 * each with its compressed copies made lazily and counted in that budget when they exist. The
 * owners (AgendaCache, FeedAnswers) decide when an answer is still good (its ETag) and what to
 * build; this only keeps bytes. A copy whose compression failed is forgotten, so the next request
 * makes it again rather than failing forever.
 */
export class KeptAnswers<Extra = undefined> {
  private readonly entries = new Map<string, Entry<Extra>>();
  private total = 0;
  private readonly encodings: readonly Encoding[];

  constructor(private readonly options: KeptAnswersOptions) {
    this.encodings = (['br', 'gzip'] as const).filter((e) => options.compressors[e]);
  }

  /** Bytes held now (for tests and metrics). */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept answer under `key` when its ETag is `etag` (any ETag when omitted); marks it recently used. */
  get(key: string, etag?: string): KeptAnswer<Extra> | undefined {
    const known = this.entries.get(key);
    if (!known || (etag !== undefined && known.etag !== etag)) return undefined;
    this.entries.delete(key);
    this.entries.set(key, known);
    return known;
  }

  /** What is kept beside the answer under `key`, whatever its ETag (without touching its recency). */
  peek(key: string): Extra | undefined {
    return this.entries.get(key)?.extra;
  }

  /**
   * Keeps `identity` under `key` in place of what was there. `extraBytes`: the size of `extra`
   * as it counts against the budget (the feed keeps its events' texts, about the body's size again).
   */
  put(key: string, etag: string, identity: Buffer, extra: Extra, extraBytes = 0): KeptAnswer<Extra> {
    const copies = new Map<Encoding, Promise<Buffer>>();
    const entry: Entry<Extra> = {
      etag,
      contentType: this.options.contentType,
      identity,
      encodings: this.encodings,
      extra,
      bytes: identity.length + extraBytes,
      encoded: (encoding) => {
        let copy = copies.get(encoding);
        if (!copy) {
          const compress = this.options.compressors[encoding];
          if (!compress) return identity;
          copy = compress(identity);
          copies.set(encoding, copy);
          copy.then(
            (made) => this.grow(key, entry, made.length),
            () => copies.delete(encoding),
          );
        }
        return copy;
      },
    };
    const old = this.entries.get(key);
    if (old) this.total -= old.bytes;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.total += entry.bytes;
    this.evict();
    return entry;
  }

  private grow(key: string, entry: Entry<Extra>, bytes: number): void {
    entry.bytes += bytes;
    // A copy finished after its answer was replaced or dropped counts for nothing kept.
    if (this.entries.get(key) === entry) this.total += bytes;
    this.evict();
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.options.maxBytes || this.entries.size <= 1) break;
      this.entries.delete(key);
      this.total -= entry.bytes;
    }
  }
}
