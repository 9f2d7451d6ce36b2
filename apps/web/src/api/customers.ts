import { type CustomerWire, customerApi, type RouteAnswer } from '@recepta/domain';
import { useQuery } from '@tanstack/react-query';
import { phoneOwner, phoneSearch } from '../lib/phone-owner.ts';
import { useCatalogCreate, useCatalogDelete, useCatalogUpdate } from './catalog-crud.ts';
import { callApi } from './client.ts';
import { orgKey } from './query-keys.ts';

/** A customer as the API answers it (customerWire); phone in international form ('+50688887777'). */
export type Customer = CustomerWire;

/** One page of a search (its items, and how many match in all), and where it starts. */
export type CustomerPage = RouteAnswer<typeof customerApi.list> & {
  /** Of the request that got it: while the next page loads, this one stays. */
  offset: number;
};

export interface CustomerSearch {
  /** Name, or three or more digits of the phone. */
  q: string;
  offset: number;
  /** At most 200 (the API's limit). */
  limit: number;
}

/**
 * GET /api/customers?q=&limit=&offset=: one page of a server-side search, so an organisation with
 * thousands of customers never loads them all. The previous page stays on screen while the next
 * one comes, so paging and typing do not flash an empty list.
 */
export function useCustomerPage(orgId: string, search: CustomerSearch) {
  const q = search.q.trim();
  return useQuery({
    queryKey: orgKey(orgId, 'customers', { q, offset: search.offset, limit: search.limit }),
    queryFn: ({ signal }) =>
      callApi(customerApi.list, {
        query: { orgId, q: q || undefined, limit: search.limit, offset: search.offset },
        signal,
      }).then((answer): CustomerPage => ({ ...answer, offset: search.offset })),
    placeholderData: (previous) => previous,
  });
}

/** POST /api/customers; a phone that cannot be read answers 400 with fields.phone 'Teléfono inválido'. */
export function useCreateCustomer(orgId: string) {
  return useCatalogCreate(orgId, 'customers');
}

/** PUT /api/customers/{id} */
export function useUpdateCustomer(orgId: string) {
  return useCatalogUpdate(orgId, 'customers');
}

/** DELETE /api/customers/{id}; 409 in_use while future appointments are theirs. */
export function useDeleteCustomer(orgId: string) {
  return useCatalogDelete(orgId, 'customers');
}

/** GET /api/customers/{id}/history: the patient page (docs/product.md#patient-page). */
export type CustomerHistory = RouteAnswer<typeof customerApi.history>;

export function useCustomerHistory(orgId: string, id: string) {
  return useQuery({
    // Under 'customers', so saving or deleting a customer refreshes it; appointments change it too.
    queryKey: orgKey(orgId, 'customers', 'history', id),
    queryFn: ({ signal }) => callApi(customerApi.history, { params: { id }, query: { orgId }, signal }),
  });
}

/**
 * Who already has the number `e164` (international form; undefined while the typed number cannot
 * be read), other than `excludeId`: the warning of docs/product.md#customers. One search by its
 * digits; the holder is the one whose number is exactly it.
 */
export function usePhoneOwner(orgId: string, e164: string | undefined, excludeId: string | null) {
  const q = e164 ? phoneSearch(e164) : '';
  const search = useQuery({
    queryKey: orgKey(orgId, 'customers', { phone: q }),
    queryFn: ({ signal }) => callApi(customerApi.list, { query: { orgId, q, limit: 20, offset: 0 }, signal }),
    enabled: q.length > 0,
  });
  const owner = e164 && search.data ? phoneOwner(search.data.items, e164, excludeId) : undefined;
  return { owner, checking: q.length > 0 && search.isFetching && !search.data };
}
