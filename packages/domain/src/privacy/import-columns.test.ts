import { describe, expect, it } from 'vitest';
import { currentConsents } from './consent.ts';
import { detectDelimiter, inertText, mapColumns, parseDelimited } from './import-columns.ts';

describe('mapColumns', () => {
  it('reads Spanish headers with or without accents', () => {
    expect(mapColumns(['Nombre', 'Teléfono', 'Correo', 'Notas'])).toEqual({ name: 0, phone: 1, email: 2, notes: 3 });
    expect(mapColumns(['NOMBRE', 'celular', 'Móvil'])).toEqual({ name: 0, phone: 1 });
  });
  it('reads Google Contacts’ export', () => {
    const headers = [
      'First Name',
      'Middle Name',
      'Last Name',
      'E-mail 1 - Value',
      'Phone 1 - Label',
      'Phone 1 - Value',
      'Notes',
    ];
    expect(mapColumns(headers)).toEqual({ firstName: 0, lastName: 2, email: 3, phone: 5, notes: 6 });
  });
  it('leaves unknown headers out', () => {
    expect(mapColumns(['x', 'y'])).toEqual({});
  });
});

describe('inertText', () => {
  it('prefixes what a spreadsheet would run', () => {
    expect(inertText('=HYPERLINK("http://x","y")')).toBe('\'=HYPERLINK("http://x","y")');
    expect(inertText('+1+1')).toBe("'+1+1");
    expect(inertText('-2')).toBe("'-2");
    expect(inertText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(inertText('  Ana  ')).toBe('Ana');
  });
});

describe('parseDelimited', () => {
  it('detects the separator', () => {
    expect(detectDelimiter('nombre;telefono\nAna;1')).toBe(';');
    expect(detectDelimiter('nombre,telefono')).toBe(',');
    expect(detectDelimiter('nombre\ttelefono')).toBe('\t');
  });
  it('reads quotes, doubled quotes, line breaks in fields, a BOM and CRLF; drops blank lines', () => {
    const text = '\uFEFFnombre,notas\r\n"Rojas, Ana","dice ""hola""\nadiós"\r\n\r\nLuis,\n';
    expect(parseDelimited(text)).toEqual([
      ['nombre', 'notas'],
      ['Rojas, Ana', 'dice "hola"\nadiós'],
      ['Luis', ''],
    ]);
  });
});

describe('currentConsents', () => {
  it('takes the latest event per purpose', () => {
    expect(
      currentConsents([
        { purpose: 'marketing', granted: true, at: '2026-01-01T00:00:00Z' },
        { purpose: 'marketing', granted: false, at: '2026-02-01T00:00:00Z' },
        { purpose: 'service', granted: true, at: '2026-01-01T00:00:00Z' },
      ]),
    ).toEqual({ marketing: false, service: true });
  });
});
