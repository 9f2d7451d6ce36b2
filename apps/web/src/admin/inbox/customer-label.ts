import type { ConversationCustomer } from '../../api/conversations.ts';

/** Who wrote: the customer's name, else their phone, else a plain "unknown contact". */
export function customerLabel(customer: ConversationCustomer | null): string {
  return customer?.name.trim() || customer?.phone || 'Contacto sin registrar';
}
