import { readableName } from '@recepta/domain';

/** The customer dropdown's words (docs/product.md#agenda-details-and-edit-panel), used wherever a customer is named. */
export function customerName(customer: { name: string } | null | undefined): string {
  return (customer && readableName(customer.name)) || 'Sin nombre';
}

export function customerPhone(customer: { phone: string } | null | undefined): string {
  return customer?.phone.trim() || 'Sin teléfono';
}
