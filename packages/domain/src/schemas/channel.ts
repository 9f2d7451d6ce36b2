import { fieldMessages } from '../errors.ts';
import { z } from '../zod.ts';
import { safeString } from './building-blocks.ts';

/** The channel as GET/PUT /channel answer it (docs/api.md#the-whatsapp-loop): never the token. */
export const channelWire = z.object({
  kind: z.enum(['sandbox', 'whatsapp']),
  connected: z.boolean(),
  phoneNumberId: z.string().optional(),
  displayPhoneNumber: z.string().optional(),
  wabaId: z.string().optional(),
  /** Where Meta's console must send webhooks, and the token its handshake presents. */
  webhookUrl: z.string(),
  verifyToken: z.string(),
  lastError: z.string().optional(),
});
export type ChannelWire = z.infer<typeof channelWire>;

const metaId = (label: string) =>
  safeString(`${label} es obligatorio`)
    .trim()
    .min(1, `${label} es obligatorio`)
    .max(64, 'Máximo 64 caracteres')
    .regex(/^\d+$/, 'Usa solo los dígitos que muestra Meta');

/** A WhatsApp Business number to connect; also the settings form's schema. */
export const whatsappChannelInput = z.strictObject({
  kind: z.literal('whatsapp'),
  phoneNumberId: metaId('El identificador del número'),
  wabaId: metaId('El identificador de la cuenta (WABA)'),
  accessToken: safeString('El token de acceso es obligatorio')
    .trim()
    .min(20, 'El token de acceso parece incompleto')
    .max(1024, 'Máximo 1024 caracteres'),
});

export const channelInput = z.discriminatedUnion('kind', [
  whatsappChannelInput,
  z.strictObject({ kind: z.literal('sandbox') }),
]);
export type ChannelInput = z.infer<typeof channelInput>;

/** A patient's message typed in the simulator (or the demo chat). */
export const sandboxInboundInput = z
  .strictObject({
    from: safeString()
      .trim()
      .regex(/^\+\d{8,15}$/, fieldMessages.invalidPhone)
      .describe('El teléfono del paciente en formato internacional, p. ej. +50688887777'),
    name: safeString().trim().max(120, 'Máximo 120 caracteres').optional(),
    text: safeString().trim().min(1, 'Escribe un mensaje').max(4096, 'Máximo 4096 caracteres').optional(),
    buttonId: safeString().trim().min(1).max(256).optional(),
    media: z
      .enum(['audio', 'image', 'video', 'document', 'sticker'])
      .optional()
      .describe('Un mensaje que no es texto (nota de voz, foto…), como lo envía WhatsApp'),
  })
  .refine((b) => b.text !== undefined || b.buttonId !== undefined || b.media !== undefined, {
    path: ['text'],
    message: 'Escribe un mensaje',
  });
