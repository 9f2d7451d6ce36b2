import { reportApi, reportExportQuery, z } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { orgScoped } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { exportAppointmentsCsv } from './export-appointments-csv.ts';
import { listReportAppointments } from './list-report-appointments.ts';
import { summarizeReport } from './summarize-report.ts';

const tags = ['reports'];

/** The Reports screen's reads (docs/api.md#reports), behind the org guard. */
export function reportRoutes(deps: { db: Db; auth: Auth; now: () => Date }) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      const s = scoped.withTypeProvider<ZodTypeProvider>();

      contractRoute(
        scoped,
        reportApi.summary,
        {
          config: { access: 'reports.money' },
          tags,
          summary: 'Figures of [from, to) by day, week or month, by professional and service, and of the period before',
          errors: 'read',
        },
        async (request) => summarizeReport(db, { orgId: request.orgId }, request.query, now()),
      );

      contractRoute(
        scoped,
        reportApi.appointments,
        {
          config: { access: 'reports.money' },
          tags,
          summary: 'The appointments behind one figure of a report, 100 at a time, earliest first',
          errors: 'read',
        },
        async (request) => listReportAppointments(db, { orgId: request.orgId }, request.query, now()),
      );

      s.get(
        '/reports/export.csv',
        {
          config: { access: 'reports.money' },
          schema: {
            tags,
            summary: 'One CSV row per appointment starting in [from, to) (UTF-8 with BOM, Spanish headers)',
            querystring: reportExportQuery,
            response: {
              200: { description: 'A CSV file (attachment)', content: { 'text/csv': { schema: z.string() } } },
              ...errorAnswers('read'),
            },
          },
        },
        async (request, reply) => {
          const csv = await exportAppointmentsCsv(db, { orgId: request.orgId }, request.query);
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${csv.fileName}"`)
            .send(csv.body);
        },
      );
    });
  };
}
