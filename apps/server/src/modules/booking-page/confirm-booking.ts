import {
  type AppointmentWire,
  bookingConfirmationTemplate,
  reminderParams,
  reminderVariables,
  templateVariables,
} from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations, messageTemplates } from '../../db/schema/index.ts';
import { ensureConversations } from '../messaging/ensure-conversations.ts';
import { queueMessage } from '../messaging/send-message.ts';
import { buildManageUrl } from './manage-link.ts';
import { ensurePageTemplate } from './page-templates.ts';

/** What the confirmation's link is signed with, and the address it points at. */
export interface ConfirmationLinks {
  linkKey: Buffer;
  publicUrl: string;
}

/**
 * The confirmation of a web booking in the patient's WhatsApp chat (docs/product.md#the-booking-page),
 * queued in the booking's transaction through the one send path (queueMessage: opt-out, channel
 * state, template approval). The visitor may never have written to the clinic, so it is a template
 * (bookingConfirmationTemplate), which goes out whatever the 24-hour window; its values are the
 * reminders' — first name, service, day and time in the location's zone, professional, place — and
 * {{6}} the manage link. A template that staff edited down to fewer variables gets the first ones;
 * one with more than there are values is not sent (the booking stands).
 * Answers the queued message's id, for the channel to deliver after commit.
 */
export async function queueBookingConfirmation(
  tx: Db,
  orgId: string,
  appointment: AppointmentWire,
  links: ConfirmationLinks,
  now: Date,
): Promise<string | undefined> {
  const customer = appointment.customer!;
  const templateId = await ensurePageTemplate(tx, orgId, bookingConfirmationTemplate);
  const [template] = await tx
    .select({ text: messageTemplates.text })
    .from(messageTemplates)
    .where(eq(messageTemplates.id, templateId));
  const count = templateVariables(template!.text).length;
  if (count > reminderVariables.length) return undefined;
  const [location] = await tx
    .select({ name: locations.name, tz: locations.tz })
    .from(locations)
    .where(eq(locations.id, appointment.locationId));
  const manageUrl = buildManageUrl(links.linkKey, links.publicUrl, {
    id: appointment.id,
    customerId: customer.id,
    endsAt: new Date(appointment.end),
  });
  const params = reminderParams(
    {
      patientName: customer.name,
      serviceName: appointment.service.name,
      startMs: Date.parse(appointment.start),
      tz: location!.tz,
      resourceName: appointment.resource.name,
      locationName: location!.name,
      manageUrl,
    },
    count,
  );
  const conversation = (
    await ensureConversations(tx, [{ orgId, customerId: customer.id, phone: customer.phone }], now)
  ).get(customer.id)!;
  return queueMessage(tx, orgId, conversation.id, { templateId, params }, 'system', now);
}
