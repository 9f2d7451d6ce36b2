import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Db } from '../../../db/client.ts';
import { type OrgVersions, readOrgVersions } from '../../../db/org-versions.ts';
import type { CachedResponse, Encoding } from '../../../http/cached-response.ts';
import { readAgenda } from './read-agenda.ts';

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: a week's 500 KB shrinks about tenfold in a few milliseconds, once per version.
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** Kept answers are dropped, least recently used first, past this many bytes (compressed copies included). */
const MAX_BYTES = 64 * 1024 * 1024;
/** Bumped when the answer's shape changes, so a browser's copy from an older server is not revalidated. */
const FORMAT = 'a1';

interface Entry extends CachedResponse {
  version: string;
  bytes: number;
}

/**
 * GET /agenda answers kept serialised, per organisation and range, while the organisation's
 * versions stand (db/org-versions.ts: the catalogue, which holds what an appointment shows besides
 * itself, and the newest appointment event). Every read gets those two numbers — the org guard
 * reads them with the caller's membership or key, in the query it makes anyway — and rebuilds the
 * answer only when they moved: several receptionists refetching the same week after a change cost
 * one build, and unchanged reloads cost no database work or serialisation at all. The versions
 * are read before the appointments, so an answer is never labelled newer than its contents.
 *
 * The version is also the ETag: a browser that already holds it gets 304 and no body, and the
 * compressed copies (a week is about 500 KB of JSON, 50 KB compressed) are made once per version.
 */
export class AgendaCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  /** `guarded`: the versions the org guard read for this request, if it did (else they are read here). */
  async read(db: Db, orgId: string, start: number, end: number, guarded?: OrgVersions): Promise<CachedResponse> {
    const versions = guarded ?? (await readOrgVersions(db, orgId));
    const version = versions ? `${versions.catalog}.${versions.event}` : '';
    const key = `${orgId} ${start} ${end}`;
    const known = this.entries.get(key);
    if (known && known.version === version) {
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const items = await readAgenda(db, orgId, start, end);
    const entry = this.entry(orgId, version, Buffer.from(JSON.stringify({ items })));
    this.store(key, entry);
    return entry;
  }

  private entry(orgId: string, version: string, identity: Buffer): Entry {
    const copies = new Map<Encoding, Promise<Buffer>>();
    const entry: Entry = {
      version,
      etag: `W/"${FORMAT}-${orgId}-${version}"`,
      contentType: 'application/json; charset=utf-8',
      identity,
      bytes: identity.length,
      encoded: (encoding) => {
        let copy = copies.get(encoding);
        if (!copy) {
          copy = compressors[encoding](identity);
          copies.set(encoding, copy);
          void copy.then((b) => this.grow(entry, b.length)).catch(() => copies.delete(encoding));
        }
        return copy;
      },
    };
    return entry;
  }

  private store(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    if (old) this.bytes -= old.bytes;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  private grow(entry: Entry, bytes: number): void {
    entry.bytes += bytes;
    if ([...this.entries.values()].includes(entry)) this.bytes += bytes;
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
