import type { ReportDrillFigure } from '@recepta/domain';
import { Card, CardHeader } from '../../ui/card.tsx';
import { FigureButton } from './figure-button.tsx';
import { formatAmount, formatCount, formatRate } from './report-format.ts';

export interface BreakdownRow {
  id: string;
  name: string;
  color?: string;
  appointments: number;
  confirmed: number;
  noShows: number;
  noShowRate: number | null;
  expectedRevenue: number;
}

interface BreakdownTableProps {
  title: string;
  /** The first column's header: 'Profesional' or 'Servicio'. */
  nameHeader: string;
  rows: BreakdownRow[];
  currency: string;
  onDrill: (row: BreakdownRow, figure: ReportDrillFigure) => void;
}

/** The period's figures per professional or per service; each count opens its appointments. */
export function BreakdownTable({ title, nameHeader, rows, currency, onDrill }: BreakdownTableProps) {
  const cell = 'px-2 py-2.5 text-right tabular-nums whitespace-nowrap @xl:px-3';
  // Headers may wrap ('Ingresos / esperados'), so the table fits a phone without scrolling.
  const head = 'px-2 py-2 text-right align-bottom font-medium @xl:px-3';
  return (
    <Card className="min-w-0">
      <CardHeader title={title} />
      {rows.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600 sm:px-6 dark:text-slate-400">Sin citas en este periodo.</p>
      ) : (
        <div className="mt-3 overflow-x-auto pb-2">
          <table className="w-full text-sm">
            <thead className="text-xs text-slate-600 dark:text-slate-300">
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <th scope="col" className="py-2 pr-3 pl-5 text-left font-medium sm:pl-6">
                  {nameHeader}
                </th>
                <th scope="col" className={head}>
                  Citas
                </th>
                <th scope="col" className={`${head} hidden @xl:table-cell`}>
                  Confirmadas
                </th>
                <th scope="col" className={head}>
                  No asistieron
                </th>
                <th scope="col" className={`${head} pr-5 sm:pr-6`}>
                  Ingresos esperados
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="py-2.5 pr-2 pl-5 text-left font-medium sm:pl-6 @xl:pr-3">
                    <span className="flex items-center gap-2">
                      {row.color && (
                        <span
                          aria-hidden
                          className="size-2.5 shrink-0 rounded-full"
                          style={{ backgroundColor: row.color }}
                        />
                      )}
                      <span className="min-w-0 break-words">{row.name}</span>
                    </span>
                  </th>
                  <td className={cell}>
                    <FigureButton
                      onClick={() => onDrill(row, 'appointments')}
                      label={`${row.name}: ${row.appointments} citas`}
                    >
                      {formatCount(row.appointments)}
                    </FigureButton>
                  </td>
                  <td className={`${cell} hidden @xl:table-cell`}>
                    <FigureButton
                      onClick={() => onDrill(row, 'confirmed')}
                      label={`${row.name}: ${row.confirmed} confirmadas`}
                    >
                      {formatCount(row.confirmed)}
                    </FigureButton>
                  </td>
                  <td className={cell}>
                    <FigureButton
                      onClick={() => onDrill(row, 'noShows')}
                      label={`${row.name}: ${row.noShows} no asistieron`}
                    >
                      {formatCount(row.noShows)}
                    </FigureButton>
                    <span className="ml-1 hidden text-xs text-slate-500 @xl:inline dark:text-slate-400">
                      ({formatRate(row.noShowRate)})
                    </span>
                  </td>
                  <td className={`${cell} pr-5 sm:pr-6`}>
                    <FigureButton
                      onClick={() => onDrill(row, 'expectedRevenue')}
                      label={`${row.name}: ${formatAmount(row.expectedRevenue, currency)} esperados`}
                    >
                      {formatAmount(row.expectedRevenue, currency)}
                    </FigureButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
