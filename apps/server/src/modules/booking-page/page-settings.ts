import {
  type BookingPageInput,
  type BookingPageSettings,
  type BookingPageWire,
  bookingPageInput,
  DomainError,
  defaultBookingPage,
  SLUG_PATTERN,
} from '@recepta/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingPages, orgs, services } from '../../db/schema/index.ts';
import { ensurePageTemplates } from './page-templates.ts';

/** The page's public address and the widget tag that opens it (docs/api.md#the-booking-page). */
export function pageLinks(publicUrl: string, slug: string) {
  const base = publicUrl.replace(/\/$/, '');
  return {
    url: `${base}/r/${slug}`,
    widget: `<script src="${base}/widget.js" data-recepta="${slug}" async></script>`,
  };
}

type Row = typeof bookingPages.$inferSelect;

function toSettings(row: Row): BookingPageSettings {
  return {
    slug: row.slug,
    enabled: row.enabled,
    serviceIds: row.serviceIds,
    minNoticeMin: row.minNoticeMin,
    horizonDays: row.horizonDays,
    newPatients: row.newPatients,
    cancelNoticeMin: row.cancelNoticeMin,
    showPrices: row.showPrices,
    color: row.color,
    address: row.address,
  };
}

/**
 * GET /booking-page: the organisation's page settings, or the defaults of a page not yet saved
 * (disabled, every live service, a slug from the clinic's name).
 */
export async function getBookingPage(db: Db, orgId: string, publicUrl: string): Promise<BookingPageWire> {
  const [row] = await db.select().from(bookingPages).where(eq(bookingPages.orgId, orgId));
  let settings: BookingPageSettings;
  if (row) settings = toSettings(row);
  else {
    const [org] = await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, orgId));
    const live = await db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.orgId, orgId), isNull(services.archivedAt)))
      .orderBy(asc(services.createdAt));
    settings = defaultBookingPage(
      org?.name ?? '',
      live.map((s) => s.id),
    );
  }
  return { ...settings, ...pageLinks(publicUrl, settings.slug) };
}

/**
 * PUT /booking-page: saves the settings. Every service must be a live one of the organisation
 * (400 otherwise); a slug another organisation holds is 409 slot_taken, settled by the unique index
 * so two clinics saving the same slug at once get one winner.
 */
export async function saveBookingPage(
  db: Db,
  orgId: string,
  input: BookingPageInput,
  publicUrl: string,
  now: Date,
): Promise<BookingPageWire> {
  const settings = bookingPageInput.parse(input);
  const serviceIds = [...new Set(settings.serviceIds)];
  if (serviceIds.length > 0) {
    const found = await db
      .select({ id: services.id })
      .from(services)
      .where(
        and(
          eq(services.orgId, orgId),
          isNull(services.archivedAt),
          sql`${services.id} = any(${sql.param(serviceIds)}::uuid[])`,
        ),
      );
    if (found.length !== serviceIds.length) {
      throw new DomainError('validation_failed', { fields: { serviceIds: 'Servicio inválido' } });
    }
  }
  const values = { ...settings, serviceIds, updatedAt: now };
  try {
    await db
      .insert(bookingPages)
      .values({ orgId, ...values })
      .onConflictDoUpdate({ target: bookingPages.orgId, set: values });
  } catch (error) {
    if (isSlugTaken(error)) throw new DomainError('slug_taken');
    throw error;
  }
  // A published page sends codes and confirmations: their templates show in Plantillas from now on,
  // for staff to submit to Meta before the first visitor needs them.
  if (settings.enabled) await ensurePageTemplates(db, orgId);
  return { ...settings, serviceIds, ...pageLinks(publicUrl, settings.slug) };
}

function isSlugTaken(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505' && (constraint === undefined || constraint === 'booking_pages_slug_idx')) return true;
  }
  return false;
}

/** A public page: the organisation behind an enabled slug, with its settings; undefined otherwise. */
export async function findPublicPage(db: Db, slug: string) {
  // Anything not shaped like a slug (a NUL byte, a slash) is unknown without asking the database.
  if (!SLUG_PATTERN.test(slug.toLowerCase())) return undefined;
  const [row] = await db
    .select({ page: bookingPages, orgName: orgs.name, currency: orgs.currency })
    .from(bookingPages)
    .innerJoin(orgs, eq(orgs.id, bookingPages.orgId))
    .where(and(eq(bookingPages.slug, slug.toLowerCase()), eq(bookingPages.enabled, true)));
  if (!row) return undefined;
  return { orgId: row.page.orgId, orgName: row.orgName, currency: row.currency, settings: toSettings(row.page) };
}
export type PublicPage = NonNullable<Awaited<ReturnType<typeof findPublicPage>>>;
