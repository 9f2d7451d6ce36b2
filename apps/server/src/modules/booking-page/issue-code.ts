import {
  codeTemplate,
  countryForZone,
  DomainError,
  fieldMessages,
  normalizePhone,
  templateVariables,
} from '@recepta/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, messageTemplates } from '../../db/schema/index.ts';
import { hit, type Limit } from '../../http/rate-limit.ts';
import { firstLocationZone } from '../catalog/org-zone.ts';
import { ensureConversations } from '../messaging/ensure-conversations.ts';
import { queueMessage } from '../messaging/send-message.ts';
import type { PublicPage } from './page-settings.ts';
import { ensurePageTemplate } from './page-templates.ts';
import { storeCode } from './verification-codes.ts';

/** Codes and bookings allowed per number, per client address and per organisation. */
export interface BookingLimits {
  codesPerPhone: Limit;
  codesPerAddress: Limit;
  codesPerOrg: Limit;
  bookingsPerPhone: Limit;
  bookingsPerAddress: Limit;
  bookingsPerOrg: Limit;
}

const HOUR = 60 * 60_000;
export const defaultBookingLimits: BookingLimits = {
  codesPerPhone: { max: 5, windowMs: HOUR },
  codesPerAddress: { max: 20, windowMs: HOUR },
  codesPerOrg: { max: 200, windowMs: HOUR },
  bookingsPerPhone: { max: 10, windowMs: 24 * HOUR },
  bookingsPerAddress: { max: 20, windowMs: HOUR },
  bookingsPerOrg: { max: 300, windowMs: HOUR },
};

/** Counts one attempt under each key; the first limit passed refuses with 429. */
export async function limited(db: Db, checks: [string, Limit][], now: Date): Promise<void> {
  for (const [key, limit] of checks) {
    if (!(await hit(db, key, limit, now))) throw new DomainError('too_many_requests');
  }
}

/** The visitor's number in E.164, read as of the clinic's country when local; 400 when it is not a phone. */
export async function pagePhone(db: Db, orgId: string, raw: string): Promise<string> {
  const phone = normalizePhone(raw, countryForZone(await firstLocationZone(db, orgId)));
  if (!phone) throw new DomainError('validation_failed', { fields: { phone: fieldMessages.invalidPhone } });
  return phone;
}

/**
 * POST /public/{slug}/codes: a six-digit code to the visitor's WhatsApp, through the one send path
 * (queueMessage: opt-out, channel state and template approval apply), as the organisation's code
 * template (Meta's Authentication category, with a copy-code button; page-templates.ts). The number's patient is found (or made, as a lead named as the visitor typed) because a
 * conversation belongs to a patient; no appointment exists until the code comes back.
 * Answers the queued message's id, for the channel to deliver after commit.
 */
export async function issueCode(
  db: Db,
  key: Buffer,
  page: PublicPage,
  input: { phone: string; name?: string | undefined },
  at: { ip: string; limits: BookingLimits; now: Date },
): Promise<string> {
  const { orgId } = page;
  const { now, limits } = at;
  const phone = await pagePhone(db, orgId, input.phone);
  await limited(
    db,
    [
      [`bp:code:phone:${orgId}:${phone}`, limits.codesPerPhone],
      [`bp:code:ip:${at.ip}`, limits.codesPerAddress],
      [`bp:code:org:${orgId}`, limits.codesPerOrg],
    ],
    now,
  );
  return db.transaction(async (tx) => {
    const templateId = await ensurePageTemplate(tx, orgId, codeTemplate);
    const customerId = await findOrMakeCustomer(tx, orgId, phone, input.name);
    const conversation = (await ensureConversations(tx, [{ orgId, customerId, phone }], now)).get(customerId)!;
    const code = await storeCode(tx, key, orgId, phone, now);
    // A code template Meta approved before 0031 (Utility: "{{1}} es tu código para reservar en {{2}}")
    // keeps its two values until staff replace it; the Authentication one takes the code alone.
    const [template] = await tx
      .select({ text: messageTemplates.text })
      .from(messageTemplates)
      .where(eq(messageTemplates.id, templateId));
    const params = templateVariables(template!.text).length >= 2 ? [code, page.orgName] : [code];
    return queueMessage(tx, orgId, conversation.id, { templateId, params }, 'system', now);
  });
}

async function findOrMakeCustomer(tx: Db, orgId: string, phone: string, name: string | undefined): Promise<string> {
  const [existing] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.phone, phone), isNull(customers.archivedAt)))
    .orderBy(asc(customers.createdAt))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(customers)
    .values({ orgId, name: name?.trim() || phone, phone })
    .returning({ id: customers.id });
  return created!.id;
}
