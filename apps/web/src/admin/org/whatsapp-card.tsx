import { useState } from 'react';
import { useChannel, useSaveChannel } from '../../api/channel.ts';
import { isApiError } from '../../api/client.ts';
import type { MeOrg } from '../../api/me.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { WhatsAppConnectForm } from './whatsapp-connect-form.tsx';

function CopyRow({ label, copyLabel, value, hint }: { label: string; copyLabel: string; value: string; hint: string }) {
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-slate-50 px-3.5 py-2.5 text-sm dark:bg-slate-800/60">
        <span className="text-slate-600 dark:text-slate-400">{label}</span>
        <code className="min-w-0 font-mono text-xs break-all text-slate-900 dark:text-slate-100">{value}</code>
        <CopyButton value={value} variant="ghost" className="ml-auto" label={copyLabel} />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p>
    </div>
  );
}

/**
 * "WhatsApp" on the organisation page (docs/product.md#whatsapp-settings): which channel answers
 * patients, whether it is connected and why not, the form to connect a WhatsApp Business number
 * (the token is write-only), and what to paste into Meta's console.
 */
export function WhatsAppCard({ org }: { org: MeOrg }) {
  const channel = useChannel(org.id);
  const save = useSaveChannel(org.id);
  const [confirmSandbox, setConfirmSandbox] = useState(false);

  return (
    <Card>
      <CardHeader
        title="WhatsApp"
        description="Por dónde tu recepcionista habla con los pacientes. Sin cuenta de Meta, el sandbox funciona igual con el simulador de la bandeja."
      />
      <CardContent className="space-y-5">
        {channel.isPending ? (
          <div className="flex justify-center py-6 text-slate-500">
            <Spinner label="Cargando canal…" />
          </div>
        ) : channel.isError ? (
          <Alert variant="error">No se pudo cargar el canal de WhatsApp.</Alert>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-slate-600 dark:text-slate-400">Canal:</span>
              <span className="font-medium text-slate-900 dark:text-slate-50">
                {channel.data.kind === 'sandbox' ? 'Sandbox (sin cuenta de Meta)' : 'WhatsApp Business'}
              </span>
              <Badge tone={channel.data.connected ? 'success' : 'danger'}>
                {channel.data.connected ? 'Conectado' : 'Desconectado'}
              </Badge>
              {channel.data.displayPhoneNumber && (
                <span className="text-slate-700 tabular-nums dark:text-slate-300">
                  {channel.data.displayPhoneNumber}
                </span>
              )}
            </div>
            {channel.data.lastError && (
              <Alert variant="error">
                WhatsApp respondió: {channel.data.lastError}. Vuelve a guardar un token válido.
              </Alert>
            )}
            <WhatsAppConnectForm orgId={org.id} channel={channel.data} />
            <div className="space-y-3">
              <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">Configuración en Meta</h3>
              <CopyRow
                label="URL del webhook"
                copyLabel="Copiar la URL del webhook"
                value={channel.data.webhookUrl}
                hint="En Meta for Developers → WhatsApp → Configuración → Webhook, pega esta URL como «URL de devolución de llamada»."
              />
              <CopyRow
                label="Token de verificación"
                copyLabel="Copiar el token de verificación"
                value={channel.data.verifyToken}
                hint="Pégalo en el mismo lugar como «Token de verificación» y suscríbete al campo «messages»."
              />
            </div>
            {channel.data.kind === 'whatsapp' && (
              <div className="flex justify-end">
                <Button variant="secondary" onClick={() => setConfirmSandbox(true)}>
                  Volver al sandbox
                </Button>
              </div>
            )}
            {save.isError && !save.isPending && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {isApiError(save.error) ? save.error.message : 'No se pudo guardar'}
              </p>
            )}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmSandbox}
        onOpenChange={setConfirmSandbox}
        title="¿Volver al sandbox?"
        description="Los pacientes dejarán de recibir mensajes por tu número de WhatsApp. El token guardado se borra."
        confirmLabel="Volver al sandbox"
        pendingLabel="Guardando..."
        cancelLabel="Cancelar"
        pending={save.isPending}
        onConfirm={() => save.mutate({ kind: 'sandbox' }, { onSettled: () => setConfirmSandbox(false) })}
      />
    </Card>
  );
}
