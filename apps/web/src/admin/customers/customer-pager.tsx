import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../ui/button.tsx';

const count = new Intl.NumberFormat('es');

interface CustomerPagerProps {
  offset: number;
  shown: number;
  total: number;
  pageSize: number;
  onOffsetChange: (offset: number) => void;
}

/** 'Mostrando 51–100 de 10.001' with Anterior and Siguiente. */
export function CustomerPager({ offset, shown, total, pageSize, onOffsetChange }: CustomerPagerProps) {
  if (total === 0) return null;
  const first = offset + 1;
  const last = offset + shown;
  return (
    <nav aria-label="Páginas de clientes" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400" aria-live="polite">
        Mostrando {count.format(first)}–{count.format(last)} de {count.format(total)}
      </p>
      {/* One page needs no paging buttons, only the count. */}
      {total > pageSize && (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={offset === 0}
            onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
          >
            <ChevronLeft className="size-4" aria-hidden />
            Anterior
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={offset + pageSize >= total}
            onClick={() => onOffsetChange(offset + pageSize)}
          >
            Siguiente
            <ChevronRight className="size-4" aria-hidden />
          </Button>
        </div>
      )}
    </nav>
  );
}
