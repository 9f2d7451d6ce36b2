import { DomainError, parseDelimited } from '@recepta/domain';
import { readSheet } from 'read-excel-file/node';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell as text: numbers as written (a phone typed as a number loses no digits), dates as YYYY-MM-DD. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  return String(value);
}

/**
 * The rows of an uploaded file (docs/privacy.md#importing-patients): CSV (UTF-8, or Windows-1252
 * as older Excel writes it; any of , ; or tab) or XLSX, first sheet. XLSX is read by
 * read-excel-file, which takes the values the file stores and never evaluates a formula. A file
 * that is neither is refused with unsupported_media_type; a broken XLSX with validation_failed.
 */
export async function readTable(body: Buffer, contentType: string): Promise<string[][]> {
  const isZip = body.length > 4 && body[0] === 0x50 && body[1] === 0x4b;
  if (contentType.startsWith(XLSX_TYPE) || (contentType.startsWith('application/octet-stream') && isZip)) {
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
    let text = new TextDecoder('utf-8').decode(body);
    if (text.includes('\uFFFD')) text = new TextDecoder('windows-1252').decode(body);
    if (text.includes('\u0000')) {
      throw new DomainError('validation_failed', { fields: { file: 'El archivo no es un CSV de texto' } });
    }
    return parseDelimited(text);
  }
  throw new DomainError('unsupported_media_type');
}
