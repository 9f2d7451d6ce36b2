import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Send, Smartphone, X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { sendAsPatient } from '../../api/channel.ts';
import { apiFetch, isApiError } from '../../api/client.ts';
import { type ConversationSummary, conversationsQueryKey, useConversation } from '../../api/conversations.ts';
import { Button } from '../../ui/button.tsx';
import { ChatBubble, ChatSurface } from '../../ui/chat-bubble.tsx';
import { Input } from '../../ui/input.tsx';
import { messageTime } from './chat-time.ts';

/** A plausible Costa Rican mobile for a new simulated patient (any E.164 number may be typed instead). */
function randomPhone(): string {
  return `+5068${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/**
 * The simulator (docs/product.md#inbox): staff write as a patient, with a number of their choosing,
 * and see what the patient's phone would show, beside the inbox. Messages go through
 * POST /channel/sandbox/inbound, the same processing as Meta's webhook; the clinic's answers show
 * here as they would on the phone, buttons included.
 */
export function Simulator({ orgId, onClose }: { orgId: string; onClose: () => void }) {
  const [phone, setPhone] = useState(randomPhone);
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const digits = phone.replace(/\D/g, '');
  // The conversation of this number, kept current by the inbox's live stream (it adds new ones to lists).
  const found = useQuery({
    queryKey: [...conversationsQueryKey(orgId), 'list', { simulator: digits }] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ items: ConversationSummary[] }>('/api/conversations', {
        query: { orgId, q: digits, limit: 5 },
        signal,
      }).then((r) => r.items),
    enabled: digits.length >= 8,
  });
  const conversation = found.data?.find((c) => c.customer?.phone === `+${digits}`);
  const thread = useConversation(orgId, conversation?.id ?? null);
  const messages = conversation ? (thread.data?.messages ?? []) : [];
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && messages.length > 0) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  const send = async (body: { text?: string; buttonId?: string }) => {
    setSending(true);
    setError(null);
    try {
      await sendAsPatient(orgId, { from: `+${digits}`, ...(name.trim() ? { name: name.trim() } : {}), ...body });
      if (body.text) setText('');
    } catch (err) {
      setError(isApiError(err) ? err.message : 'No se pudo enviar');
    } finally {
      setSending(false);
    }
  };

  return (
    <aside
      aria-label="Simulador"
      className="fixed inset-0 z-40 flex flex-col bg-white md:top-20 md:right-4 md:bottom-4 md:left-auto md:w-[380px] md:rounded-2xl md:border md:border-slate-200 md:shadow-2xl dark:bg-slate-900 md:dark:border-slate-700"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <Smartphone className="size-5 text-brand-700 dark:text-brand-500" aria-hidden />
        <h2 className="flex-1 font-semibold text-slate-900 dark:text-slate-50">Simulador</h2>
        <Button variant="ghost" size="sm" className="px-2" aria-label="Cerrar simulador" onClick={onClose}>
          <X className="size-5" aria-hidden />
        </Button>
      </header>
      <div className="grid grid-cols-2 gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <div>
          <label htmlFor={`${id}-phone`} className="mb-1 block text-xs font-medium text-slate-700 dark:text-slate-300">
            Teléfono del paciente
          </label>
          <Input id={`${id}-phone`} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-name`} className="mb-1 block text-xs font-medium text-slate-700 dark:text-slate-300">
            Nombre (opcional)
          </label>
          <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
      </div>
      <ChatSurface className="min-h-0 flex-1">
        <div ref={scroller} className="h-full overflow-y-auto px-3 py-4">
          {messages.length === 0 ? (
            <p className="py-10 text-center text-sm text-slate-700 dark:text-slate-300">
              Escribe como si fueras el paciente: el mensaje llega a la bandeja.
            </p>
          ) : (
            <ol aria-label="Chat del paciente" className="space-y-1.5">
              {messages.map((m) => (
                <li key={m.id}>
                  {/* Mirrored: on the patient's phone their own messages are the green ones. */}
                  <ChatBubble
                    direction={m.direction === 'in' ? 'out' : 'in'}
                    sender={m.direction === 'in' ? 'Tú' : 'Clínica'}
                    time={<time dateTime={m.sentAt}>{messageTime(m.sentAt)}</time>}
                  >
                    {m.body}
                  </ChatBubble>
                  {m.direction === 'out' && m.buttons && m.buttons.length > 0 && (
                    <div className="mt-1 flex flex-wrap gap-1">
                      {m.buttons.map((b) => (
                        <button
                          key={b.id}
                          type="button"
                          disabled={sending}
                          onClick={() => void send({ buttonId: b.id, text: b.title })}
                          className="rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-[#027eb5] shadow-[0_1px_0.5px_rgba(11,20,26,0.13)] hover:bg-slate-50 dark:bg-[#202c33] dark:text-[#53bdeb]"
                        >
                          {b.title}
                        </button>
                      ))}
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      </ChatSurface>
      <form
        className="border-t border-slate-200 px-3 py-3 dark:border-slate-800"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) void send({ text: text.trim() });
        }}
      >
        <label htmlFor={`${id}-text`} className="sr-only">
          Mensaje del paciente
        </label>
        <div className="flex gap-2">
          <Input
            id={`${id}-text`}
            value={text}
            placeholder="Mensaje del paciente"
            onChange={(e) => setText(e.target.value)}
            className="flex-1"
          />
          <Button type="submit" aria-label="Enviar como paciente" disabled={!text.trim()} loading={sending}>
            <Send className="size-4" aria-hidden />
          </Button>
        </div>
        {error && (
          <p role="alert" className={clsx('mt-2 text-sm text-red-700 dark:text-red-300')}>
            {error}
          </p>
        )}
      </form>
    </aside>
  );
}
