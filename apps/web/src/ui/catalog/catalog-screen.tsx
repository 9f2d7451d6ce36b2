import { catalogAccess } from '@recepta/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useCan } from '../../api/permissions.ts';
import type { CatalogEntity } from '../../api/query-keys.ts';
import { Button } from '../button.tsx';
import { ListEmpty, ListError, ListSkeleton } from '../list-states.tsx';
import { PageHeader } from '../page-header.tsx';
import { CatalogList, type RowContent } from './catalog-list.tsx';
import { catalogTexts } from './catalog-texts.ts';
import { DeleteConfirm } from './delete-confirm.tsx';
import { type Editor, useEditor } from './use-editor.ts';

/** A list as a screen reads it: React Query's answer, or the same shape put together by hand. */
export interface ListSource<T> {
  data: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface CatalogScreenProps<T extends { id: string }> {
  entity: CatalogEntity;
  /** One line under the title saying what the screen is for. */
  intro?: ReactNode;
  list: ListSource<T>;
  itemName: (item: T) => string;
  renderRow: (item: T) => RowContent;
  /** The inline form: `item` null for a new row; `close` after save or cancel. */
  renderForm: (item: T | null, close: () => void) => ReactNode;
  remove: UseMutationResult<void, Error, string>;
  /** Held by the screen when it opens forms itself (blocks: ?blockId=). */
  editor?: Editor<T>;
  /** Above the list (the customers' search box). */
  toolbar?: ReactNode;
  /** Below the list (the customers' paging). */
  footer?: ReactNode;
  /** Replaces the empty state when a search found nothing. */
  noMatches?: ReactNode;
  /** Why the empty list is worth filling, under 'Aún no hay …'. */
  emptyHint?: string;
  /** When given, a row opens this page (the customer's file) instead of its edit form; Editar still edits. */
  rowHref?: (item: T) => string;
}

/**
 * One catalogue screen (docs/product.md#catalogue-screens): title and 'Agregar …', the inline form, the rows
 * with Editar and Eliminar, the delete confirmation, and the loading, error and empty states. The
 * five screens give it their rows and their form; everything else is here, once.
 */
export function CatalogScreen<T extends { id: string }>(props: CatalogScreenProps<T>) {
  const { entity, intro, list, itemName, renderRow, renderForm, remove, toolbar, footer, noMatches, emptyHint } = props;
  const texts = catalogTexts(entity);
  const ownEditor = useEditor<T>();
  const editor = props.editor ?? ownEditor;
  const { editing } = editor;
  const [toDelete, setToDelete] = useState<T | null>(null);
  const items = list.data;
  // A role that may only read (Recepción and Profesional on Servicios) sees the list, no Agregar,
  // Editar or Eliminar: the server would refuse them (403).
  const canWrite = useCan()(catalogAccess[entity].write);

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton />;
  else if (list.isError || !items) body = <ListError message={texts.loadError} onRetry={() => list.refetch()} />;
  else if (items.length === 0) {
    body =
      noMatches ??
      (editing?.mode === 'new' ? null : (
        <ListEmpty
          text={texts.empty}
          hint={canWrite ? emptyHint : undefined}
          addLabel={canWrite ? texts.add : undefined}
          onAdd={canWrite ? editor.add : undefined}
        />
      ));
  } else {
    body = (
      <CatalogList
        label={texts.title}
        items={items}
        itemName={itemName}
        renderRow={renderRow}
        rowHref={props.rowHref}
        onEdit={canWrite ? editor.edit : undefined}
        onDelete={canWrite ? setToDelete : undefined}
        editingId={editing?.mode === 'edit' ? editing.item.id : undefined}
        renderEditForm={(item) => renderForm(item, editor.close)}
      />
    );
  }

  return (
    <section className="mx-auto max-w-5xl">
      <PageHeader title={texts.title}>
        {canWrite && (
          <Button onClick={editor.add}>
            <Plus className="size-4" aria-hidden />
            {texts.add}
          </Button>
        )}
      </PageHeader>
      {intro && <p className="-mt-3 mb-6 max-w-2xl text-sm text-slate-600 dark:text-slate-400">{intro}</p>}
      <div className="space-y-4">
        {toolbar}
        {/* Forms start from what the list's screen loaded (zones, locations), so they wait for it. */}
        {canWrite && editing?.mode === 'new' && !list.isPending && renderForm(null, editor.close)}
        {body}
        {footer}
      </div>
      <DeleteConfirm
        texts={texts}
        target={toDelete && { id: toDelete.id, name: itemName(toDelete) }}
        onClose={() => setToDelete(null)}
        onDeleted={(id) => {
          if (editing?.mode === 'edit' && editing.item.id === id) editor.close();
        }}
        remove={remove}
      />
    </section>
  );
}
