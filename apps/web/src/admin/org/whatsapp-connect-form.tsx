import { useId, useState } from 'react';
import { type Channel, useSaveChannel } from '../../api/channel.ts';
import { isApiError } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';

/**
 * Connecting a WhatsApp Business number: the ids Meta shows and an access token. The server checks
 * them against Meta before saving and answers Meta's reason when they do not work. The token is
 * never shown again: with one saved, the field stays empty and says so.
 */
export function WhatsAppConnectForm({ orgId, channel }: { orgId: string; channel: Channel }) {
  const save = useSaveChannel(orgId);
  const [phoneNumberId, setPhoneNumberId] = useState(channel.phoneNumberId ?? '');
  const [wabaId, setWabaId] = useState(channel.wabaId ?? '');
  const [accessToken, setAccessToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const complete = phoneNumberId.trim() !== '' && wabaId.trim() !== '' && accessToken.trim() !== '';
  const field = 'mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200';

  return (
    <form
      aria-label="Conectar WhatsApp Business"
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        save.mutate(
          {
            kind: 'whatsapp',
            phoneNumberId: phoneNumberId.trim(),
            wabaId: wabaId.trim(),
            accessToken: accessToken.trim(),
          },
          {
            onSuccess: () => setAccessToken(''),
            onError: (err) => setError(isApiError(err) ? err.message : 'No se pudo conectar'),
          },
        );
      }}
    >
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {channel.kind === 'whatsapp' ? 'Cambiar el número conectado' : 'Conectar WhatsApp Business'}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-phone`} className={field}>
            Identificador del número
          </label>
          <Input
            id={`${id}-phone`}
            inputMode="numeric"
            value={phoneNumberId}
            onChange={(e) => setPhoneNumberId(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-waba`} className={field}>
            Identificador de la cuenta (WABA)
          </label>
          <Input id={`${id}-waba`} inputMode="numeric" value={wabaId} onChange={(e) => setWabaId(e.target.value)} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-token`} className={field}>
          Token de acceso
        </label>
        <Input
          id={`${id}-token`}
          type="password"
          autoComplete="off"
          value={accessToken}
          placeholder={channel.kind === 'whatsapp' ? 'Guardado: escribe uno nuevo para cambiarlo' : ''}
          onChange={(e) => setAccessToken(e.target.value)}
        />
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          Se guarda cifrado y nunca se vuelve a mostrar. Usa un token permanente de un usuario del sistema.
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={!complete} loading={save.isPending}>
          Verificar y guardar
        </Button>
      </div>
    </form>
  );
}
