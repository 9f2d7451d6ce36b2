import { zodResolver } from '@hookform/resolvers/zod';
import { renameOrgInput } from '@recepta/domain';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { MeOrg } from '../../api/me.ts';
import { useRenameOrg } from '../../api/orgs.ts';
import { setServerFieldErrors } from '../../lib/server-field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';

/** Once set up, the organisation can be renamed (docs/product.md#organisation-setup). */
export function RenameOrgForm({ org }: { org: MeOrg }) {
  const rename = useRenameOrg(org.id);
  const form = useForm({
    resolver: zodResolver(renameOrgInput),
    mode: 'onTouched',
    defaultValues: { name: org.name },
  });
  const { errors, isValid, isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    rename.mutateAsync(values).then(
      (saved) => {
        form.reset({ name: saved.name });
        toast.success('Organización actualizada');
      },
      (error: unknown) => {
        setServerFieldErrors(form.setError, error, ['name']);
        toast.error('Error al actualizar organización');
      },
    ),
  );

  return (
    <Card>
      <form noValidate onSubmit={onSubmit}>
        <CardHeader title="Datos generales" description="El nombre con el que tu equipo reconoce esta organización." />
        <CardContent>
          <Field label="Nombre de la organización" error={errors.name?.message} className="max-w-xl">
            {(control) => <Input {...control} {...form.register('name')} autoComplete="organization" />}
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
