import { type ReportDrillFigure, type ReportGrouping, reportApi } from '@recepta/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from './client.ts';
import { orgKey } from './query-keys.ts';

/** [from, to) of a report, as ISO instants with offset. */
export interface ReportRange {
  from: string;
  to: string;
}

/** GET /api/reports/summary (server: modules/reports/summarize-report.ts). */
export function useReportSummary(orgId: string, range: ReportRange | null, groupBy: ReportGrouping) {
  return useQuery({
    queryKey: orgKey(orgId, 'reports', 'summary', range?.from, range?.to, groupBy),
    queryFn: ({ signal }) =>
      // Asked only with a range (enabled below).
      callApi(reportApi.summary, { query: { orgId, ...range!, groupBy }, signal }),
    enabled: range !== null,
    // Switching periods keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** What a drill-down lists: one figure's appointments, maybe of one professional or service. */
export interface ReportDrill extends ReportRange {
  figure: ReportDrillFigure;
  resourceId?: string;
  serviceId?: string;
}

/** GET /api/reports/appointments, 100 at a time ("Cargar más" asks for the next page). */
export function useReportAppointments(orgId: string, drill: ReportDrill | null) {
  return useInfiniteQuery({
    queryKey: orgKey(orgId, 'reports', 'appointments', drill),
    queryFn: ({ signal, pageParam }) =>
      // Asked only with a drill (enabled below).
      callApi(reportApi.appointments, {
        query: { orgId, ...drill!, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    enabled: drill !== null,
  });
}

/** GET /api/reports/export.csv: a plain link, so the browser downloads it with the session cookie. */
export function reportExportUrl(orgId: string, range: ReportRange): string {
  const query = new URLSearchParams({ orgId, from: range.from, to: range.to });
  return `/api/reports/export.csv?${query}`;
}
