import { type CountryCode, formatPhoneForPeople } from '@recepta/domain';
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { type Customer, useCustomerPage } from '../api/customers.ts';
import { customerName, customerPhone } from '../lib/customer-text.ts';
import { moveActive } from '../lib/listbox-keys.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { Input } from './input.tsx';
import { Spinner } from './spinner.tsx';

interface PatientSearchProps {
  orgId: string;
  home: CountryCode | undefined;
  /** The text box's id (the field's label points at it). */
  id: string;
  text: string;
  onText(text: string): void;
  onPick(customer: Customer): void;
  /** The text box was left: the field counts as touched. */
  onBlur(): void;
  invalid: boolean;
  describedBy: string | undefined;
}

const SHOWN = 8;
const SEARCH_DELAY_MS = 250;

/**
 * The patient search of the booking panel (docs/product.md#agenda-details-and-edit-panel) and of
 * Actividad's patient filter: a
 * combobox whose list shows, as one types, the customers whose name or phone matches (GET
 * /api/customers?q=). Down and Up walk the list, Enter picks, Escape closes it (and only it: the
 * panel lets an expanded combobox have Escape). The list sits in the panel's flow rather than
 * floating, so it never covers "Nuevo paciente" below it.
 */
export function PatientSearch(props: PatientSearchProps) {
  const { orgId, home, id, text, onText, onPick } = props;
  const listId = useId();
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const page = useCustomerPage(orgId, { q, offset: 0, limit: SHOWN });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = text.trim() !== '';
  // The answer for what is typed (the previous one stays while the next comes, but is not offered).
  const current = typed && q === text.trim() && !page.isPlaceholderData ? (page.data?.items ?? []) : [];
  const showing = open && typed;
  const expanded = showing && current.length > 0;
  const activeIndex = Math.min(active, current.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  const pick = (customer: Customer) => {
    setOpen(false);
    setActive(-1);
    onPick(customer);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive(moveActive(activeIndex, current.length, event.key));
    } else if (event.key === 'Enter') {
      // Enter never sends the booking from here: it picks, or does nothing.
      event.preventDefault();
      const chosen = current[activeIndex] ?? (current.length === 1 ? current[0] : undefined);
      if (expanded && chosen) pick(chosen);
    } else if (event.key === 'Escape' && showing) {
      // Closes the list, not the panel.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const searching = typed && (q !== text.trim() || page.isFetching);
  return (
    <div>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          aria-hidden
        />
        <Input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          data-autofocus
          type="text"
          autoComplete="off"
          placeholder="Buscar por nombre o teléfono"
          className="pr-9 pl-9"
          value={text}
          onChange={(event) => {
            onText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          // The list stays open when the box is left: it sits in the panel's flow, and closing it
          // would move what the pointer is about to press ("Nuevo paciente", a field).
          onBlur={props.onBlur}
          onKeyDown={onKeyDown}
        />
        {searching && (
          <span className="absolute top-1/2 right-3 -translate-y-1/2 text-slate-500 dark:text-slate-400">
            <Spinner className="size-4" label="Buscando…" />
          </span>
        )}
      </div>
      {expanded && (
        <div
          id={listId}
          role="listbox"
          aria-label="Pacientes encontrados"
          className="mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-sm dark:border-slate-700 dark:bg-slate-900"
        >
          {current.map((customer, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the text box (aria-activedescendant).
            <div
              key={customer.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              // Keeps the focus in the text box, so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(customer)}
              onMouseMove={() => index !== activeIndex && setActive(index)}
              className={clsx(
                'flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm',
                index === activeIndex
                  ? 'bg-brand-50 text-brand-900 dark:bg-brand-800/30 dark:text-brand-50'
                  : 'text-slate-800 dark:text-slate-100',
              )}
            >
              <span className="truncate font-medium">{customerName(customer)}</span>
              <span className="shrink-0 text-slate-600 tabular-nums dark:text-slate-300">
                {customer.phone ? formatPhoneForPeople(customer.phone, home) : customerPhone(customer)}
              </span>
            </div>
          ))}
        </div>
      )}
      {typed && !searching && current.length === 0 && (
        <p role="status" className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">
          Ningún paciente coincide con «{text.trim()}».
        </p>
      )}
    </div>
  );
}
