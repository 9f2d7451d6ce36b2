import { zodResolver } from '@hookform/resolvers/zod';
import { type RefillSettingsInput, refillSettingsInput } from '@recepta/domain';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useRefillSettings, useSaveRefillSettings } from '../../api/refill.ts';
import { setServerFieldErrors } from '../../lib/server-field-errors.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';

const fields = ['waveSize', 'holdMin', 'maxChain', 'minNoticeMin', 'autoNoShowAfterMin'] as const;

/** What the automatic no-show starts at when it is switched on: half an hour after the end. */
const AUTO_NO_SHOW_DEFAULT_MIN = 30;

/**
 * 'Lista de espera y horarios liberados' (docs/product.md#refill-settings): whether a freed slot is
 * offered to the waitlist, in waves of how many, how long each wave waits, how many move-ups in a
 * row, the notice under which nothing is offered, and the automatic no-show (off by default). Its
 * own form and save, beside the configuration's.
 */
export function RefillCard({ orgId }: { orgId: string }) {
  const settings = useRefillSettings(orgId);
  return (
    <Card>
      <CardHeader
        title="Lista de espera y horarios liberados"
        description="Cuando se libera un horario, Recepta se lo ofrece por WhatsApp a los pacientes en lista de espera, por rondas."
      />
      <CardContent>
        {settings.isError && <Alert variant="error">No pudimos cargar esta configuración. Recarga la página.</Alert>}
        {settings.data && <RefillForm orgId={orgId} settings={settings.data} />}
      </CardContent>
    </Card>
  );
}

function RefillForm({ orgId, settings }: { orgId: string; settings: RefillSettingsInput }) {
  const save = useSaveRefillSettings(orgId);
  const form = useForm<RefillSettingsInput>({
    resolver: zodResolver(refillSettingsInput),
    mode: 'onTouched',
    defaultValues: settings,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const enabled = form.watch('enabled');
  const autoNoShow = form.watch('autoNoShowAfterMin');
  const number = { valueAsNumber: true } as const;

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      (answer) => {
        form.reset(answer);
        toast.success('Lista de espera guardada');
      },
      (error: unknown) => {
        setServerFieldErrors(form.setError, error, fields);
        toast.error('Error al guardar la lista de espera');
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        <input type="checkbox" className="size-4" {...form.register('enabled')} />
        Ofrecer los horarios liberados a la lista de espera
      </label>
      <fieldset disabled={!enabled} className="grid gap-4 disabled:opacity-60 sm:grid-cols-2">
        <Field label="Pacientes por ronda" error={errors.waveSize?.message} hint="A cuántos se ofrece a la vez.">
          {(p) => <Input {...p} type="number" min={1} max={10} {...form.register('waveSize', number)} />}
        </Field>
        <Field
          label="Espera entre rondas (minutos)"
          error={errors.holdMin?.message}
          hint="Si nadie responde, se ofrece a la ronda siguiente."
        >
          {(p) => <Input {...p} type="number" min={1} max={1440} {...form.register('holdMin', number)} />}
        </Field>
        <Field
          label="Adelantos seguidos"
          error={errors.maxChain?.message}
          hint="Quien adelanta su cita libera otro horario, que también se ofrece."
        >
          {(p) => <Input {...p} type="number" min={0} max={10} {...form.register('maxChain', number)} />}
        </Field>
        <Field
          label="Anticipación mínima (minutos)"
          error={errors.minNoticeMin?.message}
          hint="No se ofrece un horario que empieza antes."
        >
          {(p) => <Input {...p} type="number" min={0} {...form.register('minNoticeMin', number)} />}
        </Field>
      </fieldset>
      <div className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <label className="flex items-start gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            className="mt-0.5 size-4"
            checked={autoNoShow !== null}
            onChange={(e) =>
              form.setValue('autoNoShowAfterMin', e.target.checked ? AUTO_NO_SHOW_DEFAULT_MIN : null, {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
          />
          <span>
            Marcar inasistencia automáticamente
            <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
              Una cita pendiente o confirmada que nadie cerró pasa a «No asistió» después del fin, y el paciente recibe
              el mensaje para agendar otra.
            </span>
          </span>
        </label>
        {autoNoShow !== null && (
          <Field label="Minutos después del fin" error={errors.autoNoShowAfterMin?.message} className="sm:max-w-xs">
            {(p) => <Input {...p} type="number" min={0} max={1440} {...form.register('autoNoShowAfterMin', number)} />}
          </Field>
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={!isDirty} loading={isSubmitting}>
          {isSubmitting ? 'Guardando...' : 'Guardar lista de espera'}
        </Button>
      </div>
    </form>
  );
}
