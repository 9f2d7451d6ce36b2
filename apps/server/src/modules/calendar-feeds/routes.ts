import { calendarFeedApi, DomainError, safeString, z } from '@recepta/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { sendCached } from '../../http/cached-response.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { orgActor, orgScoped } from '../../http/org-scope.ts';
import { hit, type Limit } from '../../http/rate-limit.ts';
import type { Auth } from '../accounts/auth.ts';
import { createCalendarFeed } from './create-calendar-feed.ts';
import { FeedAnswers } from './feed-answers.ts';
import { listCalendarFeeds } from './list-calendar-feeds.ts';
import { findCalendarFeed, readCalendarFeed } from './read-calendar-feed.ts';
import { revokeCalendarFeed } from './revoke-calendar-feed.ts';

const tags = ['calendar feeds'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Fetches of feeds per client address. Generous: Google and Microsoft fetch every subscribed
 * calendar from a few shared addresses, so one address may stand for many clinics. It only stops
 * floods; a token (256 random bits) cannot be guessed at any rate.
 */
export const defaultFeedLimit: Limit = { max: 300, windowMs: 60_000 };

/** The organisation's feeds (docs/api.md#calendar-feeds): staff only, since they hand out access. */
export function calendarFeedRoutes(deps: { db: Db; auth: Auth; now: () => Date; publicUrl: string }) {
  const { db, now, publicUrl } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      const staff = { usersOnly: true };
      contractRoute(
        scoped,
        calendarFeedApi.list,
        {
          config: { ...staff, access: 'calendarFeeds.manage' },
          tags,
          summary: 'The organisation’s calendar feeds, newest first (never their URLs)',
          errors: 'read',
        },
        async (request) => ({ items: await listCalendarFeeds(db, orgActor(request)) }),
      );
      contractRoute(
        scoped,
        calendarFeedApi.create,
        {
          config: { ...staff, access: 'calendarFeeds.manage' },
          tags,
          summary: 'Create a secret calendar URL for one professional (resourceId) or the whole clinic (null)',
          description: 'The URL is in this answer only: the server keeps a hash of it.',
          errors: 'read',
        },
        async (request) => createCalendarFeed(db, orgActor(request), request.body, now(), publicUrl),
      );
      contractRoute(
        scoped,
        calendarFeedApi.revoke,
        {
          config: { ...staff, access: 'calendarFeeds.manage' },
          tags,
          summary: 'Revoke a calendar feed: its URL answers 404 from then on',
          errors: 'read',
        },
        async (request) => {
          if (!UUID.test(request.params.id)) throw new DomainError('not_found');
          await revokeCalendarFeed(db, orgActor(request), request.params.id, now());
          return undefined;
        },
      );
    });
  };
}

/**
 * GET /cal/{token}.ics, outside /api: calendar apps send no session or key, the URL is the
 * credential. Unknown or revoked → 404 at once; unchanged (If-None-Match) → 304 without reading
 * appointments; else the body, kept per feed and version (feed-answers.ts).
 */
export function calendarFeedPublicRoutes(deps: { db: Db; now: () => Date; limit: Limit }) {
  const { db, now } = deps;
  const answers = new FeedAnswers();
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/cal/:file',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'A calendar feed (text/calendar, RFC 5545), public to whoever holds its URL',
          description:
            'The appointments of one professional, or of the whole clinic, from 30 days back to 180 ahead. ' +
            'Answers carry an ETag: an unchanged feed answers 304 to If-None-Match.',
          params: z.object({ file: safeString().max(200) }),
          response: { 200: z.string().describe('text/calendar'), ...errorAnswers('read') },
        },
      },
      async (request, reply) => {
        const at = now();
        if (!(await hit(db, `cal:ip:${request.ip}`, deps.limit, at))) throw new DomainError('too_many_requests');
        const feed = await findCalendarFeed(db, request.params.file, at);
        if (!feed) throw new DomainError('not_found');
        // A feed is one clinic's agenda: no shared cache may keep it, and clients ask every time.
        const cacheControl = 'private, no-cache';
        const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
        if (known?.includes(feed.etag)) {
          // 304 has no body, hence no schema of its own.
          return (reply as FastifyReply)
            .status(304)
            .header('cache-control', cacheControl)
            .header('vary', 'accept-encoding')
            .header('etag', feed.etag)
            .send();
        }
        let cached = answers.get(feed.id, feed.etag);
        if (!cached) {
          // The last build's event texts, so that only the appointments that changed are written again.
          const { body, events } = await readCalendarFeed(db, feed, answers.events(feed.id));
          cached = answers.put(feed.id, feed.etag, body, events);
        }
        reply.header('content-disposition', 'inline; filename="calendario.ics"');
        return sendCached(request, reply, cached, cacheControl);
      },
    );
  };
}
