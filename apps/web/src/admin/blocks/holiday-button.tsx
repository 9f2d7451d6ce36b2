import { addDays, isDate } from '@recepta/domain';
import { CalendarOff } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { useCreateBlock } from '../../api/blocks.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { HOLIDAY_REASON, holidayBlockInput } from './block-form-values.ts';

/**
 * One click closes the whole organisation for a holiday (docs/product.md#blocks): an all-day block for
 * everyone named "Cerrado por feriado", on the date chosen (tomorrow to start with).
 */
export function HolidayButton({ orgId, tz, today }: { orgId: string; tz: string; today: string }) {
  const id = useId();
  const [date, setDate] = useState(() => addDays(today, 1));
  const create = useCreateBlock(orgId);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isDate(date)) {
      toast.error('Elige una fecha');
      return;
    }
    create.mutate(holidayBlockInput(date, tz), {
      onSuccess: () => toast.success(`${HOLIDAY_REASON}: ${date.split('-').reverse().join('/')}`),
      onError: () => toast.error('Error al guardar el feriado'),
    });
  }

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-xs dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="w-full sm:w-44">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
          Feriado
        </label>
        <Input id={id} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </div>
      <Button type="submit" variant="secondary" className="w-full sm:w-auto" loading={create.isPending}>
        <CalendarOff className="size-4" aria-hidden />
        {HOLIDAY_REASON}
      </Button>
      <p className="w-full text-xs text-slate-600 dark:text-slate-400">
        Cierra todo el día para toda la organización: no se agendan citas y la agenda lo muestra.
      </p>
    </form>
  );
}
