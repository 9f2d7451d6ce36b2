import { WHOLE_CLINIC_FEED_LABEL } from '@recepta/domain';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type CalendarFeed, useCalendarFeeds, useRevokeCalendarFeed } from '../../api/calendar-feeds.ts';
import { formatDate } from '../../lib/format-date.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** The organisation's live calendar links (never their URLs), each with a revoke that asks first. */
export function CalendarFeedList({ orgId }: { orgId: string }) {
  const feeds = useCalendarFeeds(orgId);
  const revoke = useRevokeCalendarFeed(orgId);
  const [toRevoke, setToRevoke] = useState<CalendarFeed | null>(null);

  function confirmRevoke() {
    if (!toRevoke) return;
    revoke.mutate(toRevoke.id, {
      onSuccess: () => toast.success('Enlace de calendario revocado'),
      onError: () => toast.error('Error al revocar el enlace de calendario'),
      onSettled: () => setToRevoke(null),
    });
  }

  if (feeds.isPending) {
    return (
      <div className="flex justify-center py-6 text-slate-500">
        <Spinner />
      </div>
    );
  }
  if (feeds.isError) return <Alert variant="error">Error al cargar los enlaces de calendario</Alert>;
  if (feeds.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
        Todavía no hay enlaces de calendario.
      </p>
    );
  }

  return (
    <>
      <ul
        aria-label="Enlaces de calendario"
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      >
        {feeds.data.map((feed) => (
          <li key={feed.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="text-sm font-medium break-words text-slate-900 dark:text-slate-100">{feed.name}</p>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
                <span>{feed.resourceName ?? WHOLE_CLINIC_FEED_LABEL}</span>
                <span>Creado el {formatDate(feed.createdAt)}</span>
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950/40 dark:hover:text-red-300"
              aria-label={`Revocar el enlace ${feed.name}`}
              onClick={() => setToRevoke(feed)}
            >
              <Trash2 className="size-4" aria-hidden />
              Revocar
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => !open && setToRevoke(null)}
        title={`¿Revocar el enlace «${toRevoke?.name ?? ''}»?`}
        description="El enlace dejará de funcionar de inmediato: los calendarios suscritos ya no recibirán cambios. Esta acción no se puede deshacer."
        confirmLabel="Revocar"
        pendingLabel="Revocando..."
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </>
  );
}
