import { formatHHMM, instantToZoned } from '@recepta/domain';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../ui/dialog.tsx';
import { blockWho, hatch } from '../grid/block-overlay.tsx';
import type { AgendaBlock } from '../model/block-layout.ts';
import { shortDate } from '../model/week-label.ts';

/** 'Todos los días 12:00–13:00', or the start and end of a one-off block in the agenda's zone. */
function blockTimes(block: AgendaBlock, tz: string): { label: string; value: string }[] {
  const b = block.domain;
  if (b.kind === 'daily') return [{ label: 'Horario', value: `Todos los días ${b.startTime}–${b.endTime}` }];
  const at = (instant: number) => {
    const z = instantToZoned(instant, tz);
    return `${shortDate(z.date)} · ${formatHHMM(z.minutes)}`;
  };
  return [
    { label: 'Inicio', value: at(b.start) },
    // An all-day block ends at 23:59:59.999: its last minute reads better than the next midnight.
    { label: 'Fin', value: at(b.end) },
  ];
}

/** A block's details (docs/product.md#agenda-blocks) with 'Editar', which opens it on the blocks screen and comes back here. */
export function BlockDialog({ block, tz, onClose }: { block: AgendaBlock | null; tz: string; onClose(): void }) {
  return (
    <Dialog open={block !== null} onOpenChange={(next) => !next && onClose()}>
      {block && (
        <DialogContent title={block.wire.reason} description="Bloqueo de horario">
          <div
            aria-hidden
            className="mt-4 h-2 rounded-full"
            style={{ backgroundImage: hatch(block.wire.backgroundColor) }}
          />
          <dl className="mt-4 grid grid-cols-[7rem_1fr] gap-x-4 gap-y-3 text-sm">
            <dt className="text-slate-500 dark:text-slate-400">Motivo</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-100">{block.wire.reason}</dd>
            {blockTimes(block, tz).map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-slate-500 dark:text-slate-400">{row.label}</dt>
                <dd className="font-medium text-slate-900 tabular-nums dark:text-slate-100">{row.value}</dd>
              </div>
            ))}
            <dt className="text-slate-500 dark:text-slate-400">Aplica a</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-100">{blockWho(block)}</dd>
          </dl>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cerrar</Button>
            </DialogClose>
            <Link
              to={`/admin/blocks?blockId=${encodeURIComponent(block.wire.id)}&from=agenda`}
              className={buttonClasses()}
            >
              <Pencil className="size-4" aria-hidden />
              Editar
            </Link>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
