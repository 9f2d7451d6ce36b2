import { zodResolver } from '@hookform/resolvers/zod';
import { whatsappChannelInput } from '@recepta/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Channel, useSaveChannel } from '../../api/channel.ts';
import { isApiError } from '../../api/client.ts';
import { setServerFieldErrors } from '../../lib/server-field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';

const fields = ['phoneNumberId', 'wabaId', 'accessToken'] as const;

/**
 * Connecting a WhatsApp Business number: the ids Meta shows and an access token, checked by the
 * domain's schema as the server checks them. The server also tries them against Meta before
 * saving and answers Meta's reason when they do not work. The token is never shown again: with
 * one saved, the field stays empty and says so.
 */
export function WhatsAppConnectForm({ orgId, channel }: { orgId: string; channel: Channel }) {
  const save = useSaveChannel(orgId);
  const form = useForm({
    resolver: zodResolver(whatsappChannelInput),
    mode: 'onTouched',
    defaultValues: {
      kind: 'whatsapp' as const,
      phoneNumberId: channel.phoneNumberId ?? '',
      wabaId: channel.wabaId ?? '',
      accessToken: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  // Meta's refusal (an expired token, an unknown number) belongs to no one field.
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(null);
    return save.mutateAsync(values).then(
      () => form.resetField('accessToken', { defaultValue: '' }),
      (error: unknown) => {
        if (!setServerFieldErrors(form.setError, error, fields)) {
          setRefusal(isApiError(error) ? error.message : 'No se pudo conectar');
        }
      },
    );
  });

  return (
    <form
      noValidate
      aria-label="Conectar WhatsApp Business"
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      onSubmit={onSubmit}
    >
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {channel.kind === 'whatsapp' ? 'Cambiar el número conectado' : 'Conectar WhatsApp Business'}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Identificador del número" error={errors.phoneNumberId?.message}>
          {(control) => <Input {...control} {...form.register('phoneNumberId')} inputMode="numeric" />}
        </Field>
        <Field label="Identificador de la cuenta (WABA)" error={errors.wabaId?.message}>
          {(control) => <Input {...control} {...form.register('wabaId')} inputMode="numeric" />}
        </Field>
      </div>
      <Field
        label="Token de acceso"
        error={errors.accessToken?.message}
        hint="Se guarda cifrado y nunca se vuelve a mostrar. Usa un token permanente de un usuario del sistema."
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('accessToken')}
            type="password"
            autoComplete="off"
            placeholder={channel.kind === 'whatsapp' ? 'Guardado: escribe uno nuevo para cambiarlo' : ''}
          />
        )}
      </Field>
      {refusal && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {refusal}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          Verificar y guardar
        </Button>
      </div>
    </form>
  );
}
