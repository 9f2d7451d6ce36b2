import { clsx } from 'clsx';
import { ChevronDown, ChevronUp, List, Send } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { ChatBubble, ChatSurface } from './chat-bubble.tsx';

/** One message as the patient's phone shows it. */
export interface PhoneChatMessage {
  id: string;
  /** Written by the patient (right, green); otherwise by the clinic (left, white). */
  mine: boolean;
  text: string;
  /** Reply buttons (up to three) or list rows (more) the clinic offers under its message. */
  buttons?: { id: string; title: string }[] | undefined;
  sentAt: string;
}

/** What the patient sends: words they typed, or a button they tapped (its title is what they "say"). */
export type PhoneChatInput = { text: string } | { buttonId: string; title: string };

interface PhoneChatProps {
  /** Who the patient is talking to: the clinic's name, in the chat's top bar. */
  title: string;
  subtitle?: string;
  messages: PhoneChatMessage[];
  /** Sends; resolves true when the message was accepted (the text box is then emptied). */
  onSend: (input: PhoneChatInput) => Promise<boolean>;
  sending?: boolean;
  /** The clinic is answering: three dots under the last message. */
  typing?: boolean;
  /** Why the last send failed, in Spanish. */
  error?: string | null | undefined;
  /** Shown in the empty chat (a hint, suggestions). */
  empty?: ReactNode;
  /** The text box's label (read by screen readers; the placeholder says it too). */
  inputLabel?: string;
  /** The name of the list of messages, and of the send button. */
  listLabel?: string;
  sendLabel?: string;
  /** Something on the right of the top bar (the simulator's close button). */
  actions?: ReactNode;
  className?: string;
}

const clock = new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** More than this many options are a list behind "Ver opciones", as WhatsApp shows them. */
const MAX_REPLY_BUTTONS = 3;

/**
 * The patient's side of a WhatsApp chat with the clinic (docs/product.md#demo-chat): the public
 * demo at /demo and the inbox's simulator show this same component. New messages are announced by
 * a polite live region; the clinic's buttons are real buttons under its message, and more than three
 * become a list, as on the phone.
 */
