import { type ErrorCode, errorMessages, z } from '@recepta/domain';
import { statusOfCode } from './errors.ts';

const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  detail: z.string().optional(),
  conflict: z
    .object({
      kind: z.enum(['appointment', 'block']),
      appointmentId: z.string().optional(),
      start: z.string(),
      end: z.string(),
      tz: z.string(),
      customerName: z.string().nullable().optional(),
      reason: z.string().nullable().optional(),
    })
    .optional(),
  conflicts: z
    .array(
      z.object({
        index: z.number(),
        date: z.string(),
        start: z.string().nullable(),
        code: z.string(),
        message: z.string(),
        with: z
          .object({
            kind: z.enum(['appointment', 'block']),
            id: z.string(),
            start: z.string().nullable(),
            end: z.string().nullable(),
          })
          .nullable(),
        alternatives: z.array(z.object({ start: z.string(), end: z.string() })),
      }),
    )
    .optional(),
});

/** Which refusals each kind of route can answer, for the OpenAPI document (docs/api.md#error-codes lists them). */
const codesByKind = {
  read: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  team: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'last_owner', 'already_member'],
  stream: ['validation_failed', 'unauthorized', 'forbidden', 'service_unavailable'],
  search: [
    'validation_failed',
    'unauthorized',
    'forbidden',
    'not_found',
    'idempotency_key_reused',
    'idempotency_in_progress',
  ],
  placement: [
    'validation_failed',
    'unauthorized',
    'forbidden',
    'not_found',
    'slot_conflict',
    'block_conflict',
    'appointment_closed',
    'idempotency_in_progress',
    'cannot_reschedule_to_past',
    'duration_too_short',
    'duration_too_long',
    'outside_working_hours',
    'misaligned_start',
    'resource_inactive',
    'idempotency_key_reused',
  ],
  status: [
    'validation_failed',
    'unauthorized',
    'forbidden',
    'not_found',
    'appointment_closed',
    'idempotency_in_progress',
    'appointment_not_started',
    'idempotency_key_reused',
  ],
  demo: ['validation_failed', 'demo_unavailable', 'demo_chat_not_found', 'too_many_requests'],
  bookingPage: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'slug_taken'],
  publicCode: [
    'validation_failed',
    'not_found',
    'too_many_requests',
    'customer_opted_out',
    'customer_undeliverable',
    'template_not_ready',
    'channel_disconnected',
  ],
  publicBooking: [
    'validation_failed',
    'not_found',
    'invalid_code',
    'code_locked',
    'too_many_requests',
    'slot_conflict',
    'block_conflict',
    'booking_not_allowed',
    'outside_working_hours',
    'misaligned_start',
  ],
  privacy: [
    'validation_failed',
    'unauthorized',
    'forbidden',
    'not_found',
    'in_use',
    'payload_too_large',
    'unsupported_media_type',
  ],
  series: [
    'validation_failed',
    'unauthorized',
    'forbidden',
    'not_found',
    'series_conflicts',
    'resource_inactive',
    'appointment_closed',
    'idempotency_key_reused',
    'idempotency_in_progress',
  ],
} satisfies Record<string, ErrorCode[]>;

/**
 * Response schemas for the refusals of a route, one per status, each described by its codes and
 * Spanish texts: `{ error, message }` (plus `fields` for validation_failed, `detail` and `conflict` for a
 * conflict: docs/api.md#conflicts).
 */
export function errorAnswers(kind: keyof typeof codesByKind): Record<number, z.ZodType> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codesByKind[kind] as ErrorCode[]) {
    const status = statusOfCode[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      status,
      errorBodySchema.describe(codes.map((c) => `${c}: ${errorMessages[c]}`).join(' · ')),
    ]),
  );
}
