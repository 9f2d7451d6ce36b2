import { DomainError, type ErrorCode, messageFor } from '@recepta/domain';

type Flow = Parameters<typeof messageFor>[0];

/** A DomainError carrying the flow's own text for `code` (the texts differ per screen: docs/product.md#account-error-texts). */
export function flowError(flow: Flow, code: ErrorCode): DomainError {
  return new DomainError(code, undefined, messageFor(flow, code));
}
