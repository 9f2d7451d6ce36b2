import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTemplates } from '../../api/templates.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TemplateEditor } from './template-editor.tsx';
import { TemplateList } from './template-list.tsx';
import { NEW_TEMPLATE, useTemplateSelection } from './use-template-selection.ts';

/**
 * /admin/plantillas (docs/product.md#templates): the list on the left, the editor on the right. On a
 * phone the list comes first and the editor opens full width with a back button.
 */
export default function TemplatesPage() {
  const org = useCurrentOrg();
  const templates = useTemplates(org.id);
  const { selected, select } = useTemplateSelection();
  const wide = useMediaQuery('(min-width: 1024px)');
  const [dirty, setDirty] = useState(false);
  // A selection waiting for "discard unsaved changes?" (undefined: nothing waiting).
  const [pending, setPending] = useState<string | null | undefined>(undefined);

  const list = templates.data ?? [];
  // On a wide screen the editor is always beside the list: with no template (or an unknown one) in
  // the URL, the first is shown. Derived here, not written to the URL by an effect: that write raced
  // a "Nueva plantilla" click made while the list loaded, and won.
  const known = selected === NEW_TEMPLATE || list.some((t) => t.id === selected);
  const shown = known ? selected : wide ? (list[0]?.id ?? null) : null;
  const current = list.find((t) => t.id === shown) ?? null;
  const creating = shown === NEW_TEMPLATE;
  const open = creating || current !== null;

  function go(id: string | null) {
    if (id === shown) return;
    if (dirty) setPending(id);
    else select(id);
  }

  function discardAndGo() {
    if (pending === undefined) return;
    setDirty(false);
    select(pending);
    setPending(undefined);
  }

  return (
    <section>
      <PageHeader title="Plantillas">
        <Button onClick={() => go(NEW_TEMPLATE)} disabled={creating}>
          <Plus className="size-4" aria-hidden />
          Nueva plantilla
        </Button>
      </PageHeader>
      {templates.isPending ? (
        <div className="flex justify-center py-16 text-slate-500 dark:text-slate-400">
          <Spinner />
        </div>
      ) : templates.isError ? (
        <Alert variant="error">Error al cargar plantillas</Alert>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <div className={clsx(open && 'max-lg:hidden')}>
            <TemplateList templates={list} selectedId={current?.id ?? null} onSelect={go} />
          </div>
          {open && (
            <TemplateEditor
              // A fresh form per template: switching never carries edits from one to another.
              key={current?.id ?? NEW_TEMPLATE}
              orgId={org.id}
              template={current}
              onCreated={(created) => select(created.id, { replace: true })}
              onDeleted={() => select(null, { replace: true })}
              onCancelNew={() => go(null)}
              onDirtyChange={setDirty}
              onBack={() => go(null)}
            />
          )}
        </div>
      )}
      <ConfirmDialog
        open={pending !== undefined}
        onOpenChange={(isOpen) => !isOpen && setPending(undefined)}
        title="¿Descartar los cambios?"
        description="Los cambios que no guardaste en esta plantilla se perderán."
        confirmLabel="Descartar"
        cancelLabel="Seguir editando"
        onConfirm={discardAndGo}
      />
    </section>
  );
}
