import type { BookingPageWire } from '@recepta/domain';
import { useState } from 'react';
import { useBookingPage, useEraseRequests, useSaveBookingPage } from '../../api/booking-page.ts';
import { ApiError } from '../../api/client.ts';
import type { MeOrg } from '../../api/me.ts';
import { useServices } from '../../api/services.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';

type Draft = Omit<BookingPageWire, 'url' | 'widget'>;

function draftOf(page: BookingPageWire): Draft {
  const { url: _url, widget: _widget, ...draft } = page;
  return draft;
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
  const [draft, setDraft] = useState<Draft>(() => draftOf(page));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const fields = save.error instanceof ApiError ? save.error.fields : undefined;
  const saved = save.data ?? page;

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        <input type="checkbox" checked={draft.enabled} onChange={(e) => set('enabled', e.target.checked)} />
        Página publicada
      </label>
      <Field label="Dirección de la página" hint="Letras minúsculas, números y guiones" error={fields?.slug}>
        {(p) => <Input {...p} value={draft.slug} onChange={(e) => set('slug', e.target.value)} maxLength={40} />}
      </Field>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Servicios que se reservan en línea
        </legend>
        {(services.data ?? []).map((s) => (
          <label key={s.id} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <input
              type="checkbox"
              checked={draft.serviceIds.includes(s.id)}
              onChange={(e) =>
                set(
                  'serviceIds',
                  e.target.checked ? [...draft.serviceIds, s.id] : draft.serviceIds.filter((id) => id !== s.id),
                )
              }
            />
            {s.name}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Anticipación mínima (minutos)" error={fields?.minNoticeMin}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={0}
              value={draft.minNoticeMin}
              onChange={(e) => set('minNoticeMin', Number(e.target.value))}
            />
          )}
        </Field>
        <Field label="Reservas hasta (días)" error={fields?.horizonDays}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={1}
              max={365}
              value={draft.horizonDays}
              onChange={(e) => set('horizonDays', Number(e.target.value))}
            />
          )}
        </Field>
        <Field label="Cambiar o cancelar hasta (minutos antes)" error={fields?.cancelNoticeMin}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={0}
              value={draft.cancelNoticeMin ?? 0}
              onChange={(e) => set('cancelNoticeMin', Number(e.target.value))}
            />
          )}
        </Field>
        <Field label="Color" error={fields?.color}>
          {(p) => (
            <Input
              {...p}
              type="color"
              value={draft.color ?? '#0f766e'}
              onChange={(e) => set('color', e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label="Dirección de la clínica" error={fields?.address}>
        {(p) => (
          <Input {...p} value={draft.address ?? ''} onChange={(e) => set('address', e.target.value)} maxLength={200} />
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input type="checkbox" checked={draft.newPatients} onChange={(e) => set('newPatients', e.target.checked)} />
        Aceptar pacientes nuevos
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          checked={draft.showPrices ?? true}
          onChange={(e) => set('showPrices', e.target.checked)}
        />
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
