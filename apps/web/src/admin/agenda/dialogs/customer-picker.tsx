import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useCustomerPage } from '../../../api/customers.ts';
import { Input } from '../../../ui/input.tsx';
import { Select } from '../../../ui/select.tsx';
import { customerName, customerPhone } from '../model/appointment-text.ts';

interface Known {
  id: string;
  name: string;
  phone: string;
}

interface CustomerPickerProps {
  orgId: string;
  id: string;
  value: string;
  /** The appointment's customer, shown even when the search does not bring it. */
  initial: Known | null;
  /** '' (no customer) is offered only where it can be chosen: a new appointment or one without. */
  allowNone: boolean;
  onChange(id: string): void;
  describedBy?: string | undefined;
}

const PAGE = 25;

/**
 * The customer dropdown (docs/product.md#agenda-details-and-edit-panel): name (or 'Sin nombre') and phone (or 'Sin teléfono'). Customers are
 * paged on the server, so the list is a search: type a name or three digits of the phone.
 */
export function CustomerPicker({ orgId, id, value, initial, allowNone, onChange, describedBy }: CustomerPickerProps) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const page = useCustomerPage(orgId, { q, offset: 0, limit: PAGE });
  // The chosen one stays known while other searches come and go.
  const [chosen, setChosen] = useState<Known | null>(initial);

  const found = page.data?.items ?? [];
  const options = chosen && !found.some((c) => c.id === chosen.id) ? [chosen, ...found] : found;
  const label = (c: Known) => `${customerName(c)} · ${customerPhone(c)}`;

  return (
    <div className="space-y-2">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Buscar cliente"
          placeholder="Buscar por nombre o teléfono"
          className="pl-9"
          value={typed}
          onChange={(e) => {
            const next = e.target.value;
            setTyped(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => setQ(next), 250);
          }}
        />
      </div>
      <Select
        id={id}
        aria-describedby={describedBy}
        value={value}
        onChange={(e) => {
          const picked = options.find((c) => c.id === e.target.value) ?? null;
          setChosen(picked);
          onChange(e.target.value);
        }}
      >
        {(allowNone || value === '') && <option value="">Sin cliente</option>}
        {options.map((c) => (
          <option key={c.id} value={c.id}>
            {label(c)}
          </option>
        ))}
      </Select>
      {page.data && page.data.total > found.length && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Mostrando {found.length} de {page.data.total}: escribe para buscar.
        </p>
      )}
      {q && page.data && found.length === 0 && (
        <p className="text-xs text-slate-500 dark:text-slate-400">Ningún cliente coincide con «{q}».</p>
      )}
    </div>
  );
}
