import { type ConsentPurpose, type ConsentVia, defaultConsentWording } from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import { consentEvents } from '../../db/schema/index.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';

export interface ConsentEventInput {
  orgId: string;
  customerId: string;
  purpose: ConsentPurpose;
  granted: boolean;
  via: ConsentVia;
  /** The exact words shown; the purpose's default wording when left out. */
  wording?: string | undefined;
  /** The staff member who recorded it, if one did. */
  recordedBy?: string | null | undefined;
  at: Date;
  /** Who the audit row names; absent: the caller of the request (staff), else the system. */
  actor?: AuditActor | undefined;
}

/**
 * Appends one consent event (docs/privacy.md#consent), inside the caller's transaction so it commits
 * with the change that caused it. This is the one function every path that changes a patient's
 * consent calls: staff on the patient page, the receptionist's question in the chat, and every
 * opt-out (SALIR, the ask-back, staff on the patient page: setOptOut). Each event leaves an audit row.
 */
export async function recordConsent(tx: Db, input: ConsentEventInput): Promise<void> {
  const words = defaultConsentWording[input.purpose];
  const [event] = await tx
    .insert(consentEvents)
    .values({
      orgId: input.orgId,
      customerId: input.customerId,
      purpose: input.purpose,
      granted: input.granted,
      via: input.via,
      wording: input.wording ?? (input.granted ? words.granted : words.withdrawn),
      recordedBy: input.recordedBy ?? null,
      at: input.at,
    })
    .returning({ id: consentEvents.id });
  await recordAudit(tx, {
    orgId: input.orgId,
    actor: input.actor,
    action: input.granted ? 'consent.granted' : 'consent.withdrawn',
    target: { kind: 'consent', id: event!.id },
    customerId: input.customerId,
    changes: { purpose: { after: input.purpose }, via: { after: input.via } },
  });
}
