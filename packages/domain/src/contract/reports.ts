import { orgQuery } from '../schemas/building-blocks.ts';
import {
  reportAppointmentsQuery,
  reportAppointmentsWire,
  reportSummaryQuery,
  reportSummaryWire,
} from '../schemas/reports.ts';
import { weeklyReportSettingInput, weeklyReportSettingWire } from '../schemas/weekly-report.ts';
import { defineRoute } from './route.ts';

/** The reports (docs/api.md#reports); server: modules/reports/. */
export const reportApi = {
  summary: defineRoute({
    method: 'GET',
    path: '/api/reports/summary',
    query: reportSummaryQuery,
    answer: reportSummaryWire,
  }),
  /** The appointments behind one figure, 100 at a time. */
  appointments: defineRoute({
    method: 'GET',
    path: '/api/reports/appointments',
    query: reportAppointmentsQuery,
    answer: reportAppointmentsWire,
  }),
  /** The signed-in member's weekly report by mail (docs/api.md#weekly-report). */
  weeklyMail: defineRoute({
    method: 'GET',
    path: '/api/reports/weekly-mail',
    query: orgQuery,
    answer: weeklyReportSettingWire,
  }),
  setWeeklyMail: defineRoute({
    method: 'PUT',
    path: '/api/reports/weekly-mail',
    query: orgQuery,
    body: weeklyReportSettingInput,
    answer: weeklyReportSettingWire,
  }),
};
