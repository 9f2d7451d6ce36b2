/**
 * The landing page's static data (docs/product.md#landing-page). The words are
 * the product docs' where they give them; the components only lay them out.
 */
import {
  BellRing,
  CalendarCheck,
  CalendarSync,
  ChartColumn,
  Clock,
  Headset,
  type LucideIcon,
  ShieldCheck,
} from 'lucide-react';

/**
 * Replaced by the server: the wa.me link built from its config (WHATSAPP_NUMBER, WHATSAPP_TEXT), in a
 * new tab; without a number, /register in the same tab (a chat link without a number leads nowhere).
 */
export const WHATSAPP_URL_PLACEHOLDER = '%WHATSAPP_URL%';
export const WHATSAPP_TARGET_PLACEHOLDER = '%WHATSAPP_TARGET%';
/**
 * Replaced by the server: "Ver demo" opens the WhatsApp chat when WHATSAPP_NUMBER is set (in a new
 * tab), and the web demo at /demo when it is not (in the same tab).
 */
export const DEMO_URL_PLACEHOLDER = '%DEMO_URL%';
export const DEMO_TARGET_PLACEHOLDER = '%DEMO_TARGET%';
/** Replaced by the server with PUBLIC_URL, so the canonical and Open Graph URLs are absolute. */
export const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%';

export const site = {
  name: 'Recepta',
  title: 'Recepta · Recepcionista por WhatsApp para clínicas',
  description:
    'Recepta es la recepcionista por WhatsApp de tu clínica: agenda, confirma y reprograma citas, y envía recordatorios 24 h y 2 h antes. Más citas, menos ausencias. Setup en 48 h y garantía de 7 días.',
};

export const hero = {
  kicker: 'Recepcionista por WhatsApp',
  headlineStart: 'Ilumina tu agenda:',
  headlineEnd: 'más citas, menos ausencias.',
  lead: 'Recepta atiende a tus pacientes por WhatsApp a cualquier hora: ofrece horarios, agenda, confirma y reprograma citas, y envía recordatorios 24 h y 2 h antes. Tu equipo se dedica a atender.',
  plansCta: 'Ver planes',
  demoCta: 'Ver demo (60s)',
};

export interface Badge {
  icon: LucideIcon;
  label: string;
}

export const badges: Badge[] = [
  { icon: ShieldCheck, label: 'Garantía de 7 días' },
  { icon: Clock, label: 'Setup en 48 h' },
  { icon: Headset, label: 'Soporte humano' },
];

/** The sample conversation of the hero's chat preview: booking a dental cleaning (docs/product.md#landing-page). */
export const chat = {
  business: 'Clínica Dental Sonrisa',
  status: 'Recepcionista virtual · en línea',
  request: 'Hola, quiero agendar una limpieza dental.',
  offer: '¡Hola! Para tu limpieza dental tengo estos horarios mañana: 10:30, 14:00 o 16:15. ¿Cuál prefieres?',
  slots: ['10:30', '14:00', '16:15'],
  pick: '14:00',
  confirmation:
    '¡Listo! Tu limpieza dental quedó agendada para mañana a las 14:00. Te enviaré recordatorios 24 h y 2 h antes.',
  booking: { service: 'Limpieza dental', when: 'Mañana · 14:00', status: 'Confirmada' },
};

export interface Stat {
  value: string;
  label: string;
}

/** The claims of the landing page (docs/product.md#landing-page). */
export const stats: Stat[] = [
  { value: '+30%', label: 'más confirmaciones' },
  { value: '-35%', label: 'menos ausencias' },
  { value: '48 h', label: 'de setup' },
  { value: '7 días', label: 'de garantía' },
];

/** The product docs give the two percentages as approximate (docs/product.md#landing-page); the page says so. */
export const statsNote = 'Confirmaciones y ausencias: resultados aproximados, varían según cada clínica.';

export interface Feature {
  icon: LucideIcon;
  title: string;
  desc: string;
}

export const features: Feature[] = [
  {
    icon: CalendarCheck,
    title: 'Agenda por chat',
    desc: 'Tus pacientes reservan en 60 segundos por WhatsApp, eligiendo entre 3 horarios sugeridos.',
  },
  {
    icon: BellRing,
    title: 'Confirmaciones 24 h y 2 h',
    desc: 'Recordatorios automáticos 24 h y 2 h antes de cada cita, que reducen las ausencias.',
  },
  {
    icon: CalendarSync,
    title: 'Reprogramación por chat',
    desc: 'Si un paciente no puede asistir, cambia su cita en la misma conversación, sin llamadas.',
  },
  {
    icon: ChartColumn,
    title: 'Reportes claros',
    desc: 'Leads, citas, confirmadas y dinero estimado, en un reporte que se entiende de un vistazo.',
  },
];

export interface Plan {
  name: string;
  /** USD per month. */
  price: number;
  cta: string;
  /** Shown with the badge 'Más elegido'. */
  popular?: boolean;
  highlights: string[];
}

export const plans: Plan[] = [
  { name: 'Start', price: 179, cta: 'Probar Start', highlights: ['Setup 48h', 'Recordatorios', 'Reporte semanal'] },
  {
    name: 'Pro',
    price: 239,
    cta: 'Elegir Pro',
    popular: true,
    highlights: ['Todo Start', 'Reactivación', 'Integración Calendario'],
  },
  { name: 'Plus', price: 299, cta: 'Contactar', highlights: ['Todo Pro', 'Handoff humano', 'Soporte prioritario'] },
];

export const popularBadge = 'Más elegido';

export const pricingNote = 'Pago mensual, sin permanencia. El costo de los mensajes de WhatsApp se paga por separado.';

export interface Faq {
  q: string;
  a: string;
}

export const faqs: Faq[] = [
  {
    q: '¿Necesito otro número de WhatsApp?',
    a: 'No. Puedes usar tu número actual o uno nuevo en tu cuenta de WhatsApp Business.',
  },
  {
    q: '¿Cuándo veo resultados?',
    a: 'En los primeros 7 días. Medimos la baja en las ausencias y el aumento de las confirmaciones desde la primera semana.',
  },
  {
    q: '¿Puedo pausar el servicio?',
    a: 'Sí. Puedes pausarlo y reactivarlo cuando quieras.',
  },
];

export const closing = {
  title: '¿Listo para llenar tu agenda?',
  text: 'Escríbenos y en 48 h tu recepcionista estará atendiendo a tus pacientes por WhatsApp.',
  cta: 'Hablar por WhatsApp',
  reassurance: ['Garantía de 7 días', 'Sin permanencia', 'Soporte humano'],
};

/** The discreet way in for clinic staff. */
export const staffLogin = 'Acceso para clínicas';
