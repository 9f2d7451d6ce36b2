import { type PointerEvent as ReactPointerEvent, type RefObject, useEffect, useMemo, useRef } from 'react';
import { useDarkClass } from '../../../lib/use-dark-class.ts';
import type { GridGeometry } from '../grid/grid-geometry.ts';
import type { AgendaModel } from '../model/agenda-model.ts';
import { densityGrid } from '../model/layout.ts';
import { weekdayShort } from '../model/week-label.ts';

/** The minimap's body is 96 px high (docs/product.md#business-constants). */
const HEIGHT = 96;
const COLUMN = 26;
const GAP = 3;
const WIDTH = 7 * COLUMN + 6 * GAP;
const BUCKETS = 48;

/**
 * The week at a glance (docs/product.md#agenda-layout): how busy each day is over the hours drawn, and a frame for the
 * part of the grid in view; a press or drag on it scrolls the grid there. Drawn on a canvas so 2,000
 * appointments cost one paint, and the frame follows scrolling without React.
 */
export function Minimap({ model, geometry }: { model: AgendaModel; geometry: RefObject<GridGeometry> }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const dark = useDarkClass();
  const density = useMemo(
    () =>
      densityGrid(
        model.byDay.flatMap((items) => items.map((i) => ({ day: i.day, start: i.startMin, end: i.endMin }))),
        model.range,
        BUCKETS,
      ),
    [model.byDay, model.range],
  );

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    el.width = WIDTH * ratio;
    el.height = HEIGHT * ratio;
    ctx.scale(ratio, ratio);
    ctx.clearRect(0, 0, WIDTH, HEIGHT);
    const peak = Math.max(1, ...density.flat());
    const cell = HEIGHT / BUCKETS;
    density.forEach((row, day) => {
      const x = day * (COLUMN + GAP);
      ctx.fillStyle = dark ? '#1e293b' : '#f1f5f9';
      ctx.fillRect(x, 0, COLUMN, HEIGHT);
      row.forEach((count, b) => {
        if (count === 0) return;
        ctx.fillStyle = dark ? '#2dd4bf' : '#0d9488';
        ctx.globalAlpha = 0.25 + 0.75 * (count / peak);
        ctx.fillRect(x + 2, b * cell, COLUMN - 4, Math.max(1, cell - 0.5));
        ctx.globalAlpha = 1;
      });
    });
  }, [density, dark]);

  // The frame: what part of the day the scroller shows, kept in step with scrolling and resizing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new week may come with a new grid.
  useEffect(() => {
    const scroller = geometry.current.scroller;
    const body = geometry.current.body;
    if (!scroller || !body) return;
    const update = () => {
      const total = body.offsetHeight || 1;
      const visible = scroller.clientHeight - body.offsetTop;
      const top = Math.max(0, Math.min(1, scroller.scrollTop / total));
      const size = Math.max(0.04, Math.min(1 - top, visible / total));
      if (frame.current) {
        frame.current.style.top = `${top * HEIGHT}px`;
        frame.current.style.height = `${size * HEIGHT}px`;
      }
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    observer.observe(body);
    return () => {
      scroller.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [geometry, model.week.monday]);

  const scrollTo = (event: ReactPointerEvent<HTMLDivElement>) => {
    const scroller = geometry.current.scroller;
    const body = geometry.current.body;
    if (!scroller || !body) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const ratio = (event.clientY - rect.top) / rect.height;
    const visible = scroller.clientHeight - body.offsetTop;
    scroller.scrollTop = ratio * body.offsetHeight - visible / 2;
  };

  return (
    <div className="hidden shrink-0 md:block" title="Resumen de la semana: toca para desplazarte">
      <div className="mb-1 flex justify-between px-px" style={{ width: WIDTH }} aria-hidden>
        {model.week.days.map((d) => (
          <span key={d} className="w-[26px] text-center text-[10px] leading-3 text-slate-500 dark:text-slate-400">
            {weekdayShort(d).slice(0, 1).toUpperCase()}
          </span>
        ))}
      </div>
      <div
        aria-hidden
        data-agenda-minimap
        className="relative cursor-pointer touch-none overflow-hidden rounded-md"
        style={{ width: WIDTH, height: HEIGHT }}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          scrollTo(e);
        }}
        onPointerMove={(e) => e.buttons === 1 && scrollTo(e)}
      >
        <canvas ref={canvas} style={{ width: WIDTH, height: HEIGHT }} />
        <div
          ref={frame}
          className="pointer-events-none absolute inset-x-0 rounded-[3px] border-2 border-slate-700/70 bg-slate-900/5 dark:border-slate-200/70 dark:bg-white/5"
        />
      </div>
    </div>
  );
}
