import { Link } from 'react-router';
import { type ReportDrill, useReportAppointments } from '../../api/reports.ts';
import { formatWallTime } from '../../lib/format-date.ts';
import { appointmentStatusBadge } from '../../ui/appointment-status.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent } from '../../ui/dialog.tsx';
import { ListError } from '../../ui/list-states.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { drillTitles } from './figure-labels.ts';
import { formatAmount, formatCount } from './report-format.ts';

interface DrillDownDialogProps {
  orgId: string;
  drill: (ReportDrill & { context: string }) | null;
  onClose: () => void;
}

/**
 * The appointments behind a figure (docs/product.md#reports): date, patient (to their page),
 * service, professional, status and price, 100 at a time.
 */
export function DrillDownDialog({ orgId, drill, onClose }: DrillDownDialogProps) {
  const { context, ...query } = drill ?? { context: '' };
  const list = useReportAppointments(orgId, drill ? (query as ReportDrill) : null);
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total;
  const currency = pages[0]?.currency ?? 'USD';

  return (
    <Dialog open={drill !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={drill ? drillTitles[drill.figure] : ''}
        description={
          total === undefined ? context : `${context} · ${formatCount(total)} ${total === 1 ? 'cita' : 'citas'}`
        }
        className="max-w-3xl"
      >
        {list.isPending && drill ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : list.isError ? (
          <ListError
            message={`No se pudieron cargar las citas. ${list.error.message}`}
            onRetry={() => void list.refetch()}
          />
        ) : items.length === 0 ? (
          <p className="py-6 text-sm text-slate-600 dark:text-slate-400">No hay citas para esta cifra.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
            {items.map((a) => {
              const badge = appointmentStatusBadge(a.status);
              return (
                <li key={a.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 py-3">
                  <div className="min-w-0 space-y-0.5">
                    <p className="text-sm font-medium text-slate-900 tabular-nums dark:text-slate-50">
                      {formatWallTime(a.start, { year: true })}
                    </p>
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      {a.customer ? (
                        <Link
                          to={`/admin/customers/${a.customer.id}`}
                          className="font-medium text-brand-800 underline-offset-2 hover:underline dark:text-brand-100"
                        >
                          {a.customer.name}
                        </Link>
                      ) : (
                        <span className="text-slate-500 dark:text-slate-400">Sin paciente</span>
                      )}
                      {' · '}
                      {a.service.name}
                    </p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {a.resource.name} · {a.location.name}
                    </p>
                  </div>
                  <div className="flex flex-col items-end gap-1.5">
                    <span className="text-sm text-slate-700 tabular-nums dark:text-slate-300">
                      {formatAmount(a.price, currency)}
                    </span>
                    <Badge tone={badge.tone}>{badge.label}</Badge>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="mt-3 flex justify-center">
            <Button
              variant="secondary"
              size="sm"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Cargar más
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
