import { type Config, defaultConfig, formatReminderOffset, incrementOptions, themeModes } from '@recepta/domain';
import { Monitor, Moon, Sun } from 'lucide-react';
import { type Path, type PathValue, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useSaveConfig } from '../../api/config.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { setSavedThemeMode, type ThemeMode } from '../../app/theme.ts';
import { formatMinutes } from '../../lib/format-minutes.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import { type ConfigDraft, draftOf, hoursProblems, inputOf } from './config-draft.ts';
import { MinutesChips } from './minutes-chips.tsx';
import { ReminderTemplates } from './reminder-templates.tsx';
import { useThemePreview } from './use-theme-preview.ts';
import { WeeklyHoursEditor } from './weekly-hours-editor.tsx';

const themeLabels: Record<ThemeMode, { label: string; icon: typeof Sun }> = {
  auto: { label: 'Automático', icon: Monitor },
  light: { label: 'Claro', icon: Sun },
  dark: { label: 'Oscuro', icon: Moon },
};

const themeOptions = themeModes.map((mode) => {
  const { label, icon: Icon } = themeLabels[mode];
  return {
    value: mode,
    label: (
      <span className="flex items-center gap-1.5">
        <Icon className="size-4 max-sm:hidden" aria-hidden />
        {label}
      </span>
    ),
  };
});

const incrementChoices = incrementOptions.map((n) => ({ value: String(n) as '15' | '30', label: `${n} minutos` }));

const ONE_DAY = 24 * 60;

/** The configuration screen (docs/product.md#configuration): hours, increment, durations, reminders and theme, saved together. */
export function ConfigForm({ config }: { config: Config }) {
  const org = useCurrentOrg();
  const save = useSaveConfig(org.id);
  // react-hook-form holds the draft like every other form; its parts are composite editors, so
  // each is set whole (setValue) and the domain's hours rule decides whether it can be saved.
  const form = useForm<ConfigDraft>({ defaultValues: draftOf(config) });
  const draft = form.watch();
  const dirty = form.formState.isDirty;
  const problems = hoursProblems(draft);
  const hoursInvalid = problems.week.length > 0 || problems.byDay.some((p) => p.length > 0);
  useThemePreview(draft.themeMode);

  const set = <K extends Path<ConfigDraft>>(key: K, value: PathValue<ConfigDraft, K>) =>
    form.setValue(key, value, { shouldDirty: true });

  const onSubmit = form.handleSubmit((values) => {
    if (hoursInvalid) {
      toast.error('Revisa el horario de atención');
      return;
    }
    return save.mutateAsync(inputOf(values, config.palette)).then(
      (answer) => {
        // The server's normalised answer (e.g. 08:00–18:00 after a close before the open) is what shows.
        form.reset(draftOf(answer));
        setSavedThemeMode(answer.themeMode);
        toast.success('Configuración guardada');
      },
      () => toast.error('Error al guardar configuración'),
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="lg:col-span-2">
          <CardHeader
            title="Horario de atención"
            description="Las citas solo se agendan dentro de este horario. Marca los días que no atiendes como cerrados."
          />
          <CardContent className="space-y-4">
            <WeeklyHoursEditor
              value={draft.weeklyHours}
              increment={draft.increment}
              onChange={(weeklyHours) => set('weeklyHours', weeklyHours)}
              problems={problems.byDay}
              invalidRanges={problems.ranges}
            />
            {problems.week.map((message) => (
              <Alert key={message} variant="error">
                {message}
              </Alert>
            ))}
          </CardContent>
        </Card>

        <Card>
          <CardHeader title="Apariencia" description="Se aplica a todas las personas de tu organización." />
          <CardContent>
            <Segmented
              legend="Tema"
              options={themeOptions}
              value={draft.themeMode}
              inputProps={{ name: 'themeMode', onChange: (e) => set('themeMode', e.target.value as ThemeMode) }}
            />
            <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
              Automático sigue el modo claro u oscuro del dispositivo.
            </p>
          </CardContent>
        </Card>

        <Card>
          <CardHeader title="Agenda" description="Cómo se divide el día y qué duraciones puede tener una cita." />
          <CardContent className="space-y-6">
            <Segmented
              legend="Intervalo de la agenda"
              options={incrementChoices}
              value={String(draft.increment) as '15' | '30'}
              inputProps={{ name: 'increment', onChange: (e) => set('increment', Number(e.target.value) as 15 | 30) }}
            />
            <MinutesChips
              label="Duraciones permitidas"
              inputLabel="Nueva duración en minutos"
              values={draft.allowedDurations}
              onChange={(values) => set('allowedDurations', values)}
              format={formatMinutes}
              max={ONE_DAY}
              emptyText={`Sin duraciones: se usarán ${defaultConfig.allowedDurations.join(', ')} min.`}
              placeholder="Ej.: 90"
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader
            title="Recordatorios"
            description="Cuánto antes de cada cita se envía un recordatorio por WhatsApp."
          />
          <CardContent>
            <MinutesChips
              label="Frecuencias de recordatorio"
              inputLabel="Nuevo recordatorio"
              values={draft.reminderFrequencies}
              onChange={(values) => set('reminderFrequencies', values)}
              format={formatReminderOffset}
              max={7 * ONE_DAY}
              units={['h', 'min']}
              emptyText="Sin recordatorios automáticos."
              placeholder="Ej.: 48"
            />
            <ReminderTemplates
              orgId={org.id}
              frequencies={draft.reminderFrequencies}
              value={draft.reminderTemplates ?? []}
              onChange={(value) => set('reminderTemplates', value)}
            />
          </CardContent>
        </Card>
      </div>

      <div className="flex flex-wrap items-center justify-end gap-3">
        {dirty && <span className="text-sm text-slate-600 dark:text-slate-400">Tienes cambios sin guardar.</span>}
        <Button variant="secondary" disabled={!dirty || save.isPending} onClick={() => form.reset()}>
          Descartar cambios
        </Button>
        <Button type="submit" disabled={!dirty} loading={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar'}
        </Button>
      </div>
    </form>
  );
}
