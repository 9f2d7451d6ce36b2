import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BookingPageInput,
  type BookingPageSettings,
  type BookingPageWire,
  bookingPageInput,
} from '@recepta/domain';
import { clsx } from 'clsx';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useBookingPage, useEraseRequests, useSaveBookingPage } from '../../api/booking-page.ts';
import type { MeOrg } from '../../api/me.ts';
import { useServices } from '../../api/services.ts';
import { setServerFieldErrors } from '../../lib/server-field-errors.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, focusRing } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';

const settingFields = [
  'slug',
  'enabled',
  'serviceIds',
  'minNoticeMin',
  'horizonDays',
  'newPatients',
  'cancelNoticeMin',
  'showPrices',
  'color',
  'address',
] as const;

/** The form's values: the page as the API answers it, less what only the API makes (link, widget). */
function draftOf(page: BookingPageWire): BookingPageInput {
  const { url: _url, widget: _widget, ...draft } = page;
  return {
    ...draft,
    cancelNoticeMin: draft.cancelNoticeMin ?? 0,
    color: draft.color ?? '#0f766e',
    address: draft.address ?? '',
  };
}

/**
 * 'Página de reservas': the clinic's public page at /r/{slug} (docs/product.md#the-booking-page):
 * its address, which services it offers, notice, horizon, new patients, the cancellation notice of
 * the patient's link; then the link to share and the widget to paste in the clinic's site. Its own
 * file, so the organisation page only places it.
 */
export function BookingPageCard({ org }: { org: MeOrg }) {
  const page = useBookingPage(org.id);
  return (
    <Card>
      <CardHeader
        title="Página de reservas"
        description="Tus pacientes reservan solos desde el celular: eligen servicio, profesional y hora, y confirman su número de WhatsApp con un código."
      />
      <CardContent className="space-y-4">
        {page.isError && (
          <Alert variant="error">No pudimos cargar la página de reservas. Recarga para intentarlo de nuevo.</Alert>
        )}
        {page.data && <BookingPageForm key={page.data.slug} orgId={org.id} page={page.data} />}
        <EraseRequests orgId={org.id} />
      </CardContent>
    </Card>
  );
}

function BookingPageForm({ orgId, page }: { orgId: string; page: BookingPageWire }) {
  const services = useServices(orgId);
  const save = useSaveBookingPage(orgId);
  const form = useForm<BookingPageInput, unknown, BookingPageSettings>({
    resolver: zodResolver(bookingPageInput),
    mode: 'onTouched',
    defaultValues: draftOf(page),
  });
  const { errors } = form.formState;
  const saved = save.data ?? page;
  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      (answer) => form.reset(draftOf(answer)),
      (error: unknown) => setServerFieldErrors(form.setError, error, settingFields),
    ),
  );
  const number = { valueAsNumber: true } as const;

  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit}>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        <input type="checkbox" {...form.register('enabled')} />
        Página publicada
      </label>
      <Field label="Dirección de la página" hint="Letras minúsculas, números y guiones" error={errors.slug?.message}>
        {(p) => <Input {...p} {...form.register('slug')} maxLength={40} />}
      </Field>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Servicios que se reservan en línea
        </legend>
        {services.data?.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Aún no hay servicios: la página no tendrá nada que reservar.{' '}
            <Link
              to="/admin/services?nuevo=1"
              className={clsx('font-medium text-brand-700 underline underline-offset-2 dark:text-brand-500', focusRing)}
            >
              Agregar un servicio
            </Link>
          </p>
        )}
        {(services.data ?? []).map((s) => (
          <label key={s.id} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <input type="checkbox" value={s.id} {...form.register('serviceIds')} />
            {s.name}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Anticipación mínima (minutos)" error={errors.minNoticeMin?.message}>
          {(p) => <Input {...p} {...form.register('minNoticeMin', number)} type="number" min={0} />}
        </Field>
        <Field label="Reservas hasta (días)" error={errors.horizonDays?.message}>
          {(p) => <Input {...p} {...form.register('horizonDays', number)} type="number" min={1} max={365} />}
        </Field>
        <Field label="Cambiar o cancelar hasta (minutos antes)" error={errors.cancelNoticeMin?.message}>
          {(p) => <Input {...p} {...form.register('cancelNoticeMin', number)} type="number" min={0} />}
        </Field>
        <Field label="Color" error={errors.color?.message}>
          {(p) => <Input {...p} {...form.register('color')} type="color" />}
        </Field>
      </div>
      <Field label="Dirección de la clínica" error={errors.address?.message}>
        {(p) => <Input {...p} {...form.register('address')} maxLength={200} />}
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input type="checkbox" {...form.register('newPatients')} />
        Aceptar pacientes nuevos
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input type="checkbox" {...form.register('showPrices')} />
        Mostrar precios
      </label>
      {save.isError && <Alert variant="error">{save.error.message}</Alert>}
      {save.isSuccess && <Alert variant="success">Página de reservas guardada.</Alert>}
      <Button type="submit" variant="primary" loading={save.isPending}>
        {save.isPending ? 'Guardando…' : 'Guardar'}
      </Button>
      <div className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        <p className="text-sm font-medium text-slate-800 dark:text-slate-200">Enlace para Instagram y Google</p>
        <div className="flex flex-wrap items-center gap-2">
          <a
            className="break-all text-sm text-brand-700 underline dark:text-teal-300"
            href={saved.url}
            target="_blank"
            rel="noreferrer"
          >
            {saved.url}
          </a>
          <CopyButton value={saved.url} size="sm" variant="secondary" label="Copiar enlace" />
        </div>
        <p className="text-sm font-medium text-slate-800 dark:text-slate-200">Botón para tu sitio web</p>
        {/* Wrapped, not scrolled: a phone shows the whole snippet, and no region needs the keyboard to scroll. */}
        <pre className="whitespace-pre-wrap break-all rounded bg-slate-100 p-2 text-xs dark:bg-slate-800">
          {saved.widget}
        </pre>
        <CopyButton value={saved.widget} size="sm" variant="secondary" label="Copiar código" />
      </div>
    </form>
  );
}

function EraseRequests({ orgId }: { orgId: string }) {
  const requests = useEraseRequests(orgId);
  const items = requests.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-700">
      <p className="text-sm font-medium text-slate-800 dark:text-slate-200">Pedidos de borrado de datos</p>
      <ul className="list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
        {items.map((r) => (
          <li key={r.id}>
            {r.customerName} · {new Date(r.createdAt).toLocaleDateString('es')}
          </li>
        ))}
      </ul>
    </div>
  );
}
