/**
 * CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF line ends, a field quoted when it
 * holds a comma, a quote or a line break, quotes doubled. The server adds the UTF-8 byte order
 * mark, which Excel needs to read accents (docs/api.md#reports).
 */

/** The byte order mark that makes Excel read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (=, @, or + and - not followed by a plain number such
 * as a phone) is prefixed with an apostrophe, so a patient named "=HYPERLINK(…)" stays text.
 */
function defuse(value: string): string {
  if (/^[=@\t\r]/.test(value)) return `'${value}`;
  if (/^[+-]/.test(value) && !/^[+-][\d .]+$/.test(value)) return `'${value}`;
  return value;
}

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : defuse(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(fields: readonly (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/**
 * Reads CSV back into rows (tests and the e2e spec check exports with it). Accepts the BOM and
 * both line ends.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.startsWith(UTF8_BOM) ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The export's columns (docs/product.md#reports), in order. */
export const reportCsvHeaders = [
  'Fecha',
  'Hora',
  'Paciente',
  'Teléfono',
  'Servicio',
  'Profesional',
  'Sede',
  'Estado',
  'Precio',
  'Agendada por',
] as const;

/** Who booked an appointment, as the export and the screen name it. */
export const bookedByLabels = { staff: 'Personal', assistant: 'Asistente', apiKey: 'Integración', web: 'Web' } as const;

/** "citas-2026-11-01-al-2026-11-30.csv": the local days the export covers. */
export function reportCsvFileName(firstDate: string, lastDate: string): string {
  return `citas-${firstDate}-al-${lastDate}.csv`;
}
