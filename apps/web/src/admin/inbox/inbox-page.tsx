import { clsx } from 'clsx';
import { MessagesSquare, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConversationOf, useConversations } from '../../api/conversations.ts';
import { useOrg } from '../../api/orgs.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ChatSurface } from '../../ui/chat-bubble.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ConversationList } from './conversation-list.tsx';
import { ConversationThread } from './conversation-thread.tsx';
import { InboxEmpty } from './inbox-empty.tsx';
import { Simulator } from './simulator.tsx';
import { StartConversation } from './start-conversation.tsx';

/**
 * /admin/bandeja (docs/product.md#inbox). Two panes from 768 px; on a phone the list, then the chosen
 * conversation full width with a way back. The open conversation lives in the URL (?id=…), so the
 * browser's back button returns to the list too; ?customer=… opens that customer's conversation,
 * or a new one. Everything is kept live by the inbox stream the admin shell holds open.
 */
export default function InboxPage() {
  const org = useCurrentOrg();
  const tz = useOrg(org.id).data?.tz ?? null;
  const [params, setParams] = useSearchParams();
  // ?simulador=1 (the first steps' link) opens the simulator with the page.
  const [simulating, setSimulating] = useState(() => params.get('simulador') === '1');
  const customerId = params.get('customer');
  const ofCustomer = useConversationOf(org.id, customerId);
  const selected = params.get('id') ?? ofCustomer.data?.id ?? null;
  const starting = customerId !== null && ofCustomer.isSuccess && ofCustomer.data === null;
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const conversations = useConversations(org.id, query);

  const emptyInbox =
    conversations.isSuccess && !conversations.isPlaceholderData && query === '' && conversations.data.length === 0;

  return (
    // With the simulator open, the inbox makes room for it: the phone and the inbox side by side.
    <section className={clsx(simulating && 'md:pr-[396px]')}>
      <PageHeader title="Bandeja">
        <Button variant="secondary" onClick={() => setSimulating(true)} aria-expanded={simulating}>
          <Smartphone className="size-4" aria-hidden />
          Simulador
        </Button>
      </PageHeader>
      {simulating && <Simulator orgId={org.id} orgName={org.name} onClose={() => setSimulating(false)} />}
      {conversations.isPending ? (
        <div className="flex justify-center py-16 text-slate-500 dark:text-slate-400">
          <Spinner />
        </div>
      ) : conversations.isError ? (
        <Alert variant="error">Error al cargar conversaciones</Alert>
      ) : emptyInbox && !starting ? (
        <InboxEmpty onSimulate={() => setSimulating(true)} />
      ) : (
        // Fills the window below the page title, so the list and the thread scroll on their own.
        <Card className="grid h-[calc(100dvh-11rem)] min-h-[26rem] grid-cols-[minmax(0,1fr)] overflow-hidden md:grid-cols-[20rem_minmax(0,1fr)] xl:grid-cols-[24rem_minmax(0,1fr)]">
          <ConversationList
            className={clsx(
              'md:border-r md:border-slate-200 md:dark:border-slate-800',
              (selected || starting) && 'max-md:hidden',
            )}
            conversations={conversations.data}
            selectedId={selected}
            search={search}
            onSearchChange={setSearch}
            query={query}
            searching={conversations.isFetching && (conversations.isPlaceholderData || search.trim() !== query)}
          />
          <div className={clsx('min-h-0', !selected && !starting && 'max-md:hidden')}>
            {selected ? (
              <ConversationThread key={selected} orgId={org.id} tz={tz} id={selected} onBack={() => setParams({})} />
            ) : starting && customerId ? (
              <StartConversation orgId={org.id} customerId={customerId} onStarted={(id) => setParams({ id })} />
            ) : (
              <ChatSurface className="grid h-full place-items-center p-6">
                <p className="flex max-w-xs flex-col items-center gap-3 text-center text-sm text-slate-700 dark:text-slate-300">
                  <MessagesSquare className="size-7 text-slate-500 dark:text-slate-400" aria-hidden />
                  Elige una conversación para leer sus mensajes y ver las citas del paciente.
                </p>
              </ChatSurface>
            )}
          </div>
        </Card>
      )}
    </section>
  );
}
