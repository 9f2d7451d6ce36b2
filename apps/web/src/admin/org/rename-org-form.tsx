import { zodResolver } from '@hookform/resolvers/zod';
import { type Currency, currencies, currencyCodes, renameOrgInput } from '@recepta/domain';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { MeOrg } from '../../api/me.ts';
import { useOrg, useRenameOrg } from '../../api/orgs.ts';
import { setServerFieldErrors } from '../../lib/server-field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';

/**
 * Once set up, the organisation can be renamed and choose the currency of its prices
 * (docs/product.md#organisation-setup). Mounted once the organisation is read, so the currency it
 * shows is the stated one.
 */
export function RenameOrgForm({ org }: { org: MeOrg }) {
  const stated = useOrg(org.id).data;
  if (!stated) return null;
  return <OrgDetailsForm org={{ ...org, currency: stated.currency }} />;
}

function OrgDetailsForm({ org }: { org: MeOrg & { currency: string } }) {
  const rename = useRenameOrg(org.id);
  const form = useForm({
    resolver: zodResolver(renameOrgInput),
    mode: 'onTouched',
    defaultValues: { name: org.name, currency: org.currency },
  });
  const { errors, isValid, isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    rename.mutateAsync(values).then(
      (saved) => {
        form.reset({ name: saved.name, currency: saved.currency });
        toast.success('Organización actualizada');
      },
      (error: unknown) => {
        setServerFieldErrors(form.setError, error, ['name', 'currency']);
        toast.error('Error al actualizar organización');
      },
    ),
  );

  return (
    <Card>
      <form noValidate onSubmit={onSubmit}>
        <CardHeader
          title="Datos generales"
          description="El nombre con el que tu equipo reconoce esta organización y la moneda de tus precios."
        />
        <CardContent>
          <Field label="Nombre de la organización" error={errors.name?.message} className="max-w-xl">
            {(control) => <Input {...control} {...form.register('name')} autoComplete="organization" />}
          </Field>
          <Field
            label="Moneda"
            error={errors.currency?.message}
            hint="La de los precios de tus servicios y los reportes."
            className="mt-4 max-w-xl"
          >
            {(control) => (
              <Select {...control} {...form.register('currency')}>
                {currencyCodes.map((code: Currency) => (
                  <option key={code} value={code}>
                    {code} · {currencies[code].name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={!isValid || !isDirty} loading={isSubmitting}>
            {isSubmitting ? 'Guardando...' : 'Guardar cambios'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
