import { type ErrorCode, errorMessages } from '../errors.ts';

/** A broken rule, named by its error code so the API answers the same code the browser predicts. */
export interface RuleFailure {
  ok: false;
  code: ErrorCode;
  /** Spanish text of the code (errors.ts). */
  message: string;
  /** What the rule tripped on, e.g. { blockId } or { appointmentId }. */
  details?: Record<string, unknown>;
}

export type RuleResult = { ok: true } | RuleFailure;

export function ruleFailure(code: ErrorCode, details?: Record<string, unknown>): RuleFailure {
  return details
    ? { ok: false, code, message: errorMessages[code], details }
    : { ok: false, code, message: errorMessages[code] };
}
