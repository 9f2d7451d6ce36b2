import { Search } from 'lucide-react';
import { Input } from './input.tsx';
import { Spinner } from './spinner.tsx';

interface SearchInputProps {
  /** The box's accessible name ('Buscar clientes'). */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** A search is on its way: a small spinner shows at the right end. */
  busy?: boolean;
  className?: string;
}

/** A search box with its magnifier, for lists searched as the user types. */
export function SearchInput({ label, placeholder, value, onChange, busy = false, className }: SearchInputProps) {
  return (
    <div className={className}>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="pr-9 pl-9"
          autoComplete="off"
        />
        {busy && (
          <span className="absolute top-1/2 right-3 -translate-y-1/2 text-slate-500 dark:text-slate-400">
            <Spinner className="size-4" label="Buscando…" />
          </span>
        )}
      </div>
    </div>
  );
}
