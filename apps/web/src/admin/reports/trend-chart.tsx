/**
 * The chart over time: stacked bars of the period's appointments by status. Chart.js lives only
 * in this module, which the Reports screen loads with React.lazy, so no other screen (and not the
 * landing) downloads it (docs/benchmarks.md#reports). Only the parts used are registered, so the
 * rest of the library is left out of the bundle.
 */
import type { ReportGrouping, ReportSummary } from '@recepta/domain';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useDarkClass } from '../../lib/use-dark-class.ts';
import { periodLabel } from './report-format.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** The statuses as the badges colour them (ui/appointment-status.ts), at shades readable in both themes. */
const stacks = [
  { label: 'Confirmadas', light: '#059669', dark: '#34d399', pick: (s: Row) => s.confirmed },
  {
    label: 'Pendientes',
    light: '#d97706',
    dark: '#fbbf24',
    pick: (s: Row) => s.appointments - s.confirmed - s.cancelled - s.noShows,
  },
  { label: 'No asistieron', light: '#e11d48', dark: '#fb7185', pick: (s: Row) => s.noShows },
  { label: 'Canceladas', light: '#94a3b8', dark: '#64748b', pick: (s: Row) => s.cancelled },
] as const;

type Row = ReportSummary['series'][number];

interface TrendChartProps {
  series: Row[];
  groupBy: ReportGrouping;
  /** A bar was clicked: the index of its period. */
  onPick: (index: number) => void;
}

export default function TrendChart({ series, groupBy, onPick }: TrendChartProps) {
  const dark = useDarkClass();
  const text = dark ? '#cbd5e1' : '#475569';
  const grid = dark ? '#1e293b' : '#e2e8f0';
  return (
    <div className="relative h-64 w-full min-w-0 overflow-hidden sm:h-72">
      <Bar
        // The numbers are in the table beside it; the canvas itself is decoration for screen readers.
        aria-hidden
        data={{
          labels: series.map((s) => periodLabel(s.period, groupBy)),
          datasets: stacks.map((stack) => ({
            label: stack.label,
            data: series.map(stack.pick),
            backgroundColor: dark ? stack.dark : stack.light,
            borderRadius: 3,
            maxBarThickness: 36,
          })),
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'index', intersect: false },
          onClick: (_event, elements) => {
            const first = elements[0];
            if (first) onPick(first.index);
          },
          onHover: (event, elements) => {
            const target = event.native?.target as HTMLElement | undefined;
            if (target) target.style.cursor = elements.length > 0 ? 'pointer' : 'default';
          },
          plugins: {
            legend: { position: 'bottom', labels: { color: text, boxWidth: 12, boxHeight: 12 } },
            tooltip: { callbacks: { footer: () => 'Clic: ver las citas' } },
          },
          scales: {
            x: { stacked: true, ticks: { color: text, maxRotation: 0, autoSkipPadding: 8 }, grid: { display: false } },
            y: { stacked: true, beginAtZero: true, ticks: { color: text, precision: 0 }, grid: { color: grid } },
          },
        }}
      />
    </div>
  );
}
