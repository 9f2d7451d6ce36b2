import type { ReportDrillFigure, ReportSummary } from '@recepta/domain';
import { Download, Table2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useOrg } from '../../api/orgs.ts';
import { type ReportDrill, reportExportUrl, useReportSummary } from '../../api/reports.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';
import { ListError } from '../../ui/list-states.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { BreakdownTable } from './breakdown-table.tsx';
import { DrillDownDialog } from './drill-down-dialog.tsx';
import { HeadlineCards } from './headline-cards.tsx';
import { RangePicker } from './range-picker.tsx';
import { RefillCard } from './refill-card.tsx';
import { periodLabel, rangeLabel } from './report-format.ts';
import { SeriesTable } from './series-table.tsx';
import { useReportPeriod } from './use-report-period.ts';

// Chart.js comes with this chunk only, after the figures are on screen (docs/benchmarks.md#reports).
const TrendChart = lazy(() => import('./trend-chart.tsx'));

type OpenDrill = ReportDrill & { context: string };

/** One grey card per headline figure while the first answer comes. */
const placeholderKeys = Array.from({ length: 9 }, (_, i) => `figure-${i}`);

/** /admin/reports (docs/product.md#reports): the clinic's figures over a period, against the one before. */
export default function ReportsPage() {
  const org = useCurrentOrg();
  const orgDetails = useOrg(org.id).data;
  // Periods are cut in the organisation's zone; one without a location reads in UTC, as the server does.
  const tz = orgDetails ? (orgDetails.tz ?? 'UTC') : undefined;
  const [now] = useState(() => Date.now());
  const state = useReportPeriod(tz, now);
  const summary = useReportSummary(org.id, state.range, state.groupBy);
  const [drill, setDrill] = useState<OpenDrill | null>(null);
  const [showTable, setShowTable] = useState(false);
  const report = summary.data;
  const periodText = state.period ? rangeLabel(state.period.firstDate, state.period.lastDate) : '';

  const openDrill = (figure: ReportDrillFigure, part: Partial<OpenDrill> = {}) => {
    if (!state.range) return;
    setDrill({ ...state.range, figure, context: periodText, ...part });
  };
  const drillSeries = (row: ReportSummary['series'][number], figure: ReportDrillFigure) =>
    openDrill(figure, { from: row.from, to: row.to, context: periodLabel(row.period, state.groupBy) });

  return (
    <section className="@container space-y-6">
      <PageHeader title="Reportes">
        {state.range && (
          <a href={reportExportUrl(org.id, state.range)} download className={buttonClasses({ variant: 'secondary' })}>
            <Download className="size-4" aria-hidden />
            Exportar CSV
          </a>
        )}
      </PageHeader>
      <RangePicker state={state} />
      {periodText && (
        <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          {periodText}
          {report && (
            <span className="text-slate-500 dark:text-slate-400">
              {' '}
              · comparado con {rangeLabel(report.previous.from.slice(0, 10), previousLastDate(report))}
            </span>
          )}
        </p>
      )}

      {summary.isError ? (
        <ListError
          message={`No se pudieron cargar los reportes. ${summary.error.message}`}
          onRetry={() => void summary.refetch()}
        />
      ) : !report ? (
        <div aria-busy="true" className="grid grid-cols-2 gap-3 sm:gap-4 @3xl:grid-cols-3">
          <span role="status" className="sr-only">
            Cargando…
          </span>
          {placeholderKeys.map((key) => (
            <div
              key={key}
              className="h-32 animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none dark:bg-slate-800"
            />
          ))}
        </div>
      ) : (
        <>
          <HeadlineCards
            totals={report.totals}
            previous={report.previous.totals}
            currency={report.currency}
            onDrill={(figure) => openDrill(figure)}
          />
          <RefillCard refill={report.refill} noShowRate={report.totals.noShowRate} currency={report.currency} />
          <Card>
            <CardHeader
              title="Citas en el tiempo"
              description="Por estado. Haz clic en una barra para ver sus citas."
              actions={
                <Button variant="ghost" size="sm" aria-pressed={showTable} onClick={() => setShowTable((v) => !v)}>
                  <Table2 className="size-4" aria-hidden />
                  {showTable ? 'Ocultar tabla' : 'Ver tabla'}
                </Button>
              }
            />
            <CardContent>
              <Suspense
                fallback={<div className="h-64 animate-pulse rounded-xl bg-slate-100 sm:h-72 dark:bg-slate-800" />}
              >
                <TrendChart
                  series={report.series}
                  groupBy={report.groupBy}
                  onPick={(index) => {
                    const row = report.series[index];
                    if (row) drillSeries(row, 'appointments');
                  }}
                />
              </Suspense>
              <SeriesTable
                series={report.series}
                groupBy={report.groupBy}
                currency={report.currency}
                visible={showTable}
                onDrill={drillSeries}
              />
            </CardContent>
          </Card>
          <div className="grid gap-4 @6xl:grid-cols-2">
            <BreakdownTable
              title="Por profesional"
              nameHeader="Profesional"
              rows={report.byResource.map((r) => ({ ...r, id: r.resourceId }))}
              currency={report.currency}
              onDrill={(row, figure) =>
                openDrill(figure, { resourceId: row.id, context: `${row.name} · ${periodText}` })
              }
            />
            <BreakdownTable
              title="Por servicio"
              nameHeader="Servicio"
              rows={report.byService.map((s) => ({ ...s, id: s.serviceId }))}
              currency={report.currency}
              onDrill={(row, figure) =>
                openDrill(figure, { serviceId: row.id, context: `${row.name} · ${periodText}` })
              }
            />
          </div>
        </>
      )}
      <DrillDownDialog orgId={org.id} drill={drill} onClose={() => setDrill(null)} />
    </section>
  );
}

/** The previous period's last day: the day before its end, read from the wall date of the wire. */
function previousLastDate(report: ReportSummary): string {
  const [y, m, d] = report.previous.to.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}
