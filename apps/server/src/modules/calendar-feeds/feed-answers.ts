import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { CachedResponse } from '../../http/cached-response.ts';
import type { KeptEvents } from './read-calendar-feed.ts';

/** Kept bodies are dropped, least recently used first, past this many bytes (gzip copies included). */
const MAX_BYTES = 32 * 1024 * 1024;
const gzipAsync = promisify(gzip);

interface Entry extends CachedResponse {
  bytes: number;
  /** Its events' texts, for the next build of the same feed (read-calendar-feed.ts). */
  events: KeptEvents;
}

/**
 * Built feed bodies, per feed and ETag (read-calendar-feed.ts): calendar apps poll, most of them
 * without If-None-Match, and an unchanged feed is then sent again without reading its
 * appointments. Only what comes after the token lookup is kept, so a revoked feed is never served
 * from here (docs/api.md#calendar-feeds). Compressed with gzip only, which every calendar client
 * accepts; brotli's slower start would not pay for itself at one fetch per poll. At level 1: a body
 * is compressed within the first fetch after each change, and for 1.7 MB level 6 took twice the time
 * (6 ms against 3) for 13 % fewer bytes, 153 KB against 176 (docs/benchmarks.md#calendar-feeds-fourth-pass).
 */
export class FeedAnswers {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  /** The events' texts of the feed's last build, whatever its version. */
  events(feedId: string): KeptEvents | undefined {
    return this.entries.get(feedId)?.events;
  }

  get(feedId: string, etag: string): CachedResponse | undefined {
    const known = this.entries.get(feedId);
    if (!known || known.etag !== etag) return undefined;
    this.entries.delete(feedId);
    this.entries.set(feedId, known);
    return known;
  }

  put(feedId: string, etag: string, identity: Buffer, events: KeptEvents): CachedResponse {
    let gzipped: Promise<Buffer> | undefined;
    const entry: Entry = {
      etag,
      contentType: 'text/calendar; charset=utf-8',
      identity,
      // The rows' text kept beside the body (feed-events.ts, FeedBuild) is about as large again.
      bytes: 2 * identity.length,
      events,
      encodings: ['gzip'],
      encoded: () => {
        if (!gzipped) {
          gzipped = gzipAsync(identity, { level: 1 });
          void gzipped
            .then((copy) => this.grow(feedId, entry, copy.length))
            .catch(() => {
              gzipped = undefined;
            });
        }
        return gzipped;
      },
    };
    const old = this.entries.get(feedId);
    if (old) this.bytes -= old.bytes;
    this.entries.delete(feedId);
    this.entries.set(feedId, entry);
    this.bytes += entry.bytes;
    this.evict();
    return entry;
  }

  private grow(feedId: string, entry: Entry, bytes: number): void {
    entry.bytes += bytes;
    if (this.entries.get(feedId) === entry) this.bytes += bytes;
    this.evict();
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= MAX_BYTES || this.entries.size <= 1) break;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}
