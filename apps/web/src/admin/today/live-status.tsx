import { clsx } from 'clsx';
import type { StreamStatus } from '../../api/agenda-stream.ts';

const looks: Record<StreamStatus, { text: string; dot: string }> = {
  live: { text: 'En vivo', dot: 'bg-emerald-500' },
  connecting: { text: 'Conectando…', dot: 'bg-slate-400' },
  offline: { text: 'Reconectando…', dot: 'bg-amber-500' },
};

/** Whether changes made elsewhere (the chat receptionist, another desk) show up by themselves. */
export function LiveStatus({ status }: { status: StreamStatus }) {
  const look = looks[status];
  return (
    <span
      role="status"
      className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-2.5 py-1 text-xs font-medium text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
    >
      <span
        aria-hidden
        className={clsx(
          'size-2 rounded-full',
          look.dot,
          status === 'live' && 'animate-pulse motion-reduce:animate-none',
        )}
      />
      {look.text}
    </span>
  );
}
