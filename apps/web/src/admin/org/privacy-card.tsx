import { countryPrivacy, type NoticeFields, type PrivacySettingsInput, privacyCountries } from '@recepta/domain';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { refusalMessage } from '../../api/client.ts';
import type { MeOrg } from '../../api/me.ts';
import { noticeUrl, usePrivacySettings, useUpdatePrivacySettings } from '../../api/privacy.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';

type Country = NonNullable<PrivacySettingsInput['country']>;

const fields: { key: keyof NoticeFields; label: string; hint?: string }[] = [
  { key: 'legalId', label: 'Identificación fiscal', hint: 'Cédula jurídica, RFC, NIT, CUIT, RUT…' },
  { key: 'address', label: 'Dirección' },
  { key: 'contactEmail', label: 'Correo para solicitudes de datos' },
  { key: 'contactPhone', label: 'Teléfono' },
  { key: 'hosting', label: 'Dónde se aloja Recepta', hint: 'El proveedor y el país del servidor' },
];

/**
 * 'Privacidad' (docs/privacy.md): the country whose law applies (from the first location unless
 * chosen) with what it means, and the clinic's data that fills the public privacy notice the
 * receptionist links in its first message.
 */
export function PrivacyCard({ org }: { org: MeOrg }) {
  const settings = usePrivacySettings(org.id);
  if (settings.isError) return <Alert variant="error">No se pudo cargar la privacidad</Alert>;
  if (!settings.data) return null;
  return <PrivacyForm key={org.id} org={org} saved={settings.data} />;
}

function PrivacyForm({
  org,
  saved,
}: {
  org: MeOrg;
  saved: NonNullable<ReturnType<typeof usePrivacySettings>['data']>;
}) {
  const save = useUpdatePrivacySettings(org.id);
  const [country, setCountry] = useState<Country | ''>(saved.chosen ?? '');
  const [notice, setNotice] = useState<NoticeFields>(saved.noticeFields);
  const applies = countryPrivacy[country || saved.fromLocation];
  const submit = () =>
    save.mutate(
      { country: country || null, notice },
      {
        onSuccess: () => toast.success('Privacidad guardada'),
        onError: (error) => toast.error(refusalMessage(error) ?? 'No se pudo guardar'),
      },
    );
  return (
    <Card>
      <CardHeader
        title="Privacidad"
        description="El país decide el aviso de privacidad, los plazos para responder a los pacientes y lo que se conserva por ley. No es asesoría legal: confírmalo con tu abogado."
      />
      <CardContent className="space-y-4">
        <Field label="País">
          {(control) => (
            <Select {...control} value={country} onChange={(e) => setCountry(e.target.value as Country | '')}>
              <option value="">Según la primera sede ({countryPrivacy[saved.fromLocation].name})</option>
              {[...privacyCountries, 'default' as const].map((c) => (
                <option key={c} value={c}>
                  {countryPrivacy[c].name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <ul className="space-y-1 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
          <li>Ley: {applies.law}</li>
          <li>
            Plazo para entregar sus datos a un paciente:{' '}
            {saved.country === (country || saved.fromLocation) ? saved.deadlines.access.text : 'se muestra al guardar'}
          </li>
          <li>
            Historia clínica:{' '}
            {applies.retention.clinicalRecordYears
              ? `se conserva ${applies.retention.clinicalRecordYears} años después de la última atención`
              : 'sin plazo legal conocido'}
          </li>
          {applies.registration.mayBeRequired && (
            <li>Puede requerir inscribir la base de datos: {applies.registration.note}</li>
          )}
        </ul>
        <div className="grid gap-3 sm:grid-cols-2">
          {fields.map((f) => (
            <Field key={f.key} label={f.label} {...(f.hint ? { hint: f.hint } : {})}>
              {(control) => (
                <Input
                  {...control}
                  value={notice[f.key] ?? ''}
                  onChange={(e) => setNotice({ ...notice, [f.key]: e.target.value })}
                />
              )}
            </Field>
          ))}
        </div>
      </CardContent>
      <CardFooter className="flex flex-wrap items-center justify-between gap-3">
        <a
          href={noticeUrl(org.id)}
          target="_blank"
          rel="noreferrer"
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        >
          <ExternalLink className="size-4" aria-hidden />
          Ver aviso público
        </a>
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar privacidad'}
        </Button>
      </CardFooter>
    </Card>
  );
}
