import { TriangleAlert } from 'lucide-react';
import { contrastRatio, isHexColour, MIN_CONTRAST } from '../../lib/colour.ts';
import { ColourChip } from './colour-chip.tsx';

interface ColourPreviewProps {
  background: string;
  text: string;
  name: string;
  /** Shown in the chip while the name is empty. */
  placeholder: string;
}

/** The live preview under a pair of colour pickers: the name as the agenda will draw it. */
export function ColourPreview({ background, text, name, placeholder }: ColourPreviewProps) {
  const lowContrast = isHexColour(background) && isHexColour(text) && contrastRatio(background, text) < MIN_CONTRAST;
  return (
    <figure className="space-y-1.5 sm:col-span-2">
      <figcaption className="text-sm font-medium text-slate-800 dark:text-slate-200">Vista previa</figcaption>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-950/40">
        <ColourChip background={background} text={text}>
          {name.trim() || placeholder}
        </ColourChip>
        {lowContrast && (
          <span className="flex items-center gap-1.5 text-xs text-amber-800 dark:text-amber-300">
            <TriangleAlert className="size-3.5 shrink-0" aria-hidden />
            Poco contraste: el texto puede leerse mal en la agenda.
          </span>
        )}
      </div>
    </figure>
  );
}
