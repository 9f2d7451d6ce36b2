import { countryForZone, formatPhoneForPeople, readableName } from '@recepta/domain';
import { UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Customer, useCustomerPage, useDeleteCustomer } from '../../api/customers.ts';
import { useOrg } from '../../api/orgs.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Badge } from '../../ui/badge.tsx';
import { CatalogScreen } from '../../ui/catalog/catalog-screen.tsx';
import { ListEmpty } from '../../ui/list-states.tsx';
import { RowIcon } from '../../ui/row-icon.tsx';
import { SearchInput } from '../../ui/search-input.tsx';
import { CustomerForm } from './customer-form.tsx';
import { CustomerPager } from './customer-pager.tsx';
import { ImportDialog } from './import-dialog.tsx';

/** A page is what a receptionist scans at a glance; an organisation may have 10,000 customers. */
const PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 300;

/** /admin/customers (docs/product.md#customers): searched and paged on the server. */
export default function CustomersPage() {
  const org = useCurrentOrg();
  const home = countryForZone(useOrg(org.id).data?.tz ?? undefined);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  // Paging belongs to one search: a new search starts at its first page.
  const [paging, setPaging] = useState({ q, offset: 0 });
  const offset = paging.q === q ? paging.offset : 0;
  const setOffset = (next: number) => setPaging({ q, offset: next });
  const page = useCustomerPage(org.id, { q, offset, limit: PAGE_SIZE });
  const total = page.data?.total ?? 0;
  const shown = page.data?.items.length ?? 0;

  // Deleting the last row of the last page leaves the page empty: step back to what is left.
  useEffect(() => {
    if (!page.isPlaceholderData && shown === 0 && offset > 0 && offset >= total) {
      setPaging({ q, offset: Math.max(0, Math.floor((total - 1) / PAGE_SIZE) * PAGE_SIZE) });
    }
  }, [page.isPlaceholderData, shown, offset, total, q]);

  return (
    <CatalogScreen<Customer>
      entity="customers"
      intro="Las personas que atiendes. El teléfono es el de WhatsApp, por donde reciben confirmaciones y recordatorios."
      emptyHint="Agrega a las personas que atiendes con su número de WhatsApp."
      list={{ data: page.data?.items, isPending: page.isPending, isError: page.isError, refetch: page.refetch }}
      remove={useDeleteCustomer(org.id)}
      itemName={(customer) => customer.name}
      renderRow={(customer) => ({
        leading: <RowIcon icon={UserRound} />,
        title: readableName(customer.name),
        badges: customer.optedOut ? <Badge tone="warning">No recibe mensajes automáticos</Badge> : undefined,
        details: [formatPhoneForPeople(customer.phone, home)],
      })}
      rowHref={(customer) => `/admin/customers/${encodeURIComponent(customer.id)}`}
      renderForm={(customer, onClose) => <CustomerForm customer={customer} home={home} onClose={onClose} />}
      toolbar={
        <div className="flex flex-wrap items-center gap-2">
          <SearchInput
            label="Buscar clientes"
            placeholder="Buscar por nombre o teléfono"
            value={text}
            onChange={setText}
            busy={page.isFetching}
            className="max-w-md flex-1"
          />
          <ImportDialog orgId={org.id} />
        </div>
      }
      noMatches={q ? <ListEmpty text={`Ningún cliente coincide con «${q}».`} /> : undefined}
      footer={
        <CustomerPager
          offset={page.data?.offset ?? 0}
          shown={shown}
          total={total}
          pageSize={PAGE_SIZE}
          onOffsetChange={setOffset}
        />
      }
    />
  );
}
