/**
 * Reading a patients spreadsheet (docs/privacy.md#importing-patients): which column is which, by
 * its header, and cells kept as inert text. Pure, so the upload screen can show the same mapping
 * the server will apply.
 */

export const importFields = ['name', 'firstName', 'lastName', 'phone', 'email', 'notes'] as const;
export type ImportField = (typeof importFields)[number];

/** Headers are compared without accents, case, spaces or punctuation. */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Known headers per field: Spanish and English ones, and the presets of Google Contacts' CSV
 * ("First Name", "Last Name", "Phone 1 - Value", "E-mail 1 - Value", "Notes"; older exports say
 * "Given Name", "Family Name").
 */
const known: Record<ImportField, readonly string[]> = {
  name: ['nombre', 'nombrecompleto', 'paciente', 'cliente', 'name', 'fullname', 'displayname', 'contacto'],
  firstName: ['nombres', 'primernombre', 'firstname', 'givenname'],
  lastName: ['apellido', 'apellidos', 'lastname', 'familyname', 'surname'],
  phone: [
    'telefono',
    'tel',
    'celular',
    'movil',
    'whatsapp',
    'numero',
    'phone',
    'mobile',
    'mobilephone',
    'phonenumber',
    'phone1value',
    'telefono1',
  ],
  email: ['email', 'correo', 'correoelectronico', 'mail', 'email1value', 'emailaddress'],
  notes: ['notas', 'nota', 'observaciones', 'comentarios', 'notes', 'note', 'comments'],
};

/** Column index per field, from the header row; a field appears at most once (the first column wins). */
export function mapColumns(headers: readonly string[]): Partial<Record<ImportField, number>> {
  const mapping: Partial<Record<ImportField, number>> = {};
  headers.forEach((header, index) => {
    const key = headerKey(header);
    for (const field of importFields) {
      if (mapping[field] === undefined && known[field].includes(key)) {
        mapping[field] = index;
        return;
      }
    }
  });
  return mapping;
}

/**
 * A cell as text that no spreadsheet will run: a value starting with = + - @ (or a tab or carriage
 * return) is stored with a leading apostrophe, as OWASP advises against CSV injection. Phones are
 * not passed through this: they are normalised to E.164 instead.
 */
export function inertText(value: string): string {
  const text = value.trim();
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The separator of a CSV file: ';' (Excel in Spanish locales), tab or ','; whichever the header line has most of. */
export function detectDelimiter(text: string): string {
  const end = text.search(/\r?\n/);
  const firstLine = end === -1 ? text : text.slice(0, end);
  let best = ',';
  let bestCount = 0;
  for (const candidate of [',', ';', '\t']) {
    const count = firstLine.split(candidate).length - 1;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/** RFC 4180 rows with the given separator; a BOM is skipped and both line ends are accepted. Blank lines are dropped. */
export function parseDelimited(text: string, delimiter = detectDelimiter(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const push = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    push();
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) push();
    else if (ch === '\n') endRow();
    else if (ch === '\r') {
      if (text[i + 1] === '\n') i++;
      endRow();
    } else field += ch;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
