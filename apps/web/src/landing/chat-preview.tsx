import { CalendarCheck, CheckCheck, Mic, Paperclip, Smile } from 'lucide-react';
import type { ReactNode } from 'react';
import { chat } from './content.ts';

/** Delivered-and-read ticks, as WhatsApp draws them on the sender's own messages. */
function Read() {
  return <CheckCheck className="size-4 text-sky-600 dark:text-sky-400" aria-label="Leído" role="img" />;
}

function Bubble({ from, time, children }: { from: 'patient' | 'clinic'; time: string; children: ReactNode }) {
  const mine = from === 'patient';
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`relative max-w-[85%] rounded-2xl px-3 pt-2 pb-1.5 text-[0.9375rem] leading-snug shadow-sm ${
          mine
            ? 'rounded-tr-sm bg-wa-out text-slate-900 dark:bg-wa-out-dark dark:text-white'
            : 'rounded-tl-sm bg-white text-slate-900 dark:bg-wa-in-dark dark:text-slate-100'
        }`}
      >
        <span className="sr-only">{mine ? 'Paciente: ' : 'Recepta: '}</span>
        {children}
        <span className="mt-0.5 flex items-center justify-end gap-1 text-[0.6875rem] text-slate-600 dark:text-slate-300">
          {time}
          {mine && <Read />}
        </span>
      </div>
    </li>
  );
}

/**
 * The hero's sample conversation, drawn like a WhatsApp chat: a patient books a dental cleaning,
 * picks one of the three offered times, and gets a confirmation that mentions the reminders.
 * It is real text (not an image) so it reads without JavaScript, to screen readers and to crawlers.
 */
export function ChatPreview() {
  return (
    <figure className="mx-auto w-full max-w-md">
      <div className="overflow-hidden rounded-[1.75rem] border border-slate-200 bg-white shadow-2xl shadow-brand-900/15 ring-8 ring-slate-900/5 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40 dark:ring-white/5">
        <div className="flex items-center gap-3 bg-wa-header px-4 py-3 text-white dark:bg-wa-header-dark">
          <span
            className="grid size-10 shrink-0 place-items-center rounded-full bg-white/15 text-sm font-bold"
            aria-hidden="true"
          >
            CS
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold">{chat.business}</p>
            <p className="truncate text-xs text-white/85">{chat.status}</p>
          </div>
        </div>
        <ol className="flex flex-col gap-2.5 bg-wa-wall px-3 py-4 sm:px-4 dark:bg-wa-wall-dark">
          <li className="self-center rounded-lg bg-white/90 px-3 py-1 text-xs font-medium text-slate-700 shadow-sm dark:bg-wa-in-dark dark:text-slate-300">
            Hoy
          </li>
          <Bubble from="patient" time="09:12">
            {chat.request}
          </Bubble>
          <Bubble from="clinic" time="09:12">
            {chat.offer}
            <span className="mt-2 grid grid-cols-3 gap-1.5" aria-hidden="true">
              {chat.slots.map((s) => (
                <span
                  key={s}
                  className={`rounded-lg border py-1.5 text-center text-sm font-semibold ${
                    s === chat.pick
                      ? 'border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-950 dark:text-brand-200'
                      : 'border-slate-200 text-sky-700 dark:border-slate-700 dark:text-sky-300'
                  }`}
                >
                  {s}
                </span>
              ))}
            </span>
          </Bubble>
          <Bubble from="patient" time="09:13">
            {chat.pick}
          </Bubble>
          <Bubble from="clinic" time="09:13">
            {chat.confirmation}
            {/* On a narrow phone the status pill wraps under the booking rather than squeezing it. */}
            <span className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-brand-50 p-2.5 text-slate-900 dark:bg-brand-950 dark:text-white">
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-700 text-white dark:bg-brand-500 dark:text-brand-950">
                <CalendarCheck className="size-5" aria-hidden="true" />
              </span>
              <span className="flex min-w-0 grow basis-32 flex-col text-sm leading-tight">
                <span className="font-semibold">{chat.booking.service}</span>
                <span className="text-slate-700 dark:text-slate-300">{chat.booking.when}</span>
              </span>
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-brand-400 dark:text-brand-950">
                {chat.booking.status}
              </span>
            </span>
          </Bubble>
        </ol>
        {/* The composer is decoration: the preview is not a live chat. */}
        <div
          className="flex items-center gap-2 border-t border-slate-200 bg-[#f0f2f5] px-3 py-2.5 dark:border-slate-800 dark:bg-wa-in-dark"
          aria-hidden="true"
        >
          <Smile className="size-5 text-slate-500" />
          <span className="flex-1 rounded-full bg-white px-4 py-2 text-sm text-slate-500 dark:bg-slate-800 dark:text-slate-400">
            Escribe un mensaje
          </span>
          <Paperclip className="size-5 text-slate-500" />
          <span className="grid size-9 place-items-center rounded-full bg-wa-header text-white dark:bg-[#00a884]">
            <Mic className="size-4" />
          </span>
        </div>
      </div>
      <figcaption className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">
        Así agenda Recepta una limpieza dental por WhatsApp.
      </figcaption>
    </figure>
  );
}
