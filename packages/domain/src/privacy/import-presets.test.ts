import { describe, expect, it } from 'vitest';
import { mapColumns } from './import-columns.ts';
import { applyImportPreset } from './import-presets.ts';

// The header row of Google Contacts' "Google CSV" export (trimmed of the address and website columns).
const googleHeaders = [
  'First Name',
  'Middle Name',
  'Last Name',
  'Phonetic First Name',
  'Nickname',
  'File As',
  'Organization Name',
  'Birthday',
  'Notes',
  'Labels',
  'E-mail 1 - Label',
  'E-mail 1 - Value',
  'Phone 1 - Label',
  'Phone 1 - Value',
  'Phone 2 - Label',
  'Phone 2 - Value',
];

describe('applyImportPreset', () => {
  it('google: joins the name parts, takes a mobile first and the first of several values', () => {
    const table = applyImportPreset('google', [
      googleHeaders,
      [
        'María',
        'José',
        'Vega',
        '',
        '',
        '',
        '',
        '',
        'Alérgica',
        '* myContacts',
        '* Home',
        'mj@example.com',
        'Home',
        '2222 0000',
        'Mobile',
        '8888 1111 ::: 8888 2222',
      ],
      ['', '', '', '', 'Pepe', '', 'Taller Pepe', '', '', '', '', '', 'Work', '', 'Other', '8888 3333'],
      ['', '', '', '', '', '', 'Ferretería', '', '', '', '', 'a@b.c ::: d@e.f', '', '', '', ''],
    ]);
    expect(table).toEqual([
      ['Nombre', 'Teléfono', 'Correo', 'Notas'],
      ['María José Vega', '8888 1111', 'mj@example.com', 'Alérgica'],
      ['Pepe', '8888 3333', '', ''],
      ['Ferretería', '', 'a@b.c', ''],
    ]);
    expect(mapColumns(table[0]!)).toEqual({ name: 0, phone: 1, email: 2, notes: 3 });
  });

  it('google: reads the older export’s Given Name / Family Name / Phone N - Type', () => {
    const table = applyImportPreset('google', [
      ['Name', 'Given Name', 'Additional Name', 'Family Name', 'Notes', 'Phone 1 - Type', 'Phone 1 - Value'],
      ['Ana Rojas', 'Ana', '', 'Rojas', '', 'Mobile', '+506 8888 7777'],
    ]);
    expect(table[1]).toEqual(['Ana Rojas', '+506 8888 7777', '', '']);
  });

  it('generic: leaves the table as it came', () => {
    const input = [
      ['Nombre', 'Celular'],
      ['Ana', '8888 7777'],
    ];
    expect(applyImportPreset('generic', input)).toEqual(input);
  });
});
