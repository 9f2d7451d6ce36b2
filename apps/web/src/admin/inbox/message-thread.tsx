import { Fragment, useLayoutEffect, useRef } from 'react';
import type { ConversationMessage } from '../../api/conversations.ts';
import { ChatBubble, ChatSurface } from '../../ui/chat-bubble.tsx';
import { dayKey, dayLabel, messageTime } from './chat-time.ts';

/** The messages as a chat: patient on the left, the receptionist on the right, a separator per day. */
export function MessageThread({ messages }: { messages: ConversationMessage[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const now = new Date();

  // Open at the newest message, as a chat does, and follow new ones as they arrive.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && messages.length > 0) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  return (
    <ChatSurface className="min-h-0 flex-1">
      <div ref={scroller} className="h-full overflow-y-auto px-3 py-4 sm:px-6">
        {messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-700 dark:text-slate-300">
            Esta conversación aún no tiene mensajes.
          </p>
        ) : (
          <ol aria-label="Mensajes" className="mx-auto max-w-3xl space-y-1.5">
            {messages.map((message, i) => {
              const newDay = i === 0 || dayKey(messages[i - 1]!.sentAt) !== dayKey(message.sentAt);
              return (
                <Fragment key={message.id}>
                  {newDay && (
                    <li className="flex justify-center py-2">
                      <span className="rounded-md bg-white/95 px-3 py-1 text-xs font-medium text-[#54656f] shadow-[0_1px_0.5px_rgba(11,20,26,0.13)] dark:bg-[#182229] dark:text-[#8696a0]">
                        {dayLabel(message.sentAt, now)}
                      </span>
                    </li>
                  )}
                  <li className={i > 0 && messages[i - 1]!.direction !== message.direction ? 'pt-1.5' : ''}>
                    <ChatBubble
                      direction={message.direction}
                      sender={message.direction === 'in' ? 'Paciente' : 'Recepción'}
                      time={<time dateTime={message.sentAt}>{messageTime(message.sentAt)}</time>}
                    >
                      {message.body}
                    </ChatBubble>
                  </li>
                </Fragment>
              );
            })}
          </ol>
        )}
      </div>
    </ChatSurface>
  );
}
