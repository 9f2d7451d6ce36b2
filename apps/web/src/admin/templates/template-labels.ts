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
  rejected: {
    label: 'Rechazada',
    tone: 'danger',
    note: 'WhatsApp no la aprobó. Corrígela según el motivo y envíala de nuevo.',
  },
  paused: {
    label: 'Pausada',
    tone: 'warning',
    note: 'WhatsApp la pausó por mensajes de baja calidad. Revísala antes de volver a usarla.',
  },
  disabled: {
    label: 'Desactivada',
    tone: 'danger',
    note: 'WhatsApp la desactivó. Crea una nueva con otro texto.',
  },
};

/** WhatsApp's category names stay as they are (it reviews by them); the hint says what each is for. */
export const categoryHints: Record<TemplateCategory, string> = {
  Utility: 'Avisos sobre una cita: recordatorios, confirmaciones, cambios.',
  Marketing: 'Promociones y mensajes para que un paciente vuelva.',
};

/**
 * What the preview puts in place of {{1}}, {{2}}…: the domain's examples, the values the seeded
 * reminders expect (patient, service, time, professional) and the samples Meta's review receives.
 */
export { exampleValue as sampleValue } from '@recepta/domain';
