import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Db } from '../../../db/client.ts';
import { type OrgVersions, readOrgVersions } from '../../../db/org-versions.ts';
import type { CachedResponse } from '../../../http/cached-response.ts';
import { KeptAnswers } from '../../../http/kept-answers.ts';
import { readAgenda } from './read-agenda.ts';

/** Bumped when the answer's shape changes, so a browser's copy from an older server is not revalidated. */
const FORMAT = 'a1';

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
 * compressed copies (a week is JSON that shrinks about tenfold) are made once per version, brotli at
 * quality 5 (docs/benchmarks.md has the sizes and times).
 */
export class AgendaCache {
  private readonly kept = new KeptAnswers({
    maxBytes: 64 * 1024 * 1024,
    contentType: 'application/json; charset=utf-8',
    compressors: {
      br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: (body) => promisify(gzip)(body, { level: 6 }),
    },
  });

  /** `guarded`: the versions the org guard read for this request, if it did (else they are read here). */
  async read(db: Db, orgId: string, start: number, end: number, guarded?: OrgVersions): Promise<CachedResponse> {
    const versions = guarded ?? (await readOrgVersions(db, orgId));
    const version = versions ? `${versions.catalog}.${versions.event}` : '';
    const key = `${orgId} ${start} ${end}`;
    const etag = `W/"${FORMAT}-${orgId}-${version}"`;
    const known = this.kept.get(key, etag);
    if (known) return known;
    const items = await readAgenda(db, orgId, start, end);
    return this.kept.put(key, etag, Buffer.from(JSON.stringify({ items })), undefined);
  }
}
