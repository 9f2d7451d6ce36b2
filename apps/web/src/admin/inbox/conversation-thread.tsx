import { ArrowLeft } from 'lucide-react';
import { isApiError } from '../../api/client.ts';
import { useConversation } from '../../api/conversations.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CustomerAppointments } from './customer-appointments.tsx';
import { MessageThread } from './message-thread.tsx';
import { ThreadHeader } from './thread-header.tsx';

/** The right pane (the whole screen on a phone): one conversation with its customer's appointments. */
export function ConversationThread({ orgId, id, onBack }: { orgId: string; id: string; onBack: () => void }) {
  const conversation = useConversation(orgId, id);

  if (!conversation.isSuccess) {
    return (
      <div className="flex h-full flex-col">
        <div className="border-b border-slate-200 px-3 py-3 md:hidden dark:border-slate-800">
          <Button variant="ghost" size="sm" onClick={onBack}>
            <ArrowLeft className="size-5" aria-hidden />
            Volver a la bandeja
          </Button>
        </div>
        <div className="grid flex-1 place-items-center p-6 text-slate-500 dark:text-slate-400">
          {conversation.isError ? (
            <Alert variant="error">
              {isApiError(conversation.error) && conversation.error.status === 404
                ? 'No encontramos esta conversación.'
                : 'Error al cargar la conversación'}
            </Alert>
          ) : (
            <Spinner />
          )}
        </div>
      </div>
    );
  }

  const { customer, messages, appointments } = conversation.data;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <ThreadHeader customer={customer} onBack={onBack} />
      {customer && <CustomerAppointments appointments={appointments} />}
      <MessageThread messages={messages} />
      <p className="border-t border-slate-200 px-4 py-2 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        Las respuestas las envía tu recepcionista por WhatsApp.
      </p>
    </div>
  );
}
