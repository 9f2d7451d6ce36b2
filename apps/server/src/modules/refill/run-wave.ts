import { randomUUID } from 'node:crypto';
import {
  decideSend,
  fillTemplate,
  formatAppointmentMoment,
  isWindowOpen,
  nextWave,
  offerButtons,
  offerParams,
  offerTemplateName,
  offerText,
  PAIR_GAP_MS,
  rankMatches,
  type WaitlistEntry,
  type WaitlistMatch,
} from '@recepta/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages, messageTemplates, refillOffers, refillSlots } from '../../db/schema/index.ts';
import { publishConversationChanges } from '../../realtime/conversation-events.ts';
import { channelState } from '../channel/channel-state.ts';
import { wakeDispatchers } from '../channel/dispatch/wake.ts';
import { ensureConversations } from '../messaging/ensure-conversations.ts';
import { announceSlot, closeSlot } from './close-slot.ts';
import { loadRefillSettings } from './refill-settings.ts';

const MINUTE_MS = 60_000;

/**
 * One step of a freed slot's offers (docs/product.md#waitlist), in the caller's transaction with
 * the slot's row locked: close it if it can no longer be offered (too close, re-booked, blocked),
 * otherwise ask the domain's nextWave whether to offer it to the next patients now, wait for the
 * hold, or stop because nobody is left. Who is asked comes from the domain's matching
 * (rankMatches), less anyone the one guard list (decideSend) would refuse: an opted-out or
 * undeliverable patient is never offered anything.
 */
export async function runWave(tx: Db, slotId: string, now: Date): Promise<void> {
  const found = await tx.execute(sql`select s.id, s.org_id, s.resource_id, s.starts_at, s.ends_at, s.status,
      s.freed_by, r.name as resource_name, l.tz, ch.kind as channel_kind, ch.connected as channel_connected,
      (select a.customer_id from appointments a where a.id = s.freed_by) as freed_customer
    from refill_slots s
    join resources r on r.id = s.resource_id
    join locations l on l.id = r.location_id
    left join channels ch on ch.org_id = s.org_id
    where s.id = ${slotId}::uuid
    for update of s`);
  const slot = found.rows[0];
  if (!slot) return;
  if (slot.status !== 'open') return;
  const orgId = String(slot.org_id);
  const resourceId = String(slot.resource_id);
  const start = new Date(slot.starts_at as string);
  const end = new Date(slot.ends_at as string);
  const settings = await loadRefillSettings(tx, orgId);

  if (!settings.enabled) return closeSlot(tx, orgId, slotId, 'stopped', now);
  const taken = await tx.execute(sql`select
      exists (select 1 from appointments a where a.org_id = ${orgId}::uuid and a.resource_id = ${resourceId}::uuid
        and a.status in ('pending', 'CONFIRMED') and a.starts_at < ${end.toISOString()}::timestamptz
        and a.ends_at > ${start.toISOString()}::timestamptz) as rebooked,
      exists (select 1 from blocks b where b.org_id = ${orgId}::uuid
        and (b.resource_id is null or b.resource_id = ${resourceId}::uuid)
        and b.starts_at < ${end.toISOString()}::timestamptz and b.ends_at > ${start.toISOString()}::timestamptz) as blocked`);
  if (taken.rows[0]?.rebooked) return closeSlot(tx, orgId, slotId, 'rebooked', now);
  if (taken.rows[0]?.blocked) return closeSlot(tx, orgId, slotId, 'blocked', now);

  const round = await tx.execute(
    sql`select customer_id, status, sent_at, wave from refill_offers where slot_id = ${slotId}::uuid`,
  );
  const offered = new Set(round.rows.map((r) => String(r.customer_id)));
  const openOffers = round.rows.filter((r) => r.status === 'sent').length;
  const lastWaveAt = round.rows.reduce<number | null>(
    (max, r) => Math.max(max ?? 0, new Date(r.sent_at as string).getTime()),
    null,
  );
  const wave = round.rows.reduce((max, r) => Math.max(max, Number(r.wave)), 0) + 1;

  const candidates = await loadCandidates(tx, orgId, now);
  const tz = String(slot.tz);
  const exclude = new Set(offered);
  if (slot.freed_customer) exclude.add(String(slot.freed_customer));
  const template = (
    await tx
      .select()
      .from(messageTemplates)
      .where(and(eq(messageTemplates.orgId, orgId), eq(messageTemplates.name, offerTemplateName)))
  )[0];
  const channel = channelState(slot.channel_kind as string | null, slot.channel_connected as boolean | null);
  const reachable = rankMatches(
    candidates.map((c) => c.entry),
    { resourceId, start: start.getTime(), end: end.getTime() },
    {
      tz,
      now: now.getTime(),
      minNoticeMin: settings.minNoticeMin,
      serviceDurations: new Map(candidates.map((c) => [c.entry.serviceId, c.durationMin])),
      excludeCustomerIds: exclude,
    },
  ).filter((m) => mayOffer(candidates.find((c) => c.entry.id === m.entry.id)!, channel, template?.status, now));

  const decision = nextWave(
    reachable.map((m) => m.entry.customerId),
    { offeredCustomerIds: offered, lastWaveAt, openOffers },
    settings,
    start.getTime(),
    now.getTime(),
  );
  if (decision.kind === 'done') {
    if (decision.reason === 'slot_too_close') return closeSlot(tx, orgId, slotId, 'too_close', now);
    // Nobody left to ask: the last wave still has its hold to answer in.
    const holdEnds = lastWaveAt === null ? 0 : lastWaveAt + settings.holdMin * MINUTE_MS;
    if (openOffers > 0 && now.getTime() < holdEnds) {
      await tx
        .update(refillSlots)
        .set({ nextWaveAt: new Date(holdEnds) })
        .where(eq(refillSlots.id, slotId));
      return;
    }
    return closeSlot(tx, orgId, slotId, 'no_one_left', now);
  }
  if (decision.kind === 'wait') {
    await tx
      .update(refillSlots)
      .set({ nextWaveAt: new Date(decision.until) })
      .where(eq(refillSlots.id, slotId));
    return;
  }
  const chosen = decision.customerIds.map((id) => reachable.find((m) => m.entry.customerId === id)!);
  await sendOffers(tx, {
    orgId,
    slotId,
    wave,
    chosen,
    candidates,
    template,
    moment: formatAppointmentMoment(start.getTime(), tz),
    resourceName: String(slot.resource_name),
    now,
  });
  await tx
    .update(refillSlots)
    .set({ nextWaveAt: new Date(now.getTime() + settings.holdMin * MINUTE_MS) })
    .where(eq(refillSlots.id, slotId));
  await announceSlot(tx, orgId, (slot.freed_by as string | null) ?? null);
}

