import { apiKeyScopes, roles } from '../permissions.ts';
import { z } from '../zod.ts';
import { safeString } from './building-blocks.ts';

export const roleField = z.enum(roles);

// An empty address is missing, not malformed: the form says which.
const email = safeString()
  .trim()
  .toLowerCase()
  .min(1, 'El correo es obligatorio')
  .max(254)
  .email('Correo electrónico inválido');

/** POST /invitations: who is invited, with which role (and the professional's resource). */
export const createInvitationInput = z
  .object({ email, role: roleField, resourceId: z.uuid().optional() })
  .refine((v) => v.role !== 'professional' || v.resourceId !== undefined, {
    message: 'Elige el recurso (la agenda) del profesional',
    path: ['resourceId'],
  });
export type CreateInvitationInput = z.infer<typeof createInvitationInput>;

/** PUT /members/{userId}: a new role (and the professional's resource). */
export const changeMemberInput = z
  .object({ role: roleField, resourceId: z.uuid().optional() })
  .refine((v) => v.role !== 'professional' || v.resourceId !== undefined, {
    message: 'Elige el recurso (la agenda) del profesional',
    path: ['resourceId'],
  });
export type ChangeMemberInput = z.infer<typeof changeMemberInput>;

export const acceptInvitationInput = z.object({ token: safeString().trim().min(10).max(200) });

export const memberWire = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleField,
  resourceId: z.string().optional(),
  lastSignInAt: z.date().nullable(),
});
export type MemberWire = z.infer<typeof memberWire>;

export const invitationWire = z.object({
  id: z.string(),
  email: z.string(),
  role: roleField,
  resourceId: z.string().optional(),
  expiresAt: z.date(),
  createdAt: z.date(),
});
export type InvitationWire = z.infer<typeof invitationWire>;

export const apiKeyScopeField = z.enum(apiKeyScopes);

/** The audit log's actors (docs/api.md#teams). */
export const auditActorKinds = ['user', 'api_key', 'assistant', 'patient', 'system'] as const;
export type AuditActorKind = (typeof auditActorKinds)[number];

export const auditEntryWire = z.object({
  id: z.string(),
  at: z.date(),
  actor: z.object({
    kind: z.enum(auditActorKinds),
    id: z.string().optional(),
    name: z.string().optional(),
    role: z.string().optional(),
  }),
  action: z.string(),
  target: z.object({ kind: z.string(), id: z.string() }),
  clientAddress: z.string().optional(),
  changes: z.record(z.string(), z.object({ before: z.unknown().optional(), after: z.unknown().optional() })).optional(),
  /** The patient the row concerns, by their present name. */
  patient: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type AuditEntryWire = z.infer<typeof auditEntryWire>;

export const auditQuery = z.object({
  orgId: safeString().max(64).optional(),
  actor: safeString().max(64).optional(),
  action: safeString().max(64).optional(),
  customerId: z.uuid().optional(),
  appointmentId: z.uuid().optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
