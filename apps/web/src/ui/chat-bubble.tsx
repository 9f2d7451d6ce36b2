import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';

/**
 * A WhatsApp-like chat: the wallpaper and the bubbles people recognise from their phone. Colours
 * follow WhatsApp's own light and dark themes; every text on them stays above 4.5:1.
 */
export function ChatSurface({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx('bg-[#efeae2] dark:bg-[#0b141a]', className)} {...rest} />;
}

interface ChatBubbleProps {
  /** 'in' from the customer (left, white), 'out' from the business (right, green). */
  direction: 'in' | 'out';
  children: ReactNode;
  /** A short time shown in the bubble's corner (e.g. '14:05'). */
  time?: ReactNode;
  /** Screen-reader text saying who wrote it (e.g. 'Paciente', 'Recepción'). */
  sender?: string;
  className?: string;
}

export function ChatBubble({ direction, children, time, sender, className }: ChatBubbleProps) {
  const incoming = direction === 'in';
  return (
    <div className={clsx('flex', incoming ? 'justify-start' : 'justify-end')}>
      <div
        className={clsx(
          'relative max-w-[85%] rounded-lg px-3 pt-1.5 pb-1 text-[0.9375rem] leading-snug shadow-[0_1px_0.5px_rgba(11,20,26,0.13)] sm:max-w-[75%]',
          incoming
            ? 'rounded-tl-none bg-white text-[#111b21] dark:bg-[#202c33] dark:text-[#e9edef]'
            : 'rounded-tr-none bg-[#d9fdd3] text-[#111b21] dark:bg-[#005c4b] dark:text-[#e9edef]',
          className,
        )}
      >
        {sender && <span className="sr-only">{sender}: </span>}
        <span className="break-words whitespace-pre-wrap">{children}</span>
        {time && (
          <span
            className={clsx(
              // Floats into the last line when there is room, as on the phone.
              'float-right mt-1.5 ml-3 translate-y-0.5 text-[0.6875rem] leading-none',
              incoming ? 'text-[#667781] dark:text-[#8696a0]' : 'text-[#54656f] dark:text-[#b3d1ca]',
            )}
          >
            {time}
          </span>
        )}
      </div>
    </div>
  );
}
