import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { Select } from '../../../ui/select.tsx';
import { longDate } from '../model/week-label.ts';

interface PrintChooserProps {
  open: boolean;
  days: readonly string[];
  /** Appointments per day, as the grid counts them. */
  counts: readonly number[];
  /** The day offered first: today when it is in the week, else Monday. */
  initial: number;
  onPrint(day: number): void;
  onClose(): void;
}

/**
 * The week grid shows seven days, so "Imprimir" asks which one (docs/product.md#printed-day),
 * today first. The day view prints its own day at once.
 */
export function PrintChooser({ open, days, counts, initial, onPrint, onClose }: PrintChooserProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && <ChooserBody days={days} counts={counts} initial={initial} onPrint={onPrint} onClose={onClose} />}
    </Dialog>
  );
}

function ChooserBody({ days, counts, initial, onPrint, onClose }: Omit<PrintChooserProps, 'open'>) {
  const [day, setDay] = useState(initial);
  return (
    <DialogContent title="Imprimir agenda del día" description="Una página por profesional, con sus citas del día.">
      <form
        className="mt-5"
        onSubmit={(event) => {
          event.preventDefault();
          onPrint(day);
        }}
      >
        <Field label="Día">
          {(control) => (
            <Select {...control} value={String(day)} onChange={(event) => setDay(Number(event.target.value))}>
              {days.map((date, index) => (
                <option key={date} value={String(index)}>
                  {`${longDate(date)} · ${counts[index] === 1 ? '1 cita' : `${counts[index] ?? 0} citas`}`}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" data-autofocus>
            Imprimir
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