/** A waitlisted patient as the wave reads them: the domain's entry and what the send guards need. */
interface Candidate {
  entry: WaitlistEntry;
  durationMin: number;
  serviceName: string;
  name: string;
  phone: string;
  optedOut: boolean;
  undeliverable: boolean;
  lastInboundAt: Date | null;
}

async function loadCandidates(tx: Db, orgId: string, now: Date): Promise<Candidate[]> {
  const rows = await tx.execute(sql`select w.id, w.customer_id, w.service_id, w.resource_id, w.days, w.from_min,
      w.to_min, w.until, w.created_at, sv.duration_min, sv.name as service_name, cu.name, cu.phone,
      cu.opted_out_at, cu.undeliverable_at, cv.last_inbound_at, held.starts_at as holds_start
    from waitlist_entries w
    join services sv on sv.id = w.service_id and sv.archived_at is null
    join customers cu on cu.id = w.customer_id and cu.archived_at is null
    left join conversations cv on cv.org_id = w.org_id and cv.customer_id = w.customer_id
    left join appointments held on held.id = w.appointment_id and held.status in ('pending', 'CONFIRMED')
      and held.starts_at > ${now.toISOString()}::timestamptz
    where w.org_id = ${orgId}::uuid and w.ended_at is null`);
  return rows.rows.map((r) => ({
    entry: {
      id: String(r.id),
      customerId: String(r.customer_id),
      serviceId: String(r.service_id),
      resourceId: (r.resource_id as string | null) ?? null,
      days: parseDays(r.days),
      fromMin: r.from_min === null ? null : Number(r.from_min),
      toMin: r.to_min === null ? null : Number(r.to_min),
      until: String(r.until),
      joinedAt: new Date(r.created_at as string).getTime(),
      holdsStart: r.holds_start ? new Date(r.holds_start as string).getTime() : null,
    },
    durationMin: Number(r.duration_min),
    serviceName: String(r.service_name),
    name: String(r.name),
    phone: String(r.phone),
    optedOut: r.opted_out_at !== null,
    undeliverable: r.undeliverable_at !== null,
    lastInboundAt: r.last_inbound_at ? new Date(r.last_inbound_at as string) : null,
  }));
}

