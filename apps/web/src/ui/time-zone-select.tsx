import { offeredZone, zoneCountries } from '@recepta/domain';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { timeZoneLabel, zoneOffset } from '../lib/time-zone-label.ts';
import { Input } from './input.tsx';
import { Select, type SelectProps } from './select.tsx';

/** Lower case, without accents: "bogota" finds Bogotá, "mexico" México. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

interface TimeZoneSelectProps extends SelectProps {
  /** The zone chosen now: it stays in the list whatever the search. */
  value: string;
}

/**
 * The zones of domain zones.ts by country (docs/product.md#organisation-setup): a search box that
 * narrows the list by country, city or zone name, above a native select (best on phones) with a
 * group per country. A zone outside the list (the API accepts any) stays on screen when chosen.
 */
export function TimeZoneSelect({ value, ...select }: TimeZoneSelectProps): ReactNode {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const groups = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    const chosen = offeredZone(value) ?? value;
    const kept = zoneCountries
      .map((country) => ({
        country,
        zones: country.zones.filter(([zone, place]) => {
          if (zone === chosen) return true;
          const text = fold(`${country.name} ${place} ${zone.replaceAll('_', ' ')}`);
          return words.every((word) => text.includes(word));
        }),
      }))
      .filter((group) => group.zones.length > 0);
    return { kept, outside: offeredZone(value) ? undefined : value };
  }, [query, value]);

  return (
    <div className="space-y-2">
      <Input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Buscar país o ciudad"
        aria-label="Buscar país o ciudad"
        autoComplete="off"
      />
      <Select {...select}>
        {groups.outside && <option value={groups.outside}>{timeZoneLabel(groups.outside)}</option>}
        {groups.kept.map(({ country, zones }) => (
          <optgroup key={country.code} label={country.name}>
            {zones.map(([zone, place]) => (
              <option key={zone} value={zone}>
                {`${place} · ${country.name}${offsetText(zone)}`}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
    </div>
  );
}

/** ' (GMT-5)': today's offset, which is what people compare. */
function offsetText(zone: string): string {
  const offset = zoneOffset(zone);
  return offset ? ` (${offset})` : '';
}
