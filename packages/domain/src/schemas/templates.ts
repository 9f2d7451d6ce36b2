/**
 * Message templates (docs/product.md#templates) validated as WhatsApp validates them before approval, so
 * the editor and the API refuse the same things with the same Spanish messages.
 */
import { z } from '../zod.ts';
import { safeString } from './building-blocks.ts';

/** The categories staff write templates in. */
export const templateCategories = ['Utility', 'Marketing'] as const;
export type TemplateCategory = (typeof templateCategories)[number];
/**
 * Every category a stored template may have: Meta's Authentication category is the product's own
 * (the booking page's code, booking-page/rules.ts codeTemplate), with Meta's preset text and a
 * copy-code button; staff cannot write one.
 */
export const storedTemplateCategories = ['Utility', 'Marketing', 'Authentication'] as const;
export type StoredTemplateCategory = (typeof storedTemplateCategories)[number];

/**
 * ready: approved and usable · draft: not sent yet, or changed since · submitted: awaiting approval ·
 * rejected: Meta refused it (with a reason) · paused / disabled: Meta stopped it for low quality.
 */
export const templateStatuses = ['ready', 'draft', 'submitted', 'rejected', 'paused', 'disabled'] as const;
export type TemplateStatus = (typeof templateStatuses)[number];

export const TEMPLATE_NAME_MAX = 512;
/** WhatsApp allows three quick-reply buttons on a template, each at most 20 characters here. */
export const TEMPLATE_BUTTONS_MAX = 3;
export const TEMPLATE_BUTTON_MAX = 20;

/** The languages offered in the editor (Meta's codes). */
export const templateLanguages = ['es', 'es_MX', 'es_AR', 'es_CO', 'es_ES', 'en_US', 'pt_BR'] as const;

/**
 * Example values for {{1}}, {{2}}…: what the editor's preview shows and what Meta's review receives
 * as samples, in the order the seeded reminders use them (name, service, time, professional…).
 */
export const templateExamples = [
  'María',
  'Limpieza dental',
  'viernes 27 de noviembre, 10:30',
  'Dra. Ana Rodríguez',
  'Clínica Central',
  // The reminders' {{6}}: the patient's manage link (a reserved example domain, not anyone's site).
  'https://clinica.example/m/4fQx9Lk2',
];

/** The example for {{variable}}. */
export function exampleValue(variable: number): string {
  return templateExamples[variable - 1] ?? `Ejemplo ${variable}`;
}

/** An example for each variable a text uses. */
export function exampleValues(text: string): string[] {
  return templateVariables(text).map(exampleValue);
}
export const TEMPLATE_TEXT_MAX = 1024;

/** One piece of a template's text: plain text, or the variable {{n}}. */
export type TemplateSegment = { text: string } | { variable: number };

// Anything written between double braces is meant as a variable; only {{1}}, {{2}}… are valid ones.
const BRACES = /\{\{([^{}]*)\}\}/g;
const NUMBER = /^[1-9]\d*$/;

/** Splits a text into plain runs and variables; a malformed {{…}} stays plain text. */
export function templateSegments(text: string): TemplateSegment[] {
  const segments: TemplateSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(BRACES)) {
    const inner = match[1]!;
    if (!NUMBER.test(inner)) continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ variable: Number(inner) });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** The distinct variable numbers a text uses, ascending. */
export function templateVariables(text: string): number[] {
  const numbers = new Set<number>();
  for (const segment of templateSegments(text)) if ('variable' in segment) numbers.add(segment.variable);
  return [...numbers].sort((a, b) => a - b);
}

/**
 * What is wrong with the variables of a text, in Spanish, or undefined when nothing is. WhatsApp
 * numbers variables from {{1}} without gaps ({{1}} and {{3}} without {{2}} is refused); a variable
 * may appear more than once.
 */
export function templateVariableProblem(text: string): string | undefined {
  for (const match of text.matchAll(BRACES)) {
    if (!NUMBER.test(match[1]!)) {
      return `La variable ${match[0]} no es válida: usa números desde {{1}}, como {{1}} o {{2}}`;
    }
  }
  const used = templateVariables(text);
  const missing = used.length === 0 ? undefined : used.findIndex((n, i) => n !== i + 1);
  if (missing !== undefined && missing >= 0) {
    return `Las variables deben ir numeradas desde {{1}} sin saltos: falta {{${missing + 1}}}`;
  }
  return undefined;
}

const name = safeString('El nombre es obligatorio')
  .trim()
  .min(1, 'El nombre es obligatorio')
  .max(TEMPLATE_NAME_MAX, `Máximo ${TEMPLATE_NAME_MAX} caracteres`)
  .regex(/^[a-z0-9_]+$/, 'Usa solo letras minúsculas sin tildes, números y guiones bajos (_), sin espacios');

const text = safeString('El texto es obligatorio')
  .trim()
  .min(1, 'El texto es obligatorio')
  .max(TEMPLATE_TEXT_MAX, `Máximo ${TEMPLATE_TEXT_MAX} caracteres`)
  .superRefine((value, ctx) => {
    const problem = templateVariableProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * Body of POST /api/templates and PUT /api/templates/{id}. The status is not part of it: a new
 * template is a draft, 'Enviar a aprobación' submits it, and the server sets a changed template
 * back to draft.
 */
export const templateInput = z.strictObject({
  // The original client sends orgId in bodies too; the query string decides, so it is accepted and ignored.
  orgId: safeString().max(64).optional(),
  name,
  category: z.enum(templateCategories, { error: 'Elige una categoría: Utility o Marketing' }),
  text,
  language: z.enum(templateLanguages, { error: 'Elige un idioma de la lista' }).default('es'),
  buttons: z
    .array(
      safeString('Escribe el texto del botón')
        .trim()
        .min(1, 'Escribe el texto del botón')
        .max(TEMPLATE_BUTTON_MAX, `Máximo ${TEMPLATE_BUTTON_MAX} caracteres`),
    )
    .max(TEMPLATE_BUTTONS_MAX, `Máximo ${TEMPLATE_BUTTONS_MAX} botones`)
    .refine((titles) => new Set(titles).size === titles.length, 'Los botones deben tener textos distintos')
    .default([]),
});
export type TemplateInput = z.infer<typeof templateInput>;

/** A template as the API answers it (docs/api.md#messaging). */
export const templateWire = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(storedTemplateCategories),
  text: z.string(),
  status: z.enum(templateStatuses),
  language: z.string(),
  /** Quick-reply titles, in order. */
  buttons: z.array(z.string()),
  /** Meta's reason when rejected, paused or disabled; null otherwise. */
  rejectionReason: z.string().nullable(),
});
export type MessageTemplate = z.infer<typeof templateWire>;

/**
 * The text a patient reads: each {{n}} replaced by params[n-1]. A missing value leaves the variable
 * as written, so a preview shows what is still to fill in.
 */
export function fillTemplate(text: string, params: readonly string[]): string {
  return templateSegments(text)
    .map((segment) => ('text' in segment ? segment.text : (params[segment.variable - 1] ?? `{{${segment.variable}}}`)))
    .join('');
}
