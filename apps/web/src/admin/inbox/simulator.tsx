import { conversationApi } from '@recepta/domain';
import { useQuery } from '@tanstack/react-query';
import { Smartphone, X } from 'lucide-react';
import { useId, useState } from 'react';
import { sendAsPatient } from '../../api/channel.ts';
import { callApi, isApiError } from '../../api/client.ts';
import { conversationsQueryKey, useConversation } from '../../api/conversations.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { PhoneChat, type PhoneChatInput, type PhoneChatMessage } from '../../ui/phone-chat.tsx';

/** What a patient often writes first: one tap starts a conversation. */
const suggestions = ['Hola', 'Quiero agendar una cita'];

/**
 * A plausible Costa Rican mobile for a new simulated patient (any E.164 number may be typed
 * instead): 83–89 and then six digits, the ranges that are read "8888 7777".
 */
function randomPhone(): string {
  const second = 3 + Math.floor(Math.random() * 7);
  return `+5068${second}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
}

/**
 * A WhatsApp profile name, as real patients nearly always have one: the receptionist then offers it
 * as a button when it asks whose appointment it is, one tap instead of typing (staff may clear it).
 */
const names = ['Mario Vega', 'Lucía Mora', 'Andrea Solís', 'Carlos Jiménez', 'Sofía Araya', 'Diego Castro'];
function randomName(): string {
  return names[Math.floor(Math.random() * names.length)] ?? 'Mario Vega';
}

/**
 * The simulator (docs/product.md#inbox): staff write as a patient, with a number of their choosing,
 * and see what the patient's phone would show, beside the inbox. Messages go through
 * POST /channel/sandbox/inbound, the same processing as Meta's webhook; the clinic's answers show
 * here as they would on the phone, buttons included — the same chat as the public demo (ui/phone-chat.tsx).
 */
export function Simulator({ orgId, orgName, onClose }: { orgId: string; orgName: string; onClose: () => void }) {
  const [phone, setPhone] = useState(randomPhone);
  const [name, setName] = useState(randomName);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const digits = phone.replace(/\D/g, '');
  // The conversation of this number, kept current by the inbox's live stream (it adds new ones to lists).
  const found = useQuery({
    queryKey: [...conversationsQueryKey(orgId), 'list', { simulator: digits }] as const,
    queryFn: ({ signal }) =>
      callApi(conversationApi.list, { query: { orgId, q: digits, limit: 5 }, signal }).then((r) => r.items),
    enabled: digits.length >= 8,
  });
  const conversation = found.data?.find((c) => c.customer?.phone === `+${digits}`);
  const thread = useConversation(orgId, conversation?.id ?? null);
  const messages: PhoneChatMessage[] = (conversation ? (thread.data?.messages ?? []) : []).map((m) => ({
    id: m.id,
    // On the patient's phone their own messages are the green ones.
    mine: m.direction === 'in',
    text: m.body,
    buttons: m.direction === 'out' ? m.buttons : undefined,
    sentAt: m.sentAt,
  }));

  const send = async (input: PhoneChatInput): Promise<boolean> => {
    setSending(true);
    setError(null);
    try {
      const body = 'buttonId' in input ? { buttonId: input.buttonId, text: input.title } : { text: input.text };
      await sendAsPatient(orgId, { from: `+${digits}`, ...(name.trim() ? { name: name.trim() } : {}), ...body });
      return true;
    } catch (err) {
      setError(isApiError(err) ? (Object.values(err.fields ?? {})[0] ?? err.message) : 'No se pudo enviar');
      return false;
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
      <PhoneChat
        className="min-h-0 flex-1"
        title={orgName}
        subtitle="Así lo ve el paciente en su teléfono"
        messages={messages}
        onSend={send}
        sending={sending}
        error={error}
        inputLabel="Mensaje del paciente"
        listLabel="Chat del paciente"
        sendLabel="Enviar como paciente"
        empty={
          <div className="text-center">
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Escribe como si fueras el paciente: el mensaje llega a la bandeja.
            </p>
            {/* One tap starts the receptionist, as the public demo does (a new clinic's first test). */}
            <ul aria-label="Sugerencias" className="mt-3 flex flex-wrap justify-center gap-2">
              {suggestions.map((text) => (
                <li key={text}>
                  <button
                    type="button"
                    disabled={sending || digits.length < 8}
                    onClick={() => void send({ text })}
                    className="rounded-full border border-[#008069]/40 bg-white px-3 py-1.5 text-sm font-medium text-[#006e5a] shadow-sm outline-none hover:bg-[#f0faf7] focus-visible:ring-2 focus-visible:ring-[#008069] disabled:opacity-60 dark:border-[#00a884]/50 dark:bg-[#202c33] dark:text-[#00d7a9] dark:hover:bg-[#2a3942]"
                  >
                    {text}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        }
      />
    </aside>
  );
}
