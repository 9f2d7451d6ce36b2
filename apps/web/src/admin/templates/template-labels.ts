import type { TemplateCategory, TemplateStatus } from '@recepta/domain';
import type { BadgeTone } from '../../ui/badge.tsx';

/** How each status reads (docs/product.md#templates), and what it means for the person editing. */
export const statusInfo: Record<TemplateStatus, { label: string; tone: BadgeTone; note: string }> = {
  ready: {
    label: 'Lista',
    tone: 'success',
    note: 'Aprobada y lista para enviarse. Si la cambias, tendrá que aprobarse de nuevo.',
  },
  draft: {
    label: 'Borrador',
    tone: 'neutral',
    note: 'Todavía no se puede usar: envíala a aprobación cuando el texto esté listo.',
  },
  submitted: {
    label: 'En aprobación',
    tone: 'info',
    note: 'Enviada a aprobación. Si la cambias, volverá a borrador y tendrás que enviarla otra vez.',
  },
};

/** WhatsApp's category names stay as they are (it reviews by them); the hint says what each is for. */
export const categoryHints: Record<TemplateCategory, string> = {
  Utility: 'Avisos sobre una cita: recordatorios, confirmaciones, cambios.',
  Marketing: 'Promociones y mensajes para que un paciente vuelva.',
};

/**
 * What the preview puts in place of {{1}}, {{2}}…: the values the seeded reminders expect (patient,
 * service, time, professional), so the preview reads like a real message. Labelled as examples.
 */
const samples = ['María', 'Limpieza dental', '10:30', 'Dra. Ana Rodríguez'];

export function sampleValue(variable: number): string {
  return samples[variable - 1] ?? `Ejemplo ${variable}`;
}
