import { clsx } from 'clsx';
import { Bot, Info, type LucideIcon, User, UserRound } from 'lucide-react';
import { Fragment, useLayoutEffect, useRef } from 'react';
import type { ConversationMessage } from '../../api/conversations.ts';
import { Button, focusRing } from '../../ui/button.tsx';
import { ChatBubble, ChatSurface } from '../../ui/chat-bubble.tsx';
import { dayKey, dayLabel, messageTime } from './chat-time.ts';
import { MessageTicks } from './message-ticks.tsx';

/** Who wrote each message, said discreetly under its bubble (docs/product.md#inbox). */
const authorLabels: Record<ConversationMessage['author'], string> = {
  patient: 'Paciente',
  assistant: 'Asistente',
  staff: 'Personal',
  system: 'Sistema',
};
const authorIcons: Record<ConversationMessage['author'], LucideIcon> = {
  patient: UserRound,
  assistant: Bot,
  staff: User,
  system: Info,
};

function AuthorMark({ author, out }: { author: ConversationMessage['author']; out: boolean }) {
  const Icon = authorIcons[author];
  return (
    // The bubble already tells screen readers who wrote it (ChatBubble's sender).
    <p
      aria-hidden
      data-author={author}
      className={clsx(
        'mt-0.5 flex items-center gap-1 text-[0.6875rem]',
        out ? 'justify-end' : 'justify-start',
        author === 'assistant' ? 'text-[#00705c] dark:text-[#00d7a9]' : 'text-[#54656f] dark:text-[#8696a0]',
      )}
    >
      <Icon className="size-3" aria-hidden />
      {authorLabels[author]}
    </p>
  );
}

interface MessageThreadProps {
  messages: ConversationMessage[];
  /** "Reintentar" on a failed message. */
  onRetry?: (messageId: string) => void;
  retrying?: string | undefined;
}

/** The messages as a chat: patient on the left, the clinic on the right, a separator per day. */
export function MessageThread({ messages, onRetry, retrying }: MessageThreadProps) {
  const scroller = useRef<HTMLElement>(null);
  const now = new Date();

  // Open at the newest message, as a chat does, and follow new ones as they arrive.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && messages.length > 0) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  return (
    <ChatSurface className="min-h-0 flex-1">
      {/* Focusable, so a keyboard can scroll a long thread (its messages hold nothing focusable). */}
      <section
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label="Historial de mensajes"
        className={clsx('h-full overflow-y-auto px-3 py-4 sm:px-6', focusRing)}
      >
        {messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-700 dark:text-slate-300">
            Esta conversación aún no tiene mensajes.
          </p>
        ) : (
          <ol aria-label="Mensajes" className="mx-auto max-w-3xl space-y-1.5">
            {messages.map((message, i) => {
              const newDay = i === 0 || dayKey(messages[i - 1]!.sentAt) !== dayKey(message.sentAt);
              const out = message.direction === 'out';
              return (
                <Fragment key={message.id}>
                  {newDay && (
                    <li className="flex justify-center py-2">
                      <span className="rounded-md bg-white/95 px-3 py-1 text-xs font-medium text-[#54656f] shadow-[0_1px_0.5px_rgba(11,20,26,0.13)] dark:bg-[#182229] dark:text-[#8696a0]">
                        {dayLabel(message.sentAt, now)}
                      </span>
                    </li>
                  )}
                  <li
                    data-message-id={message.id}
                    className={i > 0 && messages[i - 1]!.direction !== message.direction ? 'pt-1.5' : ''}
                  >
                    <ChatBubble
                      direction={message.direction}
                      sender={authorLabels[message.author]}
                      time={
                        <>
                          <time dateTime={message.sentAt}>{messageTime(message.sentAt)}</time>
                          {out && (
                            <span className="ml-1">
                              <MessageTicks status={message.status} />
                            </span>
                          )}
                        </>
                      }
                    >
                      {message.body}
                    </ChatBubble>
                    {message.buttons && message.buttons.length > 0 && (
                      <ul
                        aria-label={out ? 'Botones del mensaje' : 'Botón elegido'}
                        className={clsx('mt-1 flex flex-wrap gap-1', out ? 'justify-end' : 'justify-start')}
                      >
                        {message.buttons.map((b) => (
                          <li
                            key={b.id}
                            className="rounded-lg bg-white px-3 py-1 text-sm font-medium text-[#0369a1] shadow-[0_1px_0.5px_rgba(11,20,26,0.13)] dark:bg-[#202c33] dark:text-[#53bdeb]"
                          >
                            {b.title}
                          </li>
                        ))}
                      </ul>
                    )}
                    <AuthorMark author={message.author} out={out} />
                    {message.status === 'failed' && (
                      <div className="mt-1 flex flex-wrap items-center justify-end gap-2 text-sm text-red-800 dark:text-red-200">
                        <span>No se envió: {message.error?.message || 'error desconocido'}</span>
                        {onRetry && (
                          <Button
                            size="sm"
                            variant="secondary"
                            loading={retrying === message.id}
                            onClick={() => onRetry(message.id)}
                          >
                            Reintentar
                          </Button>
                        )}
                      </div>
                    )}
                    {message.status === 'cancelled' && (
                      <p className="mt-1 text-right text-sm text-slate-700 dark:text-slate-300">
                        No se envió: {message.error?.message || 'ya no correspondía enviarlo'}
                      </p>
                    )}
                  </li>
                </Fragment>
              );
            })}
          </ol>
        )}
      </section>
    </ChatSurface>
  );
}
