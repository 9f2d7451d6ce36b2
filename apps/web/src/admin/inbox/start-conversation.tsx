import { customerApi } from '@recepta/domain';
import { useQuery } from '@tanstack/react-query';
import { MessageCirclePlus } from 'lucide-react';
import { callApi, isApiError } from '../../api/client.ts';
import { useStartConversation } from '../../api/conversations.ts';
import { ChatSurface } from '../../ui/chat-bubble.tsx';
import { TemplateComposer } from './template-composer.tsx';

/**
 * "Escribir por WhatsApp" from a customer without a conversation (docs/product.md#inbox): the
 * clinic writes first, which WhatsApp allows only with an approved template.
 */
export function StartConversation(props: { orgId: string; customerId: string; onStarted: (id: string) => void }) {
  const { orgId, customerId, onStarted } = props;
  const customer = useQuery({
    queryKey: ['org', orgId, 'customers', 'one', customerId] as const,
    queryFn: ({ signal }) => callApi(customerApi.get, { params: { id: customerId }, query: { orgId }, signal }),
  });
  const start = useStartConversation(orgId);
  const name = customer.data?.name ?? 'este paciente';
  return (
    <ChatSurface className="grid h-full place-items-center overflow-y-auto p-4 sm:p-6">
      <section
        aria-label="Nueva conversación"
        className="w-full max-w-lg rounded-xl bg-white p-5 shadow-sm dark:bg-slate-900"
      >
        <h2 className="mb-1 flex items-center gap-2 font-semibold text-slate-900 dark:text-slate-50">
          <MessageCirclePlus className="size-5 text-brand-700 dark:text-brand-500" aria-hidden />
          Nueva conversación con {name}
        </h2>
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
          WhatsApp solo permite escribir primero con una plantilla aprobada. Cuando {name} responda, podrás escribirle
          libremente durante 24 horas.
        </p>
        <TemplateComposer
          orgId={orgId}
          sending={start.isPending}
          submitLabel="Iniciar conversación"
          onSend={(templateId, params) =>
            start.mutateAsync({ customerId, templateId, params }).then((detail) => onStarted(detail.id))
          }
        />
        {start.error && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {isApiError(start.error) ? start.error.message : 'No se pudo iniciar la conversación'}
          </p>
        )}
      </section>
    </ChatSurface>
  );
}
