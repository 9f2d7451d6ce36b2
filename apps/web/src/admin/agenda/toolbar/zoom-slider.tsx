import * as Slider from '@radix-ui/react-slider';
import { ZoomIn } from 'lucide-react';
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '../model/layout.ts';

/** Zoom 1 to 3 px per minute in steps of 0.25, persisted by the page (docs/product.md#agenda-week-and-zoom). */
export function ZoomSlider({ value, onChange }: { value: number; onChange(value: number): void }) {
  return (
    <div className="flex items-center gap-2">
      <ZoomIn className="size-4 text-slate-500 dark:text-slate-400" aria-hidden />
      <Slider.Root
        className="relative flex h-5 w-28 touch-none items-center select-none"
        min={ZOOM_MIN}
        max={ZOOM_MAX}
        step={ZOOM_STEP}
        value={[value]}
        onValueChange={([v]) => v !== undefined && onChange(v)}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200 dark:bg-slate-700">
          <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
        </Slider.Track>
        <Slider.Thumb
          aria-label="Zoom"
          aria-valuetext={`${value} px por minuto`}
          className="block size-4 rounded-full border-2 border-brand-700 bg-white shadow outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:bg-slate-900 dark:focus-visible:ring-offset-slate-900"
        />
      </Slider.Root>
      <span className="w-9 text-xs text-slate-600 tabular-nums dark:text-slate-300">
        {value.toFixed(2).replace(/0$/, '')}×
      </span>
    </div>
  );
}
