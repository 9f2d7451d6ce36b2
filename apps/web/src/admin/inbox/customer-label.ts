import { formatPhoneForPeople, readableName } from '@recepta/domain';
import type { ConversationCustomer } from '../../api/conversations.ts';

/**
 * Who wrote: the customer's name, else their phone, else a plain "unknown contact". A lead that
 * WhatsApp gave no name is named by its number (E.164): it reads as a phone number should.
 */
export function customerLabel(customer: ConversationCustomer | null): string {
  const name = customer ? readableName(customer.name) : '';
  if (name) return name;
  return customer?.phone ? formatPhoneForPeople(customer.phone, undefined) : 'Contacto sin registrar';
}
