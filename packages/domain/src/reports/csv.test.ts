import { describe, expect, it } from 'vitest';
import { csvLine, parseCsv, reportCsvFileName, UTF8_BOM } from './csv.ts';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and reads them back', () => {
    const rows = [
      ['Fecha', 'Paciente', 'Nota'],
      ['2026-11-24', 'Pérez, Ana', 'dijo "hola"\nadiós'],
      ['2026-11-25', 'Ñandú', ''],
    ];
    const text = UTF8_BOM + rows.map(csvLine).join('');
    expect(text).toContain('"Pérez, Ana","dijo ""hola""\nadiós"');
    expect(parseCsv(text)).toEqual(rows);
  });

  it('keeps a spreadsheet from running a cell as a formula, but leaves phones and numbers alone', () => {
    expect(csvLine(['=HYPERLINK("x")', '@SUM(A1)', '+50688887777', '-12.5', '+A1', 25000.5])).toBe(
      `"'=HYPERLINK(""x"")",'@SUM(A1),+50688887777,-12.5,'+A1,25000.5\r\n`,
    );
  });

  it('names the file by the days it covers', () => {
    expect(reportCsvFileName('2026-11-01', '2026-11-30')).toBe('citas-2026-11-01-al-2026-11-30.csv');
  });
});
