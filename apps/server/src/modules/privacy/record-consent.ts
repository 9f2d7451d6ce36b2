import { type ConsentPurpose, type ConsentVia, defaultConsentWording } from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import { consentEvents } from '../../db/schema/index.ts';

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
}

/**
 * Appends one consent event (docs/privacy.md#consent), inside the caller's transaction so it commits
 * with the change that caused it. This is the one function every path that changes a patient's
 * consent calls: staff on the patient page, an import, and SALIR/VOLVER on the send path (which
 * records `marketing` and `service` withdrawn via 'chat' with `optOutWording`).
 */
export async function recordConsent(tx: Db, input: ConsentEventInput): Promise<void> {
  const words = defaultConsentWording[input.purpose];
  await tx.insert(consentEvents).values({
    orgId: input.orgId,
    customerId: input.customerId,
    purpose: input.purpose,
    granted: input.granted,
    via: input.via,
    wording: input.wording ?? (input.granted ? words.granted : words.withdrawn),
    recordedBy: input.recordedBy ?? null,
    at: input.at,
  });
}
