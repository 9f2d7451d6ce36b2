import { ArrowLeft, CalendarCheck, MousePointerClick, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useDemoInfo } from '../api/demo.ts';
import { Logo } from '../ui/logo.tsx';
import { PhoneChat } from '../ui/phone-chat.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useDemoChat } from './use-demo-chat.ts';

const suggestions = ['Hola', 'Quiero agendar una cita', '¿Cuál es el horario?'];

const tips = [
  { icon: CalendarCheck, text: 'Pide una cita, cámbiala o cancélala, como lo haría un paciente.' },
  { icon: MousePointerClick, text: 'Toca los botones de las respuestas para elegir más rápido.' },
  { icon: ShieldCheck, text: 'Es una clínica de prueba: tu conversación se borra en un día.' },
];

/**
 * The public demo (docs/product.md#demo-chat): a visitor of the landing chats with the demo clinic's
 * receptionist on a phone-shaped web chat, as a fresh patient, over the sandbox channel.
 */
export default function DemoPage() {
  const info = useDemoInfo();
  useEffect(() => {
    document.title = 'Demo en vivo · Recepta';
  }, []);

  return (
    // The tint at the top is the page's own background, not an element behind the chat: axe could
    // not tell the chat header's colours over such an element (issue 31), and there is nothing to stack.
    <div className="flex min-h-dvh flex-col bg-slate-50 bg-gradient-to-b from-brand-100/70 via-brand-50/40 to-transparent bg-size-[100%_460px] bg-no-repeat dark:bg-slate-950 dark:from-brand-800/25 dark:via-brand-800/5">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-8 sm:py-5">
        {/* The landing is a separate, prerendered page: a full page load, not a client route. */}
        <a href="/" className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          <Logo />
        </a>
        <a
          href="/"
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 outline-none hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-300 dark:hover:text-brand-500"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Volver al inicio
        </a>
      </header>
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-4 px-4 pb-4 sm:gap-6 sm:px-8 sm:pb-12 lg:grid lg:grid-cols-[1fr_auto] lg:items-center lg:gap-16">
        <div className="max-w-xl">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase dark:text-brand-500">
            Demo en vivo
          </p>
          <h1 className="mt-1 text-xl font-extrabold sm:mt-2 tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white">
            Chatea con la recepcionista de una clínica de prueba
          </h1>
          <p className="mt-3 hidden text-lg leading-relaxed text-pretty text-slate-700 sm:block dark:text-slate-300">
            Así atiende Recepta a tus pacientes por WhatsApp: responde al instante, sugiere horarios y agenda sola.
          </p>
          <ul className="mt-6 hidden space-y-3 lg:block">
            {tips.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-slate-700 dark:text-slate-300">
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-800 dark:text-brand-100">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="pt-1">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto flex w-full max-w-[400px] flex-1 flex-col lg:flex-none">
          {info.isPending ? (
            <PhoneFrame>
              <div className="grid flex-1 place-items-center bg-white dark:bg-[#111b21]">
                <Spinner className="size-6" />
              </div>
            </PhoneFrame>
          ) : info.data?.available ? (
            <DemoChat clinicName={info.data.clinicName ?? 'Clínica'} />
          ) : (
            <div
              role="status"
              className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="font-semibold text-slate-900 dark:text-slate-50">
                La demo no está disponible en este momento
              </p>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Vuelve a intentarlo más tarde.</p>
            </div>
          )}
        </div>
      </main>
    </div>
  );
}

function DemoChat({ clinicName }: { clinicName: string }) {
  const { messages, send, sending, error, typing } = useDemoChat();
  return (
    <PhoneFrame>
      <PhoneChat
        className="flex-1"
        title={clinicName}
        subtitle="Recepcionista virtual · en línea"
        messages={messages}
        onSend={send}
        sending={sending}
        typing={typing}
        error={error}
        empty={
          <div className="mx-auto max-w-[17rem] text-center">
            <p className="rounded-lg bg-[#ffeecd] px-3 py-2 text-sm text-[#54656f] shadow-[0_1px_0.5px_rgba(11,20,26,0.13)] dark:bg-[#182229] dark:text-[#ffd279]">
              Escríbele como si fueras un paciente de {clinicName}. Empieza con un saludo:
            </p>
            <ul aria-label="Sugerencias" className="mt-3 flex flex-wrap justify-center gap-2">
              {suggestions.map((s) => (
                <li key={s}>
                  <button
                    type="button"
                    disabled={sending}
                    onClick={() => void send({ text: s })}
                    className="rounded-full border border-[#008069]/40 bg-white px-3 py-1.5 text-sm font-medium text-[#006e5a] shadow-sm outline-none hover:bg-[#f0faf7] focus-visible:ring-2 focus-visible:ring-[#008069] disabled:opacity-60 dark:border-[#00a884]/50 dark:bg-[#202c33] dark:text-[#00d7a9] dark:hover:bg-[#2a3942]"
                  >
                    {s}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        }
      />
    </PhoneFrame>
  );
}

/** A phone's outline around the chat on wider screens; on a phone, the chat fills the screen's height. */
function PhoneFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-[26rem] flex-1 flex-col overflow-hidden rounded-2xl border border-slate-200 shadow-xl shadow-slate-900/10 sm:h-[720px] sm:max-h-[calc(100dvh-7rem)] sm:flex-none sm:rounded-[2.75rem] sm:border-[10px] sm:border-slate-900 sm:shadow-2xl dark:border-slate-800 dark:shadow-black/40 sm:dark:border-slate-700">
      {children}
    </div>
  );
}
