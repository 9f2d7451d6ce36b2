import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { CachedResponse } from '../../http/cached-response.ts';
import { KeptAnswers } from '../../http/kept-answers.ts';
import type { KeptEvents } from './read-calendar-feed.ts';

const gzipAsync = promisify(gzip);

/**
 * Built feed bodies, per feed and ETag (read-calendar-feed.ts): calendar apps poll, most of them
 * without If-None-Match, and an unchanged feed is then sent again without reading its
 * appointments. Only what comes after the token lookup is kept, so a revoked feed is never served
 * from here (docs/api.md#calendar-feeds). Compressed with gzip only, which every calendar client
 * accepts; brotli's slower start would not pay for itself at one fetch per poll. At level 1: a body
 * is compressed within the first fetch after each change, and level 6 took twice the time for a
 * little fewer bytes (docs/benchmarks.md#calendar-feeds-fourth-pass).
 */
export class FeedAnswers {
  private readonly kept = new KeptAnswers<KeptEvents>({
    maxBytes: 32 * 1024 * 1024,
    contentType: 'text/calendar; charset=utf-8',
    compressors: { gzip: (body) => gzipAsync(body, { level: 1 }) },
  });

  /** The events' texts of the feed's last build, whatever its version. */
  events(feedId: string): KeptEvents | undefined {
    return this.kept.peek(feedId);
  }

  get(feedId: string, etag: string): CachedResponse | undefined {
    return this.kept.get(feedId, etag);
  }

  put(feedId: string, etag: string, identity: Buffer, events: KeptEvents): CachedResponse {
    // The rows' text kept beside the body (feed-events.ts, FeedBuild) is about as large again.
    return this.kept.put(feedId, etag, identity, events, identity.length);
  }
}
