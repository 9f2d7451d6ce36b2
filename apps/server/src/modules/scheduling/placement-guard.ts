import {
  type Collision,
  checkPlacement,
  collisionOf,
  collisionText,
  DomainError,
  type PlacementInput,
} from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, blocks, customers } from '../../db/schema/index.ts';
import type { ScheduleData } from './read-model/schedule-data.ts';

/**
 * Re-checks a placement with the domain's rules (the server is the authority; the browser only
 * predicts) against the database as this transaction sees it, and throws the first broken rule
 * as a DomainError. What a concurrent transaction commits meanwhile is refused by the exclusion
 * constraint when the row is written.
 * A conflict says what it collides with (docs/api.md#conflicts): `conflict` and the sentence
 * `detail` ('Choca con Ana Pérez, 14:00–14:30', in the location's zone) ride along the code. The
 * patient is named because every caller here is the clinic's own (its staff, its API keys).
 */
export async function assertPlacement(tx: Db, data: ScheduleData, tz: string, input: PlacementInput): Promise<void> {
  const result = checkPlacement(input, { config: data.config, tz, blocks: data.blocks, appointments: data.busy });
  if (result.ok) return;
  const appointmentId = result.code === 'slot_conflict' ? result.details?.appointmentId : undefined;
  const blockId = result.code === 'block_conflict' ? result.details?.blockId : undefined;
  const name = typeof appointmentId === 'string' ? await patientOf(tx, appointmentId) : undefined;
  // The read model keeps no reasons; the one block hit is read for its own.
  const reason = typeof blockId === 'string' ? await reasonOf(tx, blockId) : undefined;
  const collision = collisionOf(reason ? { ...result, details: { ...result.details, reason } } : result, () => name);
  if (!collision) throw new DomainError(result.code, result.details);
  throw new DomainError(result.code, {
    ...result.details,
    conflict: conflictWire(collision, tz, typeof appointmentId === 'string' ? appointmentId : undefined),
    detail: collisionText(collision, tz),
  });
}

/** The `conflict` of a refusal's body: what was hit, when (ISO instants), and the patient's name. */
function conflictWire(c: Collision, tz: string, appointmentId: string | undefined) {
  return {
    kind: c.kind,
    ...(appointmentId ? { appointmentId } : {}),
    start: new Date(c.start).toISOString(),
    end: new Date(c.end).toISOString(),
    tz,
    ...(c.kind === 'appointment' ? { customerName: c.name ?? null } : { reason: c.reason ?? null }),
  };
}

async function patientOf(tx: Db, appointmentId: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: customers.name })
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .where(eq(appointments.id, appointmentId));
  return row?.name ?? null;
}

async function reasonOf(tx: Db, blockId: string): Promise<string | undefined> {
  const [row] = await tx.select({ reason: blocks.reason }).from(blocks).where(eq(blocks.id, blockId));
  return row?.reason || undefined;
}

/** The window a placement of `durationMin` minutes from `start` can collide in. */
export function placementWindow(start: number, durationMin: number): { from: number; until: number } {
  return { from: start, until: start + Math.max(durationMin, 0) * 60_000 };
}
