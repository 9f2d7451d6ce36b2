import { clsx } from 'clsx';
import { Pencil, Trash2 } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, focusRing } from '../button.tsx';
import { listFrame } from '../list-states.tsx';

/** What a screen shows of one row; the list lays every screen's rows out alike. */
export interface RowContent {
  /** A colour chip or an icon on the left. */
  leading?: ReactNode;
  title: ReactNode;
  /** Small marks beside the title (e.g. 'Inactivo'). */
  badges?: ReactNode;
  /** The second line, its parts separated by dots; empty parts are left out. */
  details?: ReactNode[];
}

interface CatalogListProps<T extends { id: string }> {
  /** The list's accessible name ('Servicios'). */
  label: string;
  items: readonly T[];
  /** The row's name, for the buttons' accessible names ('Editar Limpieza dental'). */
  itemName: (item: T) => string;
  renderRow: (item: T) => RowContent;
  /** A row that opens a page instead of its form; Editar is then shown on phones too. */
  rowHref?: ((item: T) => string) | undefined;
  /** Absent for a role that may only read: no Editar, no Eliminar, and a row opens nothing. */
  onEdit?: ((item: T) => void) | undefined;
  onDelete?: ((item: T) => void) | undefined;
  /** The row being edited is replaced by its form, where the user clicked. */
  editingId?: string | undefined;
  renderEditForm?: (item: T) => ReactNode;
}

/**
 * Catalogue screens (docs/product.md#catalogue-screens): every row opens its edit form when clicked, and has Editar and Eliminar.
 * Editar is hidden on phones, where the row itself is the obvious target and a hint says so.
 */
export function CatalogList<T extends { id: string }>(props: CatalogListProps<T>) {
  const { label, items, itemName, renderRow, rowHref, onEdit, onDelete, editingId, renderEditForm } = props;
  return (
    <div className="space-y-2">
      {!rowHref && onEdit && (
        <p className="text-sm text-slate-600 sm:hidden dark:text-slate-400">Toca la fila que quieres editar</p>
      )}
      <ul aria-label={label} className={listFrame}>
        {items.map((item) =>
          item.id === editingId && renderEditForm ? (
            <li key={item.id} className="bg-slate-50 p-3 sm:p-4 dark:bg-slate-950/40">
              {renderEditForm(item)}
            </li>
          ) : (
            <li
              key={item.id}
              className="flex items-center gap-1 pr-2 transition-colors hover:bg-slate-50 sm:gap-2 sm:pr-4 dark:hover:bg-slate-800/40"
            >
              {rowHref ? (
                <RowLink content={renderRow(item)} to={rowHref(item)} />
              ) : onEdit ? (
                <RowButton content={renderRow(item)} onClick={() => onEdit(item)} />
              ) : (
                <div className={rowStaticClasses}>
                  <RowText content={renderRow(item)} />
                </div>
              )}
              {onEdit && (
                <Button
                  variant="ghost"
                  size="sm"
                  className={rowHref ? 'max-sm:px-2.5' : 'max-sm:hidden'}
                  aria-label={`Editar ${itemName(item)}`}
                  onClick={() => onEdit(item)}
                >
                  <Pencil className="size-4" aria-hidden />
                  <span className="max-sm:sr-only">Editar</span>
                </Button>
              )}
              {/* An icon alone on phones, where the row is narrow; its name says what it deletes. */}
              {onDelete && (
                <Button
                  variant="ghost"
                  size="sm"
                  className={deleteClasses}
                  aria-label={`Eliminar ${itemName(item)}`}
                  onClick={() => onDelete(item)}
                >
                  <Trash2 className="size-4" aria-hidden />
                  <span className="max-sm:sr-only">Eliminar</span>
                </Button>
              )}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

const deleteClasses =
  'text-red-700 hover:bg-red-50 hover:text-red-800 max-sm:px-2.5 dark:text-red-400 dark:hover:bg-red-950/40 dark:hover:text-red-300';

const rowClasses = clsx(
  'flex min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-lg py-3.5 pl-4 text-left sm:gap-4 sm:pl-5',
  focusRing,
);

const rowStaticClasses = 'flex min-w-0 flex-1 items-center gap-3 py-3.5 pl-4 sm:gap-4 sm:pl-5';

function RowButton({ content, onClick }: { content: RowContent; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={rowClasses}>
      <RowText content={content} />
    </button>
  );
}

function RowLink({ content, to }: { content: RowContent; to: string }) {
  return (
    <Link to={to} className={rowClasses}>
      <RowText content={content} />
    </Link>
  );
}

function RowText({ content }: { content: RowContent }) {
  const { leading, title, badges } = content;
  const details = content.details?.filter(
    (part) => part !== null && part !== undefined && part !== false && part !== '',
  );
  return (
    <>
      {leading && <span className="shrink-0">{leading}</span>}
      <span className="block min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium break-words text-slate-900 dark:text-slate-100">{title}</span>
          {badges}
        </span>
        {details && details.length > 0 && (
          // One part a line on phones, where a wrapped dot would dangle; dotted in one line above.
          <span className="mt-0.5 flex flex-col text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-1.5 dark:text-slate-400">
            {details.map((part, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence per screen.
              <Fragment key={i}>
                {i > 0 && (
                  <span aria-hidden className="text-slate-400 max-sm:hidden dark:text-slate-600">
                    ·
                  </span>
                )}
                <span className="break-words">{part}</span>
              </Fragment>
            ))}
          </span>
        )}
      </span>
    </>
  );
}
