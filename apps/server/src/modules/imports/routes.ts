import {
  type AppointmentColumnsInput,
  applyImportPreset,
  appointmentColumnsInput,
  appointmentImportQuery,
  appointmentImportResultWire,
  customerImportQuery,
  DomainError,
  importApi,
  importResultWire,
  orgExportFiles,
} from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { orgActor, orgScoped } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { rowId } from '../catalog/crud-routes.ts';
import { importAppointments } from './import-appointments.ts';
import { importCustomers } from './import-customers.ts';
import { readTable, XLSX_TYPE, ZIP_TYPES } from './read-table.ts';
import { undoImport } from './undo-import.ts';

const tags = ['imports'];
/** An uploaded spreadsheet may be larger than the 1 MiB of JSON bodies: 20,000 patients fit in this. */
const FILE_LIMIT = 8 * 1024 * 1024;

/** The clinic's column choices, sent as JSON in the query; a malformed one is the client's mistake (400). */
function chosenColumns(text: string | undefined): AppointmentColumnsInput {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DomainError('validation_failed', { fields: { columns: 'Columnas inválidas' } });
  }
  const parsed = appointmentColumnsInput.safeParse(value);
  if (!parsed.success) throw new DomainError('validation_failed', { fields: { columns: 'Columnas inválidas' } });
  return parsed.data;
}

/** Bringing patients and appointments in (docs/api.md#importing-patients): the file is the body, as CSV, XLSX or a Recepta ZIP. */
export function importRoutes(deps: { db: Db; auth: Auth; now: () => Date }) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      // Only inside this scope: the file arrives as bytes, whatever spreadsheets call their type.
      scoped.addContentTypeParser(
        ['text/csv', 'text/plain', XLSX_TYPE, ...ZIP_TYPES, 'application/octet-stream'],
        { parseAs: 'buffer', bodyLimit: FILE_LIMIT },
        (_request, body, done) => done(null, body),
      );
      const s = scoped.withTypeProvider<ZodTypeProvider>();
      s.post(
        '/imports/customers',
        {
          config: { usersOnly: true, access: 'patients.write' },
          bodyLimit: FILE_LIMIT,
          schema: {
            tags,
            summary:
              'Import patients from a CSV or XLSX file, or a Recepta export ZIP (the body); dryRun=true (default) only counts',
            description:
              'Columns are found by their header (nombre, teléfono, celular, correo, notas…); preset=google reads Google Contacts’ export. ' +
              'Phones are read as of the organisation’s country. Cells starting with = + - @ are kept as text.',
            querystring: customerImportQuery,
            response: { 200: importResultWire, 201: importResultWire, ...errorAnswers('privacy') },
          },
        },
        async (request, reply) => {
          const body = request.body;
          if (!Buffer.isBuffer(body) || body.length === 0) throw new DomainError('unsupported_media_type');
          const table = applyImportPreset(
            request.query.preset,
            await readTable(body, request.headers['content-type'] ?? '', orgExportFiles.patients),
          );
          const { orgId, actor } = orgActor(request);
          const dryRun = request.query.dryRun === 'true';
          const result = await importCustomers(db, orgId, table, {
            dryRun,
            createdBy: actor.kind === 'staff' ? actor.userId : null,
            now: now(),
          });
          return reply.status(dryRun || !result.id ? 200 : 201).send(result);
        },
      );
      s.post(
        '/imports/appointments',
        {
          config: { usersOnly: true, access: 'agenda.write' },
          bodyLimit: FILE_LIMIT,
          schema: {
            tags,
            summary:
              'Import future appointments from a CSV or XLSX file, or a Recepta export ZIP (the body); dryRun=true (default) only checks',
            description:
              'Columns: fecha, hora, servicio, profesional, paciente, teléfono (found by header, or chosen in `columns`). ' +
              'Each row is checked like a booking: unknown service or professional, outside opening hours, blocks, overlaps.',
            querystring: appointmentImportQuery,
            response: {
              200: appointmentImportResultWire,
              201: appointmentImportResultWire,
              ...errorAnswers('privacy'),
            },
          },
        },
        async (request, reply) => {
          const body = request.body;
          if (!Buffer.isBuffer(body) || body.length === 0) throw new DomainError('unsupported_media_type');
          const chosen = chosenColumns(request.query.columns);
          const table = await readTable(body, request.headers['content-type'] ?? '', orgExportFiles.appointments);
          const { orgId, actor } = orgActor(request);
          const dryRun = request.query.dryRun === 'true';
          const result = await importAppointments(db, orgId, table, {
            dryRun,
            createdBy: actor.kind === 'staff' ? actor.userId : null,
            now: now(),
            chosen,
          });
          return reply.status(dryRun || !result.id ? 200 : 201).send(result);
        },
      );
      contractRoute(
        scoped,
        importApi.undo,
        {
          config: { usersOnly: true, access: 'patients.write' },
          tags,
          summary: 'Undo an import within 24 hours: the patients and appointments it created are deleted',
          errors: 'privacy',
        },
        async (request) => undoImport(db, request.orgId, rowId(request.params.id), now()),
      );
    });
  };
}
