import {
  countryForZone,
  DomainError,
  fieldMessages,
  type ImportResultWire,
  importFields,
  inertText,
  mapColumns,
  normalizePhone,
} from '@recepta/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerImports, customers } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { readOrgPrivacy } from '../privacy/privacy-country.ts';

/** Rows one import may hold: a clinic's whole list, not a bulk-load tool. */
export const MAX_IMPORT_ROWS = 20_000;
const PREVIEW_ROWS = 5;
const INSERT_CHUNK = 5000;
export const UNDO_MS = 24 * 3_600_000;

interface Candidate {
  row: number;
  name: string;
  phone: string;
  notes: string;
}

/**
 * POST /imports/customers (docs/privacy.md#importing-patients). Maps columns by header, reads
 * names and notes as inert text, normalises phones to E.164 by the organisation's country, reports
 * per-row errors and duplicates (a number already a patient, or repeated in the file: only its
 * first row is taken). A dry run counts; otherwise every new patient is inserted in one
 * transaction under one import, which DELETE /imports/{id} undoes for 24 hours.
 */
export async function importCustomers(
  db: Db,
  orgId: string,
  table: string[][],
  options: { dryRun: boolean; createdBy: string | null; now: Date },
): Promise<ImportResultWire> {
  const [headers = [], ...data] = table;
  if (data.length > MAX_IMPORT_ROWS) {
    throw new DomainError('validation_failed', {
      fields: { file: `El archivo tiene más de ${MAX_IMPORT_ROWS.toLocaleString('es')} filas` },
    });
  }
  const mapping = mapColumns(headers);
  const hasName = mapping.name !== undefined || mapping.firstName !== undefined;
  if (!hasName || mapping.phone === undefined) {
    const missing = [!hasName ? 'nombre' : '', mapping.phone === undefined ? 'teléfono' : ''].filter(Boolean);
    throw new DomainError('validation_failed', {
      fields: { file: `No se encontró la columna de ${missing.join(' ni de ')} en la primera fila` },
    });
  }
  const privacy = await readOrgPrivacy(db, orgId);
  const country = privacy.chosen && privacy.chosen !== 'default' ? privacy.chosen : countryForZone(privacy.zone);

  const existing = new Map<string, string>();
  for (const c of await db
    .select({ phone: customers.phone, name: customers.name })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), isNull(customers.archivedAt)))) {
    existing.set(c.phone, c.name);
  }

  const cell = (values: string[], index: number | undefined) =>
    index === undefined ? '' : (values[index] ?? '').trim();
  const errors: ImportResultWire['errors'] = [];
  const duplicates: ImportResultWire['duplicates'] = [];
  const preview: ImportResultWire['preview'] = [];
  const seen = new Set<string>();
  const take: Candidate[] = [];
  data.forEach((values, i) => {
    const row = i + 2; // the spreadsheet's own row number: the header is row 1
    const full = cell(values, mapping.name);
    const name = inertText(
      full || [cell(values, mapping.firstName), cell(values, mapping.lastName)].filter(Boolean).join(' '),
    );
    const rawPhone = cell(values, mapping.phone);
    const email = inertText(cell(values, mapping.email));
    const notes = [inertText(cell(values, mapping.notes)), email ? `Correo: ${email}` : ''].filter(Boolean).join('\n');
    if (preview.length < PREVIEW_ROWS) preview.push({ row, name, phone: rawPhone, email, notes });
    let ok = true;
    if (!name) {
      errors.push({ row, field: 'name', message: 'Falta el nombre' });
      ok = false;
    } else if (name.length > 120) {
      errors.push({ row, field: 'name', message: 'Máximo 120 caracteres' });
      ok = false;
    }
    const phone = rawPhone ? normalizePhone(rawPhone, country) : undefined;
    if (!phone) {
      errors.push({ row, field: 'phone', message: rawPhone ? fieldMessages.invalidPhone : 'Falta el teléfono' });
      ok = false;
    }
    if (notes.length > 2000) {
      errors.push({ row, field: 'notes', message: 'Máximo 2000 caracteres' });
      ok = false;
    }
    if (!ok || !phone) return;
    if (existing.has(phone) || seen.has(phone)) {
      duplicates.push({ row, phone, name, existing: existing.has(phone) });
      return;
    }
    seen.add(phone);
    take.push({ row, name, phone, notes });
  });

  const shownMapping: Record<string, string> = {};
  for (const field of importFields) {
    const index = mapping[field];
    if (index !== undefined) shownMapping[field] = headers[index] ?? '';
  }
  const result = {
    dryRun: options.dryRun,
    rows: data.length,
    created: take.length,
    duplicates,
    errors,
    mapping: shownMapping,
    preview,
  };
  if (options.dryRun || take.length === 0)
    return { ...result, id: null, undoUntil: null, created: options.dryRun ? take.length : 0 };

  const undoUntil = new Date(options.now.getTime() + UNDO_MS);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(customerImports)
      .values({ orgId, createdBy: options.createdBy, created: take.length, undoUntil, createdAt: options.now })
      .returning({ id: customerImports.id });
    // One JSON parameter per chunk, not 9 parameters a row: on PGlite each bound value costs.
    for (let i = 0; i < take.length; i += INSERT_CHUNK) {
      const chunk = take.slice(i, i + INSERT_CHUNK);
      const at = options.now.toISOString();
      await tx.execute(sql`insert into customers (org_id, name, phone, notes, import_id, created_at, updated_at)
        select ${orgId}::uuid, x.name, x.phone, x.notes, ${created!.id}::uuid, ${at}::timestamptz, ${at}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(chunk.map(({ name, phone, notes }) => ({ name, phone, notes })))}::jsonb)
          as x(name text, phone text, notes text)`);
    }
    await recordAudit(tx, {
      orgId,
      action: 'import.created',
      target: { kind: 'import', id: created!.id },
      changes: {
        created: { after: take.length },
        duplicates: { after: duplicates.length },
        errors: { after: errors.length },
      },
    });
    return created!.id;
  });
  return { ...result, id, undoUntil: undoUntil.toISOString() };
}