/** PostgreSQL answers a smallint[] as an array; PGlite may answer its text form. */
function parseDays(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string') return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return [];
}

/** The one guard list, as the offer would go: free text inside the window, the template outside. */
function mayOffer(
  c: Candidate,
  channel: ReturnType<typeof channelState>,
  templateStatus: string | undefined,
  now: Date,
): boolean {
  const form = isWindowOpen(c.lastInboundAt, now) ? 'text' : 'template';
  return decideSend({
    purpose: 'offer',
    form,
    optedOut: c.optedOut,
    undeliverable: c.undeliverable,
    lastInboundAt: c.lastInboundAt,
    channel,
    templateStatus: templateStatus ?? null,
    now,
  }).ok;
}

async function sendOffers(
  tx: Db,
  w: {
    orgId: string;
    slotId: string;
    wave: number;
    chosen: WaitlistMatch[];
    candidates: Candidate[];
    template: typeof messageTemplates.$inferSelect | undefined;
    moment: string;
    resourceName: string;
    now: Date;
  },
): Promise<void> {
  const people = w.chosen.map((m) => ({ match: m, who: w.candidates.find((c) => c.entry.id === m.entry.id)! }));
  const conversationOf = await ensureConversations(
    tx,
    people.map((p) => ({ orgId: w.orgId, customerId: p.who.entry.customerId, phone: p.who.phone })),
    w.now,
  );
  const inserts: (typeof messages.$inferInsert)[] = [];
  const offers: (typeof refillOffers.$inferInsert)[] = [];
  for (const { match, who } of people) {
    const conversation = conversationOf.get(who.entry.customerId)!;
    const offerId = randomUUID();
    const messageId = randomUUID();
    const facts = {
      patientName: who.name,
      serviceName: who.serviceName,
      moment: w.moment,
      resourceName: w.resourceName,
    };
    const buttons = offerButtons(offerId);
    const inWindow = isWindowOpen(who.lastInboundAt, w.now);
    const earliest = Math.max(
      w.now.getTime(),
      conversation.lastOutAt ? conversation.lastOutAt.getTime() + PAIR_GAP_MS : 0,
    );
    const common = {
      id: messageId,
      orgId: w.orgId,
      conversationId: conversation.id,
      direction: 'out',
      author: 'system',
      status: 'queued',
      purpose: 'offer',
      sentAt: w.now,
      nextAttemptAt: new Date(earliest),
    } as const;
    if (inWindow || !w.template) {
      inserts.push({ ...common, kind: 'interactive', body: offerText(facts), buttons });
    } else {
      const params = offerParams(facts);
      inserts.push({
        ...common,
        kind: 'template',
        body: fillTemplate(w.template.text, params),
        buttons: w.template.buttons.map((b, i) => ({
          id: buttons[i]?.id ?? `tpl:${w.template!.id}:${i}`,
          title: b.title,
        })),
        templateId: w.template.id,
        params,
      });
    }
    offers.push({
      id: offerId,
      orgId: w.orgId,
      slotId: w.slotId,
      customerId: who.entry.customerId,
      entryId: match.entry.id,
      serviceId: match.entry.serviceId,
      messageId,
      wave: w.wave,
      status: 'sent',
      sentAt: w.now,
    });
  }
  if (inserts.length === 0) return;
  await tx.insert(messages).values(inserts);
  await tx.insert(refillOffers).values(offers);
  await tx.execute(sql`update conversations c set last_message_at = greatest(c.last_message_at, ${w.now.toISOString()}::timestamptz)
    where c.id = any(${sql.param(inserts.map((m) => m.conversationId))}::uuid[])`);
  await publishConversationChanges(
    tx,
    inserts.map((m) => ({ o: w.orgId, c: m.conversationId, m: m.id! })),
  );
  await wakeDispatchers(tx, w.now);
}
