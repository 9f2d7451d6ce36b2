import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

// Receptionists type 'maria' for 'María' and 'nunez' for 'Núñez': both sides of the comparison
// drop Spanish accents the same way, in SQL and here, so the match does not depend on the
// database's collation (PGlite and PostgreSQL differ there).
const ACCENTED = 'ÁÉÍÓÚÜÑáéíóúüñ';
const PLAIN = 'AEIOUUNaeiouun';

/** The column with Spanish accents removed, for ILIKE. */
export function folded(column: AnyColumn | SQL): SQL {
  return sql`translate(${column}, ${ACCENTED}, ${PLAIN})`;
}

/** `%text%` for ILIKE: accents removed as in folded(), and LIKE wildcards typed by a person made literal. */
export function containsPattern(text: string): string {
  let plain = '';
  for (const c of text) {
    const i = ACCENTED.indexOf(c);
    plain += i >= 0 ? PLAIN[i] : c;
  }
  return `%${plain.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
