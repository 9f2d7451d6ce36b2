import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CampaignPreview,
  campaignInput,
  campaignParam,
  campaignParams,
  countryForZone,
  defaultCampaignParams,
  fillTemplate,
  formatPhoneForPeople,
  PATIENT_NAME_TOKEN,
  templateVariables,
  z,
  zonedToInstant,
} from '@recepta/domain';
import { Send, Users } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useCreateCampaign, usePreviewCampaign } from '../../api/campaigns.ts';
import { isApiError } from '../../api/client.ts';
import { useOrg } from '../../api/orgs.ts';
import { useTemplates } from '../../api/templates.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { CampaignConfirm, type CampaignToConfirm } from './campaign-confirm.tsx';

/**
 * The form as typed: the domain's campaign input (the same rules and Spanish messages as the API),
 * with the moment as the clinic's wall time ('YYYY-MM-DDTHH:MM') when scheduled.
 */
const formSchema = campaignInput
  .omit({ sendAt: true })
  .extend({
    params: z.array(campaignParam),
    when: z.enum(['now', 'later']),
    sendAt: z.string(),
  })
  .refine((v) => v.when === 'now' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v.sendAt), {
    path: ['sendAt'],
    message: 'Elige el día y la hora',
  });
type FormValues = z.infer<typeof formSchema>;

const EXAMPLE_PATIENT = 'María Pérez';

