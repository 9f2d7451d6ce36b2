import { zodResolver } from '@hookform/resolvers/zod';
import { createApiKeyInput } from '@recepta/domain';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type CreatedApiKey, useCreateApiKey } from '../../api/api-keys.ts';
import { setServerFieldErrors } from '../../lib/server-field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';

export function CreateApiKeyForm({ orgId, onCreated }: { orgId: string; onCreated: (key: CreatedApiKey) => void }) {
  const create = useCreateApiKey(orgId);
  const form = useForm({ resolver: zodResolver(createApiKeyInput), mode: 'onTouched', defaultValues: { name: '' } });
  const { errors, isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    create.mutateAsync(values).then(
      (created) => {
        form.reset({ name: '' });
        onCreated(created);
        toast.success('Clave de API creada');
      },
      (error: unknown) => {
        setServerFieldErrors(form.setError, error, ['name']);
        toast.error('Error al crear la clave de API');
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        label="Nombre de la nueva clave"
        error={errors.name?.message}
        hint="Para reconocerla después, p. ej. «Recepcionista WhatsApp»."
        className="flex-1"
      >
        {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
      </Field>
      {/* Aligned with the input, below the label, on wide screens. */}
      <Button type="submit" className="sm:mt-7" disabled={!isValid} loading={isSubmitting}>
        {!isSubmitting && <Plus className="size-4" aria-hidden />}
        {isSubmitting ? 'Creando...' : 'Crear clave'}
      </Button>
    </form>
  );
}
