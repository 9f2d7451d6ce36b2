import { formatHHMM } from '@recepta/domain';
import type { Span } from '../model/layout.ts';

/** The hours beside the grid, each label centred on its line (the first one below it). */
export function TimeGutter({ range, pxPerMinute }: { range: Span; pxPerMinute: number }) {
  const hours: number[] = [];
  for (let m = Math.ceil(range.start / 60) * 60; m < range.end; m += 60) hours.push(m);
  return (
    <div aria-hidden className="relative w-14 shrink-0 select-none">
      {hours.map((m) => (
        <span
          key={m}
          className="absolute right-2 text-[11px] leading-none text-slate-500 tabular-nums dark:text-slate-400"
          style={{
            top: (m - range.start) * pxPerMinute,
            transform: m === range.start ? 'translateY(3px)' : 'translateY(-50%)',
          }}
        >
          {formatHHMM(m)}
        </span>
      ))}
    </div>
  );
}
