import { z } from '../zod.ts';
import { safeString } from './building-blocks.ts';

/**
 * The public demo chat (docs/api.md#the-demo-chat): a visitor of the landing talks to the demo
 * clinic's receptionist over the sandbox channel, identified only by the chat's secret token.
 */

/** GET /api/demo: whether the demo can be tried on this server, and with which clinic. */
export const demoInfoWire = z.object({
  available: z.boolean(),
  /** The demo clinic's name, when available. */
  clinicName: z.string().optional(),
});
export type DemoInfo = z.infer<typeof demoInfoWire>;

/** POST /api/demo/chats: the chat's token, the only key to it (kept by the visitor's browser). */
export const demoChatWire = z.object({
  token: z.string(),
  clinicName: z.string(),
});
export type DemoChat = z.infer<typeof demoChatWire>;

/** A chat's token in a path: 43 base64url characters (256 random bits). */
export const demoTokenParams = z.object({
  token: safeString().max(100),
});

/** What the visitor sends: text they typed, or the id of a button (or list row) they tapped. */
export const demoMessageInput = z
  .strictObject({
    text: safeString('Escribe un mensaje')
      .trim()
      .min(1, 'Escribe un mensaje')
      .max(1000, 'Máximo 1000 caracteres')
      .optional(),
    buttonId: safeString('Opción inválida').trim().min(1, 'Opción inválida').max(256, 'Opción inválida').optional(),
  })
  .refine((b) => b.text !== undefined || b.buttonId !== undefined, {
    path: ['text'],
    message: 'Escribe un mensaje',
  });
export type DemoMessageInput = z.infer<typeof demoMessageInput>;

/** One message of the chat as the visitor's phone shows it. */
export const demoMessageWire = z.object({
  id: z.string(),
  /** 'patient': the visitor's own (right, green); 'clinic': the receptionist's or staff's (left). */
  from: z.enum(['patient', 'clinic']),
  text: z.string(),
  /** Reply buttons (up to three) or list rows (more) offered under a clinic message. */
  buttons: z.array(z.object({ id: z.string(), title: z.string() })).optional(),
  sentAt: z.string(),
});
export type DemoMessage = z.infer<typeof demoMessageWire>;

export const demoMessagesWire = z.object({ messages: z.array(demoMessageWire) });
export type DemoMessages = z.infer<typeof demoMessagesWire>;
