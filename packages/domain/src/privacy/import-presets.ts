/**
 * Presets for the exports of other systems (docs/privacy.md#presets): a preset turns a known
 * export's table into the generic columns (Nombre, Teléfono, Correo, Notas) the patients importer
 * reads. Only formats whose layout is public get one: Google Contacts' "Google CSV". AgendaPro
 * and Doctoralia publish no layout of their exports, so their files go through the generic
 * mapping (columns found by their titles).
 */
import { headerKey } from './import-columns.ts';

export const importPresets = ['generic', 'google'] as const;
export type ImportPreset = (typeof importPresets)[number];

export const importPresetLabels: Record<ImportPreset, string> = {
  generic: 'Genérico (columnas por su título)',
  google: 'Google Contactos (Google CSV)',
};

/** What the generic mapping reads, in this order. */
const GENERIC_HEADERS = ['Nombre', 'Teléfono', 'Correo', 'Notas'];

/**
 * Google Contacts puts several values of one field in one cell separated by " ::: " (two mobile
 * numbers, say); the first is taken.
 */
function firstValue(cell: string): string {
  return (cell.split(':::')[0] ?? '').trim();
}

/**
 * Google CSV: "First Name", "Middle Name", "Last Name" (older exports: "Given Name", "Additional
 * Name", "Family Name", or "Name"), with "File As", "Nickname" and "Organization Name" as the name
 * of a contact that has none; "Phone N - Value" (the first non-empty, preferring a "Mobile" label)
 * and "E-mail N - Value"; "Notes".
 */
function fromGoogle(table: readonly string[][]): string[][] {
  const [headers = [], ...rows] = table;
  const keys = headers.map(headerKey);
  const col = (...names: string[]) => {
    for (const name of names) {
      const index = keys.indexOf(name);
      if (index !== -1) return index;
    }
    return -1;
  };
  const numbered = (kind: 'phone' | 'email') => {
    const list: { value: number; label: number }[] = [];
    for (let n = 1; n <= 20; n++) {
      const value = col(`${kind}${n}value`);
      if (value === -1) continue;
      list.push({ value, label: col(`${kind}${n}label`, `${kind}${n}type`) });
    }
    return list;
  };
  const phones = numbered('phone');
  const emails = numbered('email');
  const parts = [col('firstname', 'givenname'), col('middlename', 'additionalname'), col('lastname', 'familyname')];
  const fallbacks = [col('name'), col('fileas'), col('nickname'), col('organizationname', 'organization1name')];
  const notes = col('notes');
  return [
    GENERIC_HEADERS,
    ...rows.map((row) => {
      const cell = (index: number) => (index === -1 ? '' : (row[index] ?? '').trim());
      const joined = parts.map(cell).filter(Boolean).join(' ');
      const name = joined || fallbacks.map(cell).find(Boolean) || '';
      const mobile = phones.find((p) => /mobile|m[oó]vil|celular/i.test(cell(p.label)) && firstValue(cell(p.value)));
      const phone = firstValue(cell((mobile ?? phones.find((p) => firstValue(cell(p.value))))?.value ?? -1));
      const email = firstValue(cell(emails.find((e) => firstValue(cell(e.value)))?.value ?? -1));
      return [name, phone, email, cell(notes)];
    }),
  ];
}

/** The table as the generic mapping reads it, after the preset's conversion. */
export function applyImportPreset(preset: ImportPreset, table: readonly string[][]): string[][] {
  if (preset === 'google') return fromGoogle(table);
  return table.map((row) => [...row]);
}
