import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { isApiError } from '../../api/client.ts';
import { markConversationRead, useConversation, useRetryMessage } from '../../api/conversations.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Composer } from './composer.tsx';
import { CustomerAppointments } from './customer-appointments.tsx';
import { MessageThread } from './message-thread.tsx';
import { ThreadHeader } from './thread-header.tsx';

interface ConversationThreadProps {
  orgId: string;
  tz: string | null;
  id: string;
  onBack: () => void;
}

/** The right pane (the whole screen on a phone): one conversation, its customer's appointments, the composer. */
export function ConversationThread({ orgId, tz, id, onBack }: ConversationThreadProps) {
  const conversation = useConversation(orgId, id);
  const retry = useRetryMessage(orgId, id);
  const unread = conversation.data?.unread ?? 0;

  // An open thread is read: what arrives while it is open is read too.
  useEffect(() => {
    if (unread > 0) void markConversationRead(orgId, id).catch(() => {});
  }, [orgId, id, unread]);

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

  const detail = conversation.data;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <ThreadHeader orgId={orgId} tz={tz} conversation={detail} onBack={onBack} />
      {detail.customer && <CustomerAppointments appointments={detail.appointments} />}
      <MessageThread
        messages={detail.messages}
        onRetry={(messageId) => retry.mutate(messageId)}
        retrying={retry.isPending ? retry.variables : undefined}
      />
      <Composer orgId={orgId} conversation={detail} />
    </div>
  );
}
