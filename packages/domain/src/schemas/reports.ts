/**
 * Request and answer shapes of the reports API (docs/api.md#reports), shared by the server
 * (validation, OpenAPI) and the Reports screen (its types).
 */

import { MAX_REPORT_DAYS, reportGroupings } from '../reports/periods.ts';
import { appointmentStatuses } from '../scheduling/statuses.ts';
import { z } from '../zod.ts';
import { instant as isoInstant, orgQuery } from './building-blocks.ts';

const instant = isoInstant('Fecha y hora inválidas: usa ISO 8601 con zona, p. ej. 2026-11-01T00:00:00-06:00');

/** [from, to) of a report: to after from, at most MAX_REPORT_DAYS long. */
const reportRange = orgQuery.extend({
  from: instant.describe('Inicio del periodo (incluido)').meta({ example: '2026-11-01T00:00:00-06:00' }),
  to: instant.describe('Fin del periodo (excluido)').meta({ example: '2026-12-01T00:00:00-06:00' }),
});

function checkedRange<T extends z.ZodType<{ from: string; to: string }>>(schema: T) {
  return (
    schema
      .refine((q) => Date.parse(q.to) > Date.parse(q.from), {
        path: ['to'],
        message: 'La fecha final debe ser posterior a la inicial',
      })
      // Whole local days: a DST change may add an hour.
      .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= MAX_REPORT_DAYS * 86_400_000 + 3_600_000, {
        path: ['to'],
        message: `El periodo no puede superar ${MAX_REPORT_DAYS} días`,
      })
  );
}

export const reportSummaryQuery = checkedRange(
  reportRange.extend({
    groupBy: z
      .enum(reportGroupings, { error: 'Agrupación inválida: usa day, week o month' })
      .default('day')
      .describe('Barras del gráfico: por día, semana (lunes) o mes, en la zona de la organización'),
  }),
);
export type ReportSummaryQuery = z.infer<typeof reportSummaryQuery>;

export const reportExportQuery = checkedRange(reportRange);
export type ReportExportQuery = z.infer<typeof reportExportQuery>;

/** The figures a drill-down lists the appointments of (docs/product.md#report-figures). */
export const reportDrillFigures = [
  'appointments',
  'confirmed',
  'cancelled',
  'noShows',
  'attended',
  'expectedRevenue',
  'attendedRevenue',
  'bookedByAssistant',
  'bookedByStaff',
] as const;
export type ReportDrillFigure = (typeof reportDrillFigures)[number];

/** One page of a drill-down. */
export const REPORT_DRILL_PAGE = 100;

export const reportAppointmentsQuery = checkedRange(
  reportRange.extend({
    figure: z
      .enum(reportDrillFigures, { error: 'Cifra inválida' })
      .default('appointments')
      .describe('Qué citas listar: las de esa cifra'),
    resourceId: z.uuid('Profesional inválido').optional(),
    serviceId: z.uuid('Servicio inválido').optional(),
    offset: z.coerce
      .number({ error: 'Debe ser un número' })
      .int('Debe ser un número entero')
      .min(0, 'Mínimo 0')
      .max(1_000_000, 'Máximo 1000000')
      .default(0),
  }),
);
export type ReportAppointmentsQuery = z.infer<typeof reportAppointmentsQuery>;

