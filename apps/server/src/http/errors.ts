import {
  type ConflictWire,
  DomainError,
  type ErrorBody,
  type ErrorCode,
  errorMessages,
  isErrorCode,
  type SeriesConflictWire,
} from '@recepta/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** HTTP status of each error code (docs/api.md#errors: 400 malformed, 401, 403, 404, 409, 422, 429). */
export const statusOfCode: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_json: 400,
  unauthorized: 401,
  user_not_found: 401,
  wrong_password: 401,
  invalid_email: 400,
  weak_password: 400,
  invalid_token: 400,
  email_already_in_use: 409,
  google_not_configured: 404,
  forbidden: 403,
  cross_origin: 403,
  not_found: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  slot_conflict: 409,
  block_conflict: 409,
  in_use: 409,
  template_name_taken: 409,
  window_closed: 422,
  customer_opted_out: 422,
  customer_undeliverable: 422,
  template_not_ready: 422,
  template_refused: 422,
  template_params_mismatch: 422,
  channel_unreachable: 422,
  channel_disconnected: 422,
  phone_number_in_use: 409,
  invalid_signature: 401,
  message_not_retryable: 409,
  cannot_reschedule_to_past: 422,
  duration_too_short: 422,
  duration_too_long: 422,
  outside_working_hours: 422,
  misaligned_start: 422,
  resource_inactive: 422,
  idempotency_key_reused: 422,
  appointment_closed: 409,
  appointment_not_started: 422,
  idempotency_in_progress: 409,
  demo_unavailable: 404,
  demo_chat_not_found: 404,
  last_owner: 409,
  already_member: 409,
  slug_taken: 409,
  invalid_code: 422,
  code_locked: 429,
  booking_not_allowed: 422,
  cancel_too_late: 422,
  series_conflicts: 409,
  nonexistent_local_time: 422,
  offer_closed: 409,
  too_many_requests: 429,
  internal_error: 500,
  service_unavailable: 503,
};

export function errorBody(
  code: ErrorCode,
  message?: string,
  fields?: Record<string, string>,
  extra?: Pick<ErrorBody, 'detail' | 'conflict' | 'conflicts'>,
): ErrorBody {
  return {
    error: code,
    message: message ?? errorMessages[code],
    ...(fields ? { fields } : {}),
    ...(extra?.detail ? { detail: extra.detail } : {}),
    ...(extra?.conflict ? { conflict: extra.conflict } : {}),
    ...(extra?.conflicts ? { conflicts: extra.conflicts } : {}),
  };
}

/** The body of a DomainError: its code, text, field texts and, for a conflict, what it collides with. */
export function domainErrorBody(error: DomainError): ErrorBody {
  const d = error.details;
  const fields = d?.fields as Record<string, string> | undefined;
  return errorBody(error.code, error.message, fields, {
    ...(typeof d?.detail === 'string' ? { detail: d.detail } : {}),
    ...(d?.conflict ? { conflict: d.conflict as ConflictWire } : {}),
    ...(Array.isArray(d?.conflicts) ? { conflicts: d.conflicts as SeriesConflictWire[] } : {}),
  });
}

// Fastify's own request faults, by their error codes, mapped onto ours.
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation_failed',
  FST_ERR_VALIDATION: 'validation_failed',
};

export function codeOfStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'too_many_requests';
  return 'validation_failed';
}

/**
 * Every failure leaves as `{ error, message }` with a status from the table above. Client mistakes
 * are 4xx; anything unexpected is logged with its stack and answered 500 with no internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(statusOfCode[error.code]).send(domainErrorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        // instancePath is '/a/b' for a nested field; the request part (body, querystring) names the root.
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fields[key] ??= issue.message ?? errorMessages.validation_failed;
      }
      return reply.status(400).send(errorBody('validation_failed', undefined, fields));
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return reply.status(statusOfCode[mapped]).send(errorBody(mapped));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = isErrorCode(String(error.code)) ? (error.code as ErrorCode) : codeOfStatus(status);
      return reply.status(status).send(errorBody(code));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal_error'));
  });
}