export function PhoneChat({
  title,
  subtitle,
  messages,
  onSend,
  sending = false,
  typing = false,
  error,
  empty,
  inputLabel = 'Escribe un mensaje',
  listLabel = 'Mensajes',
  sendLabel = 'Enviar',
  actions,
  className,
}: PhoneChatProps) {
  const [text, setText] = useState('');
  const id = useId();
  const scroller = useRef<HTMLDivElement>(null);

  // Follow the newest message, as a chat does.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && (messages.length > 0 || typing)) el.scrollTop = el.scrollHeight;
  }, [messages.length, typing]);

  const submit = async () => {
    const value = text.trim();
    if (!value || sending) return;
    if (await onSend({ text: value })) setText('');
  };

  return (
    <section aria-labelledby={`${id}-title`} data-phone-chat className={clsx('flex min-h-0 flex-col', className)}>
      {/* WhatsApp's green, one shade darker where text sits on it: white reads at 4.5:1 or more on
          every part of the header (the subtitle at full white, the initials on the darker green). */}
      <header className="flex items-center gap-3 bg-[#00735e] px-3 py-2.5 text-white dark:bg-[#202c33] dark:text-[#e9edef]">
        <span
          aria-hidden
          className="grid size-9 shrink-0 place-items-center rounded-full bg-[#005c4b] text-sm font-bold dark:bg-[#2a3942]"
        >
          {initials(title)}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="truncate text-base leading-tight font-semibold">
            {title}
          </h2>
          {subtitle && <p className="truncate text-xs text-white dark:text-[#aebac1]">{subtitle}</p>}
        </div>
        {actions}
      </header>

      <ChatSurface className="relative min-h-0 flex-1">
        <div ref={scroller} className="absolute inset-0 overflow-y-auto px-3 py-4">
          <div role="log" aria-live="polite" aria-label={`Conversación con ${title}`}>
            {messages.length === 0 && !typing ? (
              <div className="py-6">{empty}</div>
            ) : (
              <ol aria-label={listLabel} className="space-y-1.5">
                {messages.map((m, i) => (
                  <li key={m.id} className={i > 0 && messages[i - 1]!.mine !== m.mine ? 'pt-1.5' : ''}>
                    <ChatBubble
                      direction={m.mine ? 'out' : 'in'}
                      sender={m.mine ? 'Tú' : title}
                      time={<time dateTime={m.sentAt}>{clock.format(new Date(m.sentAt))}</time>}
                    >
                      {m.text}
                    </ChatBubble>
                    {!m.mine && m.buttons && m.buttons.length > 0 && (
                      <Options
                        buttons={m.buttons}
                        disabled={sending}
                        onTap={(b) => void onSend({ buttonId: b.id, title: b.title })}
                      />
                    )}
                  </li>
                ))}
              </ol>
            )}
            {typing && (
              <p className="mt-2 flex">
                <span className="sr-only">{title} está escribiendo…</span>
                <span
                  aria-hidden
                  className="inline-flex gap-1 rounded-lg rounded-tl-none bg-white px-3 py-2.5 shadow-[0_1px_0.5px_rgba(11,20,26,0.13)] dark:bg-[#202c33]"
                >
                  {[0, 1, 2].map((n) => (
                    <span
                      key={n}
                      className="size-1.5 animate-bounce rounded-full bg-[#667781] motion-reduce:animate-none dark:bg-[#8696a0]"
                      style={{ animationDelay: `${n * 150}ms` }}
                    />
                  ))}
                </span>
              </p>
            )}
          </div>
        </div>
      </ChatSurface>

      <form
        className="bg-[#f0f2f5] px-2 py-2 dark:bg-[#202c33]"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="flex items-end gap-2">
          <label htmlFor={`${id}-text`} className="sr-only">
            {inputLabel}
          </label>
          <input
            id={`${id}-text`}
            value={text}
            maxLength={1000}
            autoComplete="off"
            placeholder={inputLabel}
            onChange={(e) => setText(e.target.value)}
            className="h-11 min-w-0 flex-1 rounded-full border border-transparent bg-white px-4 text-[0.9375rem] text-[#111b21] outline-none placeholder:text-[#54656f] focus:border-[#008069] focus:ring-2 focus:ring-[#008069]/30 dark:bg-[#2a3942] dark:text-[#e9edef] dark:placeholder:text-[#8696a0] dark:focus:border-[#00a884]"
          />
          <button
            type="submit"
            aria-label={sendLabel}
            disabled={!text.trim() || sending}
            className="grid size-11 shrink-0 place-items-center rounded-full bg-[#008069] text-white transition-colors outline-none hover:bg-[#006e5a] focus-visible:ring-2 focus-visible:ring-[#008069] focus-visible:ring-offset-2 disabled:opacity-60 dark:bg-[#00a884] dark:text-[#111b21] dark:hover:bg-[#06cf9c] dark:focus-visible:ring-offset-[#202c33]"
          >
            <Send className="size-5" aria-hidden />
          </button>
        </div>
        {error && (
          <p role="alert" className="mt-1.5 px-2 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}

const optionClasses =
  'flex min-h-10 w-full items-center justify-center gap-2 bg-white px-3 py-2 text-center text-[0.9375rem] font-medium text-[#0270a8] outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-[#0270a8] disabled:opacity-60 dark:bg-[#202c33] dark:text-[#53bdeb] dark:hover:bg-[#2a3942] dark:focus-visible:ring-[#53bdeb]';

/** The clinic's buttons under its message: tappable replies, or a list behind "Ver opciones". */
function Options({
  buttons,
  disabled,
  onTap,
}: {
  buttons: { id: string; title: string }[];
  disabled: boolean;
  onTap: (button: { id: string; title: string }) => void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const frame =
    'mt-0.5 max-w-[85%] divide-y divide-[#e9edef] overflow-hidden rounded-lg shadow-[0_1px_0.5px_rgba(11,20,26,0.13)] sm:max-w-[75%] dark:divide-[#2a3942]';
  const list = (
    <ul aria-label="Opciones" className={frame} id={listId}>
      {buttons.map((b) => (
        <li key={b.id}>
          <button type="button" disabled={disabled} onClick={() => onTap(b)} className={optionClasses}>
            {b.title}
          </button>
        </li>
      ))}
    </ul>
  );
  if (buttons.length <= MAX_REPLY_BUTTONS) return list;
  return (
    <div>
      <div className={frame}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          className={optionClasses}
        >
          <List className="size-4" aria-hidden />
          Ver opciones
          {open ? <ChevronUp className="size-4" aria-hidden /> : <ChevronDown className="size-4" aria-hidden />}
        </button>
      </div>
      {open && list}
    </div>
  );
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w.charAt(0).toUpperCase())
      .join('') || '?'
  );
}
