import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** The words of one kind of revocable secret (an API key, a calendar link). */
export interface RevocableTexts {
  /** The list's accessible name: "Claves de API". */
  list: string;
  empty: string;
  loadFailed: string;
  revoked: string;
  revokeFailed: string;
  /** The revoke button's accessible name for one item: "Revocar la clave X". */
  revokeLabel(name: string): string;
  confirmTitle(name: string): string;
  confirmDescription: string;
}

interface RevocableListProps<T extends { id: string; name: string }> {
  query: UseQueryResult<T[]>;
  revoke: UseMutationResult<unknown, unknown, string>;
  texts: RevocableTexts;
  /** The line under an item's name (never its secret). */
  details(item: T): ReactNode;
}

/**
 * The organisation page's lists of secrets handed out — API keys, calendar links
 * (docs/product.md#organisation-setup): name and details, and a revoke that asks first and opens
 * on its safe action.
 */
export function RevocableList<T extends { id: string; name: string }>({
  query,
  revoke,
  texts,
  details,
}: RevocableListProps<T>) {
  const [toRevoke, setToRevoke] = useState<T | null>(null);

  function confirmRevoke() {
    if (!toRevoke) return;
    revoke.mutate(toRevoke.id, {
      onSuccess: () => toast.success(texts.revoked),
      onError: () => toast.error(texts.revokeFailed),
      onSettled: () => setToRevoke(null),
    });
  }

  if (query.isPending) {
    return (
      <div className="flex justify-center py-6 text-slate-500">
        <Spinner />
      </div>
    );
  }
  if (query.isError) return <Alert variant="error">{texts.loadFailed}</Alert>;
  if (query.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
        {texts.empty}
      </p>
    );
  }

  return (
    <>
      <ul
        aria-label={texts.list}
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      >
        {query.data.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="text-sm font-medium break-words text-slate-900 dark:text-slate-100">{item.name}</p>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
                {details(item)}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950/40 dark:hover:text-red-300"
              aria-label={texts.revokeLabel(item.name)}
              onClick={() => setToRevoke(item)}
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
        title={texts.confirmTitle(toRevoke?.name ?? '')}
        description={texts.confirmDescription}
        confirmLabel="Revocar"
        pendingLabel="Revocando..."
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </>
  );
}
