import { bookingPageApi, DomainError, publicBookingApi } from '@recepta/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { customers, eraseRequests } from '../../db/schema/index.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { orgScoped } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import type { ChannelService } from '../channel/channel-service.ts';
import type { ScheduleCache } from '../scheduling/read-model/schedule-cache.ts';
import { bookFromPage } from './book-from-page.ts';
import { type BookingLimits, issueCode } from './issue-code.ts';
import { buildManageUrl } from './manage-link.ts';
import { findPublicPage, getBookingPage, saveBookingPage } from './page-settings.ts';
import { publicAvailability } from './public-availability.ts';
import type { BookingKeys } from './secrets.ts';

const tags = ['booking page'];

export interface BookingPageDeps {
  db: Db;
  auth: Auth;
  now: () => Date;
  publicUrl: string;
  keys: BookingKeys;
  cache: ScheduleCache;
  channel: ChannelService;
  limits: BookingLimits;
}

/** The page's settings, for staff (docs/api.md#the-booking-page), behind the org guard. */
export function bookingPageRoutes(deps: BookingPageDeps) {
  const { db, now, publicUrl } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      contractRoute(
        scoped,
        bookingPageApi.get,
        {
          config: { access: 'org.read' },
          tags,
          summary: 'The organisation’s public booking page: address, rules, link and widget',
          errors: 'read',
        },
        async (request) => getBookingPage(db, request.orgId, publicUrl),
      );
      contractRoute(
        scoped,
        bookingPageApi.save,
        {
          config: { access: 'config.write' },
          tags,
          summary: 'Save the booking page (409 slug_taken when another organisation has that address)',
          errors: 'bookingPage',
        },
        async (request) => saveBookingPage(db, request.orgId, request.body, publicUrl, now()),
      );
      contractRoute(
        scoped,
        bookingPageApi.eraseRequests,
        {
          config: { access: 'patients.read' },
          tags,
          summary: 'Patients who asked from their link that the clinic erase their data, newest first',
          errors: 'read',
        },
        async (request) => {
          const rows = await db
            .select({
              id: eraseRequests.id,
              customerId: eraseRequests.customerId,
              customerName: customers.name,
              createdAt: eraseRequests.createdAt,
            })
            .from(eraseRequests)
            .innerJoin(customers, eq(customers.id, eraseRequests.customerId))
            .where(and(eq(eraseRequests.orgId, request.orgId), isNull(eraseRequests.handledAt)))
            .orderBy(desc(eraseRequests.createdAt));
          return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
        },
      );
    });
  };
}

/** The enabled page of a slug, or 404 (a disabled page and an unknown slug read the same). */
async function requirePage(db: Db, slug: string) {
  const page = await findPublicPage(db, slug);
  if (!page) throw new DomainError('not_found');
  return page;
}

/**
 * PUBLIC — anonymous calls of the booking page (docs/api.md#the-booking-page): no session, no key.
 * Every write is limited per number, per address and per organisation; a booking needs the code
 * that went to the number.
 */
export function publicBookingRoutes(deps: BookingPageDeps) {
  const { db, now, publicUrl, keys, cache, channel, limits } = deps;
  return async (app: FastifyInstance) => {
    contractRoute(
      app,
      publicBookingApi.availability,
      {
        config: { access: 'public' },
        tags,
        summary: 'PUBLIC. Free times of a service on the page, in the location’s zone',
        errors: 'read',
      },
      async (request, reply) => {
        const page = await requirePage(db, request.params.slug);
        reply.header('cache-control', 'no-store');
        const slots = await publicAvailability(db, cache, page, request.query, now());
        return { items: slots.map(({ start, end, resourceId }) => ({ start, end, resourceId })) };
      },
    );
    contractRoute(
      app,
      publicBookingApi.sendCode,
      {
        config: { access: 'public' },
        tags,
        summary: 'PUBLIC. Send a six-digit code to the visitor’s WhatsApp (valid 10 minutes)',
        errors: 'publicCode',
      },
      async (request) => {
        const page = await requirePage(db, request.params.slug);
        const messageId = await issueCode(db, keys.codes, page, request.body, { ip: request.ip, limits, now: now() });
        channel.deliver(messageId);
        return { sent: true as const };
      },
    );
    contractRoute(
      app,
      publicBookingApi.book,
      {
        config: { access: 'public' },
        tags,
        summary: 'PUBLIC. Book with the code the visitor received; answers the personal manage link',
        errors: 'publicBooking',
      },
      async (request) => {
        const page = await requirePage(db, request.params.slug);
        const at = now();
        const { appointment, customerId, confirmationId } = await bookFromPage(
          db,
          { cache, codeKey: keys.codes, limits, links: { linkKey: keys.links, publicUrl } },
          page,
          request.body,
          { ip: request.ip, now: at },
        );
        if (confirmationId) channel.deliver(confirmationId);
        const manageUrl = buildManageUrl(keys.links, publicUrl, {
          id: appointment.id,
          customerId,
          endsAt: new Date(appointment.end),
        });
        return { appointmentId: appointment.id, manageUrl };
      },
    );
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An anonymous route (the booking page's): no session or key is asked for. */
    public?: boolean;
  }
}
