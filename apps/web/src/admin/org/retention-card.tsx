import type { RetentionWire } from '@recepta/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { refusalMessage } from '../../api/client.ts';
import type { MeOrg } from '../../api/me.ts';
import { useRetention, useUpdateRetention } from '../../api/privacy.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';

const number = new Intl.NumberFormat('es');
const plural = (n: number, one: string, many: string) => `${number.format(n)} ${n === 1 ? one : many}`;
const dateTime = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeStyle: 'short' });

/** "1.240 mensajes, 3 contactos sin citas y 1 enlace de calendario", or undefined when nothing. */
function countsText(c: RetentionWire['preview']): string | undefined {
  const parts = [
    c.messages > 0 && plural(c.messages, 'mensaje', 'mensajes'),
    c.leads > 0 && plural(c.leads, 'contacto sin citas', 'contactos sin citas'),
    c.feeds > 0 && plural(c.feeds, 'enlace de calendario', 'enlaces de calendario'),
  ].filter((p): p is string => Boolean(p));
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
}

type MonthsKey = 'messageMonths' | 'leadMonths' | 'feedMonths';
const rows: { key: MonthsKey; label: string }[] = [
  { key: 'messageMonths', label: 'Mensajes, después de (meses)' },
  { key: 'leadMonths', label: 'Contactos que nunca agendaron, después de (meses)' },
  { key: 'feedMonths', label: 'Enlaces de calendario sin uso, después de (meses)' },
];

/**
 * 'Conservación de datos' (docs/privacy.md#retention): how long messages, leads and unused calendar
 * links are kept, with what tonight's run would delete shown before the clinic turns it on.
 */
export function RetentionCard({ org }: { org: MeOrg }) {
  const retention = useRetention(org.id);
  if (retention.isError) return <Alert variant="error">No se pudo cargar la conservación de datos</Alert>;
  if (!retention.data) return null;
  return <RetentionForm key={org.id} org={org} saved={retention.data} />;
}

function RetentionForm({ org, saved }: { org: MeOrg; saved: RetentionWire }) {
  const save = useUpdateRetention(org.id);
  const [enabled, setEnabled] = useState(saved.enabled);
  const [months, setMonths] = useState<Record<MonthsKey, string>>({
    messageMonths: saved.messageMonths?.toString() ?? '',
    leadMonths: saved.leadMonths?.toString() ?? '',
    feedMonths: saved.feedMonths?.toString() ?? '',
  });
  const toNumber = (v: string) => (v.trim() === '' ? null : Number(v));
  const submit = () =>
    save.mutate(
      {
        enabled,
        messageMonths: toNumber(months.messageMonths),
        leadMonths: toNumber(months.leadMonths),
        feedMonths: toNumber(months.feedMonths),
      },
      {
        onSuccess: (answer) =>
          toast.success(answer.enabled ? 'Conservación activada: se aplica cada noche' : 'Conservación guardada'),
        onError: (error) => toast.error(refusalMessage(error) ?? 'No se pudo guardar'),
      },
    );
  const preview = countsText(saved.preview);
  return (
    <Card>
      <CardHeader
        title="Conservación de datos"
        description="Cada noche se borra lo que ya no hace falta guardar. Las citas y lo que la ley obliga a conservar no se borran."
      />
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-3">
          {rows.map((row) => (
            <Field key={row.key} label={row.label} hint={`Si lo dejas vacío: ${saved.defaults[row.key]}`}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  placeholder={String(saved.defaults[row.key])}
                  value={months[row.key]}
                  onChange={(e) => setMonths({ ...months, [row.key]: e.target.value.replace(/\D/g, '') })}
                />
              )}
            </Field>
          ))}
        </div>
        <Alert variant={preview ? 'info' : 'success'}>
          {preview
            ? `${saved.enabled ? 'Esta noche se borrarán' : 'Si la activas, esta noche se borrarían'} ${preview}.`
            : 'Con lo guardado, esta noche no habría nada que borrar.'}
        </Alert>
        {saved.lastRun && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Última vez: {dateTime.format(new Date(saved.lastRun.at))} —{' '}
            {countsText(saved.lastRun.counts) ?? 'no había nada que borrar'}.
          </p>
        )}
        <label className="flex items-center gap-3 text-sm font-medium text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={enabled}
            onChange={(e) => setEnabled(e.target.checked)}
          />
          Borrar cada noche lo que pasó estos plazos
        </label>
      </CardContent>
      <CardFooter className="flex justify-end">
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar conservación'}
        </Button>
      </CardFooter>
    </Card>
  );
}
