import { Pencil } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import type { GridGeometry } from './grid-geometry.ts';

/** A card smaller than this has no room for the pencil (its details have 'Editar', and 'e' works). */
const MIN_WIDTH = 44;
const MIN_HEIGHT = 22;

/**
 * The cards' pencil (docs/product.md#agenda-details-and-edit-panel: a pencil button edits): one for the whole grid, shown at the
 * top right of the card under the pointer or with the focus, instead of 2,000 buttons. Moved by
 * hand, without React, as the pointer goes from card to card.
 */
export function CardPencil({ geometry, onEdit }: { geometry: RefObject<GridGeometry>; onEdit(id: string): void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const current = useRef<string | null>(null);

  useEffect(() => {
    const body = geometry.current.body;
    const pencil = ref.current;
    if (!body || !pencil) return;
    const hide = () => {
      pencil.style.display = 'none';
      current.current = null;
    };
    const show = (card: HTMLElement | null) => {
      if (!card || card.dataset.lifted) return hide();
      const c = card.getBoundingClientRect();
      if (c.width < MIN_WIDTH || c.height < MIN_HEIGHT) return hide();
      const b = body.getBoundingClientRect();
      pencil.style.display = 'grid';
      pencil.style.top = `${c.top - b.top + 3}px`;
      pencil.style.left = `${c.right - b.left - 23}px`;
      pencil.setAttribute('aria-label', `Editar cita de ${card.dataset.title ?? ''}`);
      current.current = card.dataset.apptId ?? null;
    };
    const onOver = (e: PointerEvent) => {
      const target = e.target as HTMLElement;
      if (pencil.contains(target)) return;
      // A pressed button means a drag: the pencil stays out of its way.
      show(e.buttons === 0 ? target.closest<HTMLElement>('[data-card]') : null);
    };
    const onDown = (e: PointerEvent) => {
      if (!pencil.contains(e.target as Node)) hide();
    };
    const onFocus = (e: FocusEvent) => {
      const target = e.target as HTMLElement;
      // Pressing the pencil focuses it: it stays where it is. A card pressed by the pointer (a drag
      // may be starting) is focused too; only keyboard focus brings the pencil.
      if (pencil.contains(target) || !target.matches(':focus-visible')) return;
      show(target.closest<HTMLElement>('[data-card]'));
    };
    body.addEventListener('pointerover', onOver);
    body.addEventListener('pointerleave', hide);
    body.addEventListener('pointerdown', onDown);
    body.addEventListener('focusin', onFocus);
    return () => {
      body.removeEventListener('pointerover', onOver);
      body.removeEventListener('pointerleave', hide);
      body.removeEventListener('pointerdown', onDown);
      body.removeEventListener('focusin', onFocus);
    };
  }, [geometry]);

  return (
    <button
      ref={ref}
      type="button"
      tabIndex={-1}
      title="Editar (tecla E)"
      className="absolute z-[45] hidden size-5 place-items-center rounded bg-black/35 text-white shadow-sm hover:bg-black/55"
      onPointerDown={(e) => e.stopPropagation()}
      onClick={() => current.current && onEdit(current.current)}
    >
      <Pencil className="size-3" aria-hidden />
    </button>
  );
}
