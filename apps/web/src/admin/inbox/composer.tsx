import { decideSend, SERVICE_WINDOW_MS } from '@recepta/domain';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { isApiError } from '../../api/client.ts';
import { type ConversationDetail, useSendMessage } from '../../api/conversations.ts';
import { Button } from '../../ui/button.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { customerLabel } from './customer-label.ts';
import { TemplateComposer } from './template-composer.tsx';

/**
 * Staff reply from the thread (docs/product.md#inbox). Enter sends, Shift+Enter starts a new line.
 * Within 24 hours of the patient's last message free text goes out; after that WhatsApp only
 * accepts approved templates, and the composer offers them instead and says why.
 */
export function Composer({ orgId, conversation }: { orgId: string; conversation: ConversationDetail }) {
  const send = useSendMessage(orgId, conversation.id);
  const [text, setText] = useState('');
  const id = useId();
  const name = customerLabel(conversation.customer);
  const error = send.error && (isApiError(send.error) ? send.error.message : 'No se pudo enviar el mensaje');
  // The server states until when the window is open (24 h after the patient's last message); what
  // may go follows from the one guard list the server applies (domain decideSend).
  const now = new Date();
  const lastInboundAt = conversation.windowOpenUntil
    ? new Date(Date.parse(conversation.windowOpenUntil) - SERVICE_WINDOW_MS)
    : null;
  const guards = {
    purpose: 'staff',
    optedOut: conversation.customer?.optedOut ?? false,
    undeliverable: false,
    lastInboundAt,
    channel: 'connected',
    templateStatus: 'ready',
    now,
  } as const;
  const windowOpen = decideSend({ ...guards, form: 'text' }).ok;
  const templateAllowed = decideSend({ ...guards, form: 'template' }).ok;

  const frame = 'border-t border-slate-200 bg-white px-3 py-3 sm:px-4 dark:border-slate-800 dark:bg-slate-900';
  if (!windowOpen && !templateAllowed) {
    return (
      <p className={`${frame} text-sm text-slate-700 dark:text-slate-300`}>
        {name} pidió no recibir más mensajes (respondió SALIR). Si vuelve a escribir, podrás responderle durante 24
        horas.
      </p>
    );
  }
  if (!windowOpen) {
    return (
      <div className={frame}>
        <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
          {conversation.windowOpenUntil
            ? `Pasaron más de 24 horas desde el último mensaje de ${name}: WhatsApp solo permite escribirle con una plantilla aprobada.`
            : `${name} aún no ha escrito: WhatsApp solo permite escribirle primero con una plantilla aprobada.`}
        </p>
        <TemplateComposer
          orgId={orgId}
          sending={send.isPending}
          onSend={(templateId, params) => send.mutateAsync({ templateId, params })}
        />
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </div>
    );
  }

  const submit = () => {
    const body = text.trim();
    if (!body || send.isPending) return;
    send.mutate({ text: body }, { onSuccess: () => setText('') });
  };
  return (
    <form
      className={frame}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Escribe un mensaje a {name}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          rows={1}
          value={text}
          placeholder="Escribe un mensaje"
          className="max-h-40 min-h-11! flex-1 resize-y"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <Button type="submit" aria-label="Enviar" disabled={text.trim() === ''} loading={send.isPending}>
          <Send className="size-4" aria-hidden />
        </Button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {conversation.customer?.optedOut && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {name} pidió no recibir recordatorios ni campañas (respondió SALIR). Puedes responderle mientras la
          conversación esté abierta; si quiere volver a recibirlos, puede escribir VOLVER.
        </p>
      )}
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Enter envía · Shift+Enter, nueva línea</p>
    </form>
  );
}
