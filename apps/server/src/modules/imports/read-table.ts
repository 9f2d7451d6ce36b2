import { DomainError, parseDelimited } from '@recepta/domain';
import { Unzip, UnzipInflate } from 'fflate';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed'];
/** A CSV inside an uploaded ZIP is read only up to this size: a small ZIP may unpack to gigabytes. */
const ZIP_ENTRY_LIMIT = 64 * 1024 * 1024;

/**
 * The named CSV of a Recepta export ZIP (docs/privacy.md#exporting-the-organisation), or 'xlsx'
 * when the ZIP is a workbook (an .xlsx is a ZIP too), or undefined when it is neither. The entry
 * is inflated as a stream and given up past ZIP_ENTRY_LIMIT bytes: the size a ZIP declares can lie.
 */
function zipEntry(body: Buffer, name: string): Uint8Array | 'xlsx' | undefined {
  let workbook = false;
  let found = false;
  let complete = false;
  let broken = false;
  let size = 0;
  const chunks: Uint8Array[] = [];
  const unzip = new Unzip((file) => {
    if (file.name === 'xl/workbook.xml') workbook = true;
    if (file.name !== name || found) return;
    found = true;
    file.ondata = (error, chunk, final) => {
      if (error) broken = true;
      if (error || size > ZIP_ENTRY_LIMIT) return;
      size += chunk.length;
      if (size > ZIP_ENTRY_LIMIT) return file.terminate();
      chunks.push(chunk);
      if (final) complete = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // UnzipInflate is synchronous: every entry has been read when push returns.
    unzip.push(body, true);
  } catch {
    broken = true;
  }
  if (size > ZIP_ENTRY_LIMIT)
    throw new DomainError('validation_failed', { fields: { file: `${name} es demasiado grande` } });
  if (broken || (found && !complete)) {
    throw new DomainError('validation_failed', { fields: { file: 'El archivo ZIP está dañado' } });
  }
  if (found) return Buffer.concat(chunks);
  return workbook ? 'xlsx' : undefined;
}

function csvText(body: Uint8Array): string[][] {
  let text = new TextDecoder('utf-8').decode(body);
  if (text.includes('\uFFFD')) text = new TextDecoder('windows-1252').decode(body);
  if (text.includes('\u0000')) {
    throw new DomainError('validation_failed', { fields: { file: 'El archivo no es un CSV de texto' } });
  }
  return parseDelimited(text);
}

/** A cell as text: numbers as written (a phone typed as a number loses no digits), dates as YYYY-MM-DD. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  return String(value);
}

/**
 * The rows of an uploaded file (docs/privacy.md#importing-patients): CSV (UTF-8, or Windows-1252
 * as older Excel writes it; any of , ; or tab), XLSX (first sheet), or a Recepta export ZIP
 * (its `exportEntry` CSV). XLSX is read by
 * read-excel-file, which takes the values the file stores and never evaluates a formula. A file
 * that is neither is refused with unsupported_media_type; a broken XLSX with validation_failed.
 */
export async function readTable(body: Buffer, contentType: string, exportEntry?: string): Promise<string[][]> {
  const isZip = body.length > 4 && body[0] === 0x50 && body[1] === 0x4b;
  const zipLike =
    ZIP_TYPES.some((type) => contentType.startsWith(type)) || contentType.startsWith('application/octet-stream');
  // A Recepta export: the CSV this import reads is taken from it.
  if (isZip && exportEntry && zipLike) {
    const entry = zipEntry(body, exportEntry);
    if (entry instanceof Uint8Array) return csvText(entry);
    if (entry === undefined) {
      throw new DomainError('validation_failed', { fields: { file: `El ZIP no contiene ${exportEntry}` } });
    }
  }
  if (contentType.startsWith(XLSX_TYPE) || (zipLike && isZip)) {
    // Loaded on the first spreadsheet, not at start: importing it cost about a tenth of a cold
    // start (docs/benchmarks.md#production-build), and most servers never read one.
    const { readSheet } = await import('read-excel-file/node');
    try {
      const rows = await readSheet(body);
      return rows.map((row) => row.map(cellText)).filter((row) => row.some((cell) => cell.trim() !== ''));
    } catch {
      throw new DomainError('validation_failed', { fields: { file: 'El archivo Excel está dañado o no es .xlsx' } });
    }
  }
  if (
    contentType.startsWith('text/csv') ||
    contentType.startsWith('text/plain') ||
    contentType.startsWith('application/octet-stream')
  ) {
    if (isZip) throw new DomainError('validation_failed', { fields: { file: 'Envía el archivo Excel como .xlsx' } });
    return csvText(body);
  }
  throw new DomainError('unsupported_media_type');
}