const appointmentFigures = {
  appointments: z.number().describe('Citas que empiezan en el periodo, en cualquier estado'),
  confirmed: z.number().describe('Con estado CONFIRMED'),
  confirmedRate: z.number().nullable().describe('confirmed / (appointments − cancelled); null sin citas'),
  cancelled: z.number(),
  noShows: z.number(),
  noShowRate: z.number().nullable().describe('noShows / (appointments − cancelled); null sin citas'),
  attended: z.number().describe('Pendientes o confirmadas que ya terminaron (no hay estado de asistencia)'),
  expectedRevenue: z
    .number()
    .describe('Precio de sus servicios, de las pendientes y confirmadas (atendidas incluidas)'),
  attendedRevenue: z.number().describe('Precio de sus servicios, de las atendidas'),
  bookedByAssistant: z.number().describe('Agendadas por el asistente de chat'),
  bookedByStaff: z.number().describe('Agendadas por el personal en el panel'),
  bookedByIntegration: z.number().describe('Agendadas por una integración con clave de API'),
};
const contactFigures = {
  leads: z.number().describe('Clientes nuevos creados en el periodo más conversaciones nuevas de otras personas'),
  remindersSent: z.number().describe('Recordatorios enviados (0 hasta que existan los recordatorios)'),
  remindersRead: z.number().describe('Recordatorios leídos (0 hasta que existan los recordatorios)'),
};

export const reportFiguresWire = z.object({ ...appointmentFigures, ...contactFigures });

/** What the waitlist recovered in the period (docs/product.md#waitlist): freed slots and their refill. */
export const refillFiguresWire = z.object({
  slotsFreed: z
    .number()
    .describe('Horarios liberados (cancelaciones, cambios, inasistencias, bloqueos quitados) ofrecidos'),
  refilled: z.number().describe('De ellos, tomados por un paciente de la lista de espera'),
  recoveredRevenue: z.number().describe('Precio de servicio de las citas recuperadas'),
  hoursToRefill: z.number().nullable().describe('Horas promedio desde que se liberó hasta que se tomó'),
  lateCancellations: z.number().describe('Cancelaciones a menos de 24 h del inicio'),
  noShowRateBaseline: z
    .number()
    .nullable()
    .describe('Tasa de inasistencia de las primeras cuatro semanas de la organización, para comparar'),
  recoveredByFollowUp: z
    .number()
    .describe('Citas agendadas por el asistente dentro de 7 días de una inasistencia del mismo paciente'),
});
export type RefillFiguresWire = z.infer<typeof refillFiguresWire>;

export const reportSummaryWire = z
  .object({
    currency: z.string().describe('ISO 4217 de los precios'),
    tz: z.string().describe('Zona de la organización (su primera sede): días, semanas y meses se cuentan en ella'),
    from: z.string(),
    to: z.string(),
    groupBy: z.enum(reportGroupings),
    totals: reportFiguresWire,
    previous: z.object({ from: z.string(), to: z.string(), totals: reportFiguresWire }),
    series: z.array(
      reportFiguresWire.extend({
        period: z.string().describe("'YYYY-MM-DD' del día o del lunes de la semana, o 'YYYY-MM' del mes"),
        from: z.string(),
        to: z.string(),
      }),
    ),
    byResource: z.array(
      z.object({ resourceId: z.string(), name: z.string(), color: z.string(), ...appointmentFigures }),
    ),
    byService: z.array(z.object({ serviceId: z.string(), name: z.string(), ...appointmentFigures })),
    refill: refillFiguresWire,
  })
  .describe('Cifras del periodo y del periodo anterior de la misma duración');
export type ReportSummary = z.infer<typeof reportSummaryWire>;
export type ReportFiguresWire = z.infer<typeof reportFiguresWire>;

export const reportAppointmentWire = z.object({
  id: z.string(),
  start: z.string().describe('En la zona de su sede'),
  status: z.enum(appointmentStatuses),
  price: z.number(),
  customer: z.object({ id: z.string(), name: z.string() }).nullable(),
  service: z.object({ id: z.string(), name: z.string() }),
  resource: z.object({ id: z.string(), name: z.string() }),
  location: z.object({ id: z.string(), name: z.string(), tz: z.string() }),
});
export type ReportAppointment = z.infer<typeof reportAppointmentWire>;

export const reportAppointmentsWire = z.object({
  items: z.array(reportAppointmentWire),
  total: z.number().describe('Cuántas citas tiene la cifra en total (la página trae a lo sumo 100)'),
  currency: z.string(),
});
export type ReportAppointments = z.infer<typeof reportAppointmentsWire>;
