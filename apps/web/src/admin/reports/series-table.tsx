import type { ReportDrillFigure, ReportGrouping, ReportSummary } from '@recepta/domain';
import { clsx } from 'clsx';
import { FigureButton } from './figure-button.tsx';
import { formatAmount, formatCount, periodLabel } from './report-format.ts';

type Row = ReportSummary['series'][number];

interface SeriesTableProps {
  series: Row[];
  groupBy: ReportGrouping;
  currency: string;
  /** Shown to everyone, or kept for screen readers only (the chart shows the same numbers). */
  visible: boolean;
  onDrill: (row: Row, figure: ReportDrillFigure) => void;
}

/** The chart's numbers as a table: every period and its figures, each count opening its appointments. */
export function SeriesTable({ series, groupBy, currency, visible, onDrill }: SeriesTableProps) {
  const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';
  return (
    <div className={clsx(visible ? 'mt-4 max-h-96 overflow-auto' : 'sr-only')}>
      <table className="w-full text-sm">
        <caption className="sr-only">Cifras por periodo</caption>
        <thead className="sticky top-0 bg-white text-xs text-slate-600 dark:bg-slate-900 dark:text-slate-300">
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Periodo
            </th>
            <th scope="col" className={cell}>
              Citas
            </th>
            <th scope="col" className={cell}>
              Confirmadas
            </th>
            <th scope="col" className={cell}>
              No asistieron
            </th>
            <th scope="col" className={cell}>
              Canceladas
            </th>
            <th scope="col" className={cell}>
              Ingresos esperados
            </th>
            <th scope="col" className={cell}>
              Leads
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
          {series.map((row) => (
            <tr key={row.period}>
              <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                {periodLabel(row.period, groupBy)}
              </th>
              <td className={cell}>
                <FigureButton onClick={() => onDrill(row, 'appointments')}>
                  {formatCount(row.appointments)}
                </FigureButton>
              </td>
              <td className={cell}>
                <FigureButton onClick={() => onDrill(row, 'confirmed')}>{formatCount(row.confirmed)}</FigureButton>
              </td>
              <td className={cell}>
                <FigureButton onClick={() => onDrill(row, 'noShows')}>{formatCount(row.noShows)}</FigureButton>
              </td>
              <td className={cell}>
                <FigureButton onClick={() => onDrill(row, 'cancelled')}>{formatCount(row.cancelled)}</FigureButton>
              </td>
              <td className={cell}>
                <FigureButton onClick={() => onDrill(row, 'expectedRevenue')}>
                  {formatAmount(row.expectedRevenue, currency)}
                </FigureButton>
              </td>
              <td className={cell}>{formatCount(row.leads)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