/** "Nueva campaña": template, audience, values, a preview of who receives it, then send now or later. */
export function CampaignForm({ orgId }: { orgId: string }) {
  const templates = useTemplates(orgId);
  const org = useOrg(orgId).data;
  const tz = org?.tz ?? 'America/Costa_Rica';
  const preview = usePreviewCampaign(orgId);
  const create = useCreateCampaign(orgId);
  const [audience, setAudience] = useState<CampaignPreview | null>(null);
  // What the confirmation shows; the campaign is created only from there.
  const [toConfirm, setToConfirm] = useState<(CampaignToConfirm & { values: FormValues }) | null>(null);
  const marketing = (templates.data ?? []).filter((t) => t.category === 'Marketing' && t.status === 'ready');
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: { name: '', templateId: '', inactiveDays: 90, params: [], when: 'now', sendAt: '' },
  });
  const { errors } = form.formState;
  const [templateId, params, when, inactiveDays] = useWatch({
    control: form.control,
    name: ['templateId', 'params', 'when', 'inactiveDays'],
  });
  const template = marketing.find((t) => t.id === templateId);
  const variables = template ? templateVariables(template.text) : [];

  const chooseTemplate = (id: string) => {
    const chosen = marketing.find((t) => t.id === id);
    // {{1}} is usually the patient's name, and "en {{2}}" the clinic: offered filled in.
    form.setValue('params', chosen ? defaultCampaignParams(chosen.text, org?.name ?? '') : []);
    setAudience(null);
  };

  const showAudience = async () => {
    if (!(await form.trigger(['templateId', 'inactiveDays']))) return;
    preview.mutate(
      { templateId, inactiveDays },
      {
        onSuccess: setAudience,
        onError: (error) => toast.error(isApiError(error) ? error.message : 'No se pudo calcular la audiencia'),
      },
    );
  };

  const sendAtOf = (values: FormValues) => {
    if (values.when !== 'later') return undefined;
    const [date = '', time = '00:00'] = values.sendAt.split('T');
    const [h = 0, m = 0] = time.split(':').map(Number);
    return new Date(zonedToInstant(date, h * 60 + m, tz));
  };

  // "Enviar campaña" asks first: the audience (counted again, it may have changed) and the message.
  const submit = form.handleSubmit(async (values) => {
    const chosen = marketing.find((t) => t.id === values.templateId);
    if (!chosen) return;
    const counted = await preview
      .mutateAsync({ templateId: values.templateId, inactiveDays: values.inactiveDays })
      .catch((error: unknown) => {
        toast.error(isApiError(error) ? error.message : 'No se pudo calcular la audiencia');
        return undefined;
      });
    if (!counted) return;
    setAudience(counted);
    const sendAt = sendAtOf(values);
    setToConfirm({
      values,
      templateText: chosen.text,
      params: values.params,
      audience: counted,
      ...(sendAt ? { sendAtText: sendAtFormat(tz).format(sendAt) } : {}),
    });
  });

  const send = (values: FormValues) => {
    const sendAt = sendAtOf(values)?.toISOString();
    create.mutate(
      {
        name: values.name,
        templateId: values.templateId,
        inactiveDays: values.inactiveDays,
        params: values.params,
        ...(sendAt ? { sendAt } : {}),
      },
      {
        onSuccess: (campaign) => {
          toast.success(
            sendAt
              ? `Campaña programada para ${campaign.targeted} pacientes`
              : `Campaña enviada a ${campaign.targeted} pacientes`,
          );
          form.reset();
          setAudience(null);
          setToConfirm(null);
        },
        onError: (error) => toast.error(isApiError(error) ? error.message : 'No se pudo crear la campaña'),
      },
    );
  };

  if (templates.isSuccess && marketing.length === 0) {
    return (
      <Card>
        <CardHeader title="Nueva campaña" />
        <CardContent>
          <Alert>
            Necesitas una plantilla de Marketing aprobada. Revisa «reactivacion» en{' '}
            <Link to="/admin/plantillas" className="font-medium underline">
              Plantillas
            </Link>{' '}
            y envíala a aprobación.
          </Alert>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader
        title="Nueva campaña"
        description="Elige a quién invitar y qué decirles; revisa cuántos pacientes la recibirán antes de enviarla."
      />
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-2">
          <Field label="Nombre de la campaña" error={errors.name?.message}>
            {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
          </Field>
          <Field label="Plantilla (Marketing, aprobada)" error={errors.templateId?.message}>
            {(control) => (
              <Select
                {...control}
                {...form.register('templateId', { onChange: (e) => chooseTemplate(e.target.value) })}
              >
                <option value="">Elige una plantilla</option>
                {marketing.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label="Pacientes sin cita desde hace (días)"
            error={errors.inactiveDays?.message}
            hint="Con al menos una cita antes y ninguna en ese tiempo, ni programada."
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('inactiveDays', { valueAsNumber: true, onChange: () => setAudience(null) })}
                type="number"
                inputMode="numeric"
                min={7}
              />
            )}
          </Field>
          <div className="flex items-start sm:pt-7">
            <Button type="button" variant="secondary" loading={preview.isPending} onClick={showAudience}>
              <Users className="size-4" aria-hidden />
              Ver destinatarios
            </Button>
          </div>

          {variables.map((n, i) => (
            <Field
              key={n}
              label={`Valor de {{${n}}}`}
              error={errors.params?.[i]?.message}
              hint={i === 0 ? `${PATIENT_NAME_TOKEN} se cambia por el nombre de cada paciente.` : undefined}
            >
              {(control) => <Input {...control} {...form.register(`params.${i}`)} autoComplete="off" />}
            </Field>
          ))}

          {template && (
            <figure className="sm:col-span-2">
              <figcaption className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
                Así lo leerá {EXAMPLE_PATIENT}
              </figcaption>
              <p className="rounded-2xl rounded-tl-sm bg-emerald-50 px-4 py-3 whitespace-pre-wrap text-slate-900 dark:bg-emerald-950/50 dark:text-slate-100">
                {fillTemplate(template.text, campaignParams(params ?? [], EXAMPLE_PATIENT))}
              </p>
            </figure>
          )}

          {audience && (
            <div className="sm:col-span-2" aria-live="polite">
              <p className="font-medium text-slate-900 dark:text-slate-50">
                {audience.count === 0
                  ? 'Ningún paciente cumple esta condición.'
                  : `${audience.count} ${audience.count === 1 ? 'paciente la recibirá' : 'pacientes la recibirán'}`}
              </p>
              {audience.sample.length > 0 && (
                <ul aria-label="Algunos destinatarios" className="mt-2 flex flex-wrap gap-2">
                  {audience.sample.map((p) => (
                    <li
                      key={p.id}
                      className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
                    >
                      {p.name} · {formatPhoneForPeople(p.phone, countryForZone(tz))}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}

          <fieldset className="sm:col-span-2">
            <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">¿Cuándo?</legend>
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
              <label className="inline-flex items-center gap-2 text-slate-800 dark:text-slate-200">
                <input
                  type="radio"
                  value="now"
                  {...form.register('when')}
                  className="size-4 accent-brand-700 dark:accent-brand-500"
                />
                Enviar ahora
              </label>
              <label className="inline-flex items-center gap-2 text-slate-800 dark:text-slate-200">
                <input
                  type="radio"
                  value="later"
                  {...form.register('when')}
                  className="size-4 accent-brand-700 dark:accent-brand-500"
                />
                Programar
              </label>
              {when === 'later' && (
                <Field label="Día y hora" error={errors.sendAt?.message} className="min-w-56">
                  {(control) => <Input {...control} {...form.register('sendAt')} type="datetime-local" />}
                </Field>
              )}
            </div>
          </fieldset>

          <div className="sm:col-span-2">
            <SubmitButton
              control={form.control}
              saving={preview.isPending && toConfirm === null}
              savingText="Contando destinatarios..."
              reveal={() => void form.trigger()}
            >
              <Send className="size-4" aria-hidden />
              {when === 'later' ? 'Programar campaña' : 'Enviar campaña'}
            </SubmitButton>
          </div>
        </form>
        <CampaignConfirm
          campaign={toConfirm}
          pending={create.isPending}
          onCancel={() => setToConfirm(null)}
          onConfirm={() => toConfirm && send(toConfirm.values)}
        />
      </CardContent>
    </Card>
  );
}

/** "viernes 15 de enero de 2027, 09:00" in the clinic's zone. */
function sendAtFormat(tz: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('es', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: tz,
  });
}
