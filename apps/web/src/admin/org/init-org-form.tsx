import { zodResolver } from '@hookform/resolvers/zod';
import { currencies, currencyForZone, initOrgInput, orgDefaults } from '@recepta/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useInitOrg } from '../../api/orgs.ts';
import { browserZone } from '../../lib/browser-zone.ts';
import { setServerFieldErrors } from '../../lib/server-field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { TimeZoneSelect } from '../../ui/time-zone-select.tsx';

/**
 * docs/product.md#organisation-setup: name, first location ('San José') and its zone (the browser's when
 * the list offers it, else America/Costa_Rica); prices follow the zone's country. Optionally the
 * first professional and service, so that a new clinic can try a booking at once.
 */
export function InitOrgForm() {
  const initOrg = useInitOrg();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(initOrgInput),
    // Errors show once a field is left or the form is sent ("marked touched", docs/product.md#catalogue-screens).
    mode: 'onTouched',
    defaultValues: {
      name: '',
      locationName: orgDefaults.locationName,
      tz: browserZone() ?? orgDefaults.tz,
      professional: '',
      service: '',
    },
  });
  const { errors, isValid } = form.formState;
  const tz = form.watch('tz');
  const currency = currencyForZone(tz);

  const onSubmit = form.handleSubmit((values) =>
    initOrg.mutateAsync(values).then(
      () => {
        toast.success('Organización inicializada');
        // Hoy opens on the first steps: what to do next, each linked to its form.
        void navigate('/admin/today');
      },
      (error: unknown) => {
        setServerFieldErrors(form.setError, error, ['name', 'locationName', 'tz', 'professional', 'service']);
        toast.error('Error al inicializar organización');
      },
    ),
  );

  return (
    <Card>
      <form noValidate onSubmit={onSubmit}>
        <CardHeader
          title="Datos de tu organización"
          description="Crea tu organización y su primera ubicación. Podrás agregar más ubicaciones después."
        />
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field label="Nombre de la organización" error={errors.name?.message} className="sm:col-span-2">
            {(control) => (
              <Input
                {...control}
                {...form.register('name')}
                autoComplete="organization"
                placeholder="Ej.: Clínica Dental Sonrisa"
              />
            )}
          </Field>
          <Field
            label="Primera ubicación"
            error={errors.locationName?.message}
            hint="La sede o sucursal donde atiendes."
          >
            {(control) => <Input {...control} {...form.register('locationName')} />}
          </Field>
          <Field
            label="Zona horaria"
            error={errors.tz?.message}
            hint={`La agenda y los recordatorios usan esta zona. Precios en ${currencies[currency].name} (${currency}).`}
          >
            {(control) => <TimeZoneSelect {...control} {...form.register('tz')} value={tz} />}
          </Field>
          {/* The first two first steps, optional here: filled, Hoy opens with them done. */}
          <Field label="¿Quién atiende? (opcional)" error={errors.professional?.message}>
            {(control) => <Input {...control} {...form.register('professional')} placeholder="Ej.: Dra. Rojas" />}
          </Field>
          <Field
            label="¿Qué servicio ofreces? (opcional)"
            error={errors.service?.message}
            hint="De 30 minutos; cámbialo después en Servicios."
          >
            {(control) => <Input {...control} {...form.register('service')} placeholder="Ej.: Limpieza dental" />}
          </Field>
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={!isValid} loading={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Guardando...' : 'Guardar'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
