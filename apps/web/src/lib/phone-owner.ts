/**
 * Duplicate phones (docs/product.md#customers): families share a phone, so a second customer with
 * a number already on file is allowed, after a warning that names who has it.
 */

/** What to search GET /api/customers?q= with to find the holders of `e164`: its digits, as the server matches phones. */
export function phoneSearch(e164: string): string {
  return e164.replace(/\D/g, '');
}

/**
 * The first customer (of a search answer) whose stored number is exactly `e164`, other than the
 * one being edited. The search matches digits anywhere in the number, so a longer number that
 * contains these digits is not a holder.
 */
export function phoneOwner<T extends { id: string; phone: string }>(
  found: readonly T[],
  e164: string,
  excludeId?: string | null,
): T | undefined {
  return found.find((customer) => customer.phone === e164 && customer.id !== excludeId);
}
