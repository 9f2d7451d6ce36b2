import { type CountryCode, normalizePhone } from '@recepta/domain';
import { useState } from 'react';
import { type Customer, usePhoneOwner } from '../api/customers.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';

const SETTLE_MS = 250;

export interface DuplicatePhone {
  /** The customer who already has the typed number, while nobody said to go on anyway. */
  owner: Customer | undefined;
  /** Go on with the same number (families share phones). */
  continueAnyway(): void;
  /** Saving must wait: a holder is known and not answered yet, or the search is still on its way. */
  blocked: boolean;
}

/**
 * The duplicate-phone warning's state (docs/product.md#customers) for a customer form: the typed
 * number read as the server reads it, its holder looked up, and the answer "Continuar de todos
 * modos" remembered for that number only (another number asks again).
 */
export function useDuplicatePhone(
  orgId: string,
  phone: string,
  homeCountry: CountryCode | undefined,
  excludeId: string | null,
): DuplicatePhone {
  const e164 = normalizePhone(useDebouncedValue(phone, SETTLE_MS), homeCountry);
  const typed = normalizePhone(phone, homeCountry);
  const { owner, checking } = usePhoneOwner(orgId, e164, excludeId);
  const [accepted, setAccepted] = useState<string | null>(null);
  const settled = typed === e164;
  const open = owner && accepted !== e164 ? owner : undefined;
  return {
    owner: settled ? open : undefined,
    continueAnyway: () => setAccepted(e164 ?? null),
    blocked: Boolean(open) || (typed !== undefined && (!settled || checking)),
  };
}
