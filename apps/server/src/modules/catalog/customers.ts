import {
  type CustomerInput,
  type CustomerWire,
  catalogAccess,
  countryForZone,
  customerApi,
  type customerListQuery,
  DomainError,
  fieldMessages,
  normalizePhone,
} from '@recepta/domain';
import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { attendedBy } from '../../db/attended-by.ts';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import type { Viewer } from '../../http/org-scope.ts';
import { changedFieldsOnly, changesBetween, recordAudit } from '../audit/record-audit.ts';
import type { CrudSpec } from './crud-routes.ts';
import { appointmentsOf, refuseIfFutureAppointments } from './in-use.ts';
import { firstLocationZone } from './org-zone.ts';

const columns = {
  id: customers.id,
  orgId: customers.orgId,
  name: customers.name,
  phone: customers.phone,
  notes: customers.notes,
  createdAt: customers.createdAt,
  optedOutAt: customers.optedOutAt,
};

/** A row as the wire has it: instants as ISO strings, and whether automatic messages reach them. */
const toWire = <T extends { createdAt: Date; optedOutAt: Date | null }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  optedOut: row.optedOutAt !== null,
  optedOutAt: row.optedOutAt?.toISOString() ?? null,
});
const toWireOrNone = <T extends { createdAt: Date; optedOutAt: Date | null }>(row: T | undefined) =>
  row ? toWire(row) : undefined;

const live = (orgId: string) => and(eq(customers.orgId, orgId), isNull(customers.archivedAt));
const mine = (orgId: string, id: string) => and(eq(customers.id, id), live(orgId));

/** Patients the viewer may see: all of them, or a professional's own (db/attended-by.ts). */
const seenBy = (viewer: Viewer | undefined) =>
  viewer?.attendedBy ? attendedBy(viewer.attendedBy, customers.id) : undefined;

/** One live customer of this organisation as the API answers it (and the viewer may see), or undefined. */
export async function readCustomer(
  db: Db,
  orgId: string,
  id: string,
  viewer?: Viewer,
): Promise<CustomerWire | undefined> {
  return toWireOrNone(
    (
      await db
        .select(columns)
        .from(customers)
        .where(and(mine(orgId, id), seenBy(viewer)))
    )[0],
  );
}

/** LIKE wildcards typed by a user are literal characters, not patterns. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Numbers are kept in international form, reading local numbers as of the country of the
 * organisation's first location (a Costa Rican clinic types 8888 7777).
 */
async function values(db: Db, orgId: string, input: CustomerInput) {
  const phone = normalizePhone(input.phone, countryForZone(await firstLocationZone(db, orgId)));
  if (!phone) {
    throw new DomainError('validation_failed', { fields: { phone: fieldMessages.invalidPhone } });
  }
  // Notes left out of an update keep what was written (integrations that only know name and phone).
  return { name: input.name, phone, ...(input.notes === undefined ? {} : { notes: input.notes }) };
}

export function customersSpec(
  db: Db,
  now: () => Date,
): CrudSpec<CustomerInput, CustomerWire, z.infer<typeof customerListQuery>> {
  return {
    routes: customerApi,
    tag: 'customers',
    access: catalogAccess.customers,
    // Server-side search and paging: an org with 10,000 customers never sends them all to a page.
    list: async (orgId, query, viewer) => {
      let where: SQL | undefined = and(live(orgId), seenBy(viewer));
      if (query.q) {
        const pattern = `%${escapeLike(query.q)}%`;
        const digits = query.q.replace(/\D/g, '');
        where = and(
          where,
          or(ilike(customers.name, pattern), digits.length >= 3 ? ilike(customers.phone, `%${digits}%`) : undefined),
        );
      }
      const [items, [total]] = await Promise.all([
        db
          .select(columns)
          .from(customers)
          .where(where)
          .orderBy(asc(customers.name), asc(customers.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(customers).where(where),
      ]);
      return { items: items.map(toWire), total: Number(total?.n ?? 0) };
    },
    get: (orgId, id, viewer) => readCustomer(db, orgId, id, viewer),
    // Each change writes its audit row in its transaction; which fields changed, never their values
    // (a patient's name and phone are personal data, and the log cannot be erased).
    create: async (orgId, input) => {
      const fields = await values(db, orgId, input);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(customers)
          .values({ orgId, ...fields })
          .returning(columns);
        await recordAudit(tx, {
          orgId,
          action: 'patient.created',
          target: { kind: 'customer', id: row!.id },
          customerId: row!.id,
        });
        return toWire(row!);
      });
    },
    update: async (orgId, id, input) => {
      const fields = await values(db, orgId, input);
      return db.transaction(async (tx) => {
        const [before] = await tx.select(columns).from(customers).where(mine(orgId, id)).for('update');
        const [row] = await tx
          .update(customers)
          .set({ ...fields, updatedAt: now() })
          .where(mine(orgId, id))
          .returning(columns);
        if (before && row) {
          await recordAudit(tx, {
            orgId,
            action: 'patient.edited',
            target: { kind: 'customer', id },
            customerId: id,
            changes: changedFieldsOnly(
              changesBetween(before as Record<string, unknown>, row as Record<string, unknown>, [
                'name',
                'phone',
                'notes',
              ]),
            ),
          });
        }
        return toWireOrNone(row);
      });
    },
    remove: async (orgId, id) => {
      await refuseIfFutureAppointments(db, appointmentsOf(orgId, 'customerId', id), now(), 'este cliente');
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(customers)
          .set({ archivedAt: now() })
          .where(mine(orgId, id))
          .returning({ id: customers.id });
        if (rows.length === 0) return false;
        await recordAudit(tx, { orgId, action: 'patient.archived', target: { kind: 'customer', id }, customerId: id });
        return true;
      });
    },
  };
}
