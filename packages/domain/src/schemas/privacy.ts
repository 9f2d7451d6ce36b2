import { consentPurposes, consentVias } from '../privacy/consent.ts';
import { privacyCountries, rightsRequestKinds } from '../privacy/countries.ts';
import { appointmentImportFields } from '../privacy/import-appointments.ts';
import { importPresets } from '../privacy/import-presets.ts';
import { z } from '../zod.ts';
import { safeString } from './building-blocks.ts';

/** POST /customers/{id}/consents: staff note what the patient said (docs/api.md#privacy). */
export const recordConsentInput = z.strictObject({
  purpose: z.enum(consentPurposes, { error: 'Finalidad inválida' }),
  granted: z.boolean({ error: 'Indica si acepta o retira' }),
  via: z.enum(consentVias, { error: 'Medio inválido' }).default('reception'),
  /** The exact words shown or read to the patient; the default wording of the purpose when left out. */
  wording: safeString()
    .trim()
    .min(1, 'Escribe el texto que aceptó el paciente')
    .max(2000, 'Máximo 2000 caracteres')
    .optional(),
});
export type RecordConsentInput = z.infer<typeof recordConsentInput>;

export const consentWire = z.object({
  purpose: z.enum(consentPurposes),
  granted: z.boolean(),
  at: z.string().describe('ISO 8601 instant'),
  via: z.enum(consentVias),
  wording: z.string(),
});
export type ConsentWire = z.infer<typeof consentWire>;

export const consentListWire = z.object({
  items: z.array(consentWire).describe('Newest first'),
  current: z.object({
    service: z.boolean().nullable(),
    marketing: z.boolean().nullable(),
    processing: z.boolean().nullable(),
  }),
});

/** A row erasure kept, hidden from everyone but the owner, and until when. */
export const heldWire = z.object({
  kind: z.string().describe('What was kept: appointments, notes…'),
  count: z.number(),
  reason: z.string(),
  deleteAfter: z.string().describe('YYYY-MM-DD: the first day it may be deleted'),
});

/** A held row as the owner's list of holds shows it: which patient's, and since when. */
export const privacyHoldWire = heldWire.extend({ id: z.string(), customerId: z.string(), createdAt: z.string() });

export const eraseWire = z.object({
  erased: z.array(z.string()).describe('What was deleted or anonymised, e.g. "messages: 12"'),
  held: z.array(heldWire),
});
export type EraseWire = z.infer<typeof eraseWire>;

const countryEnum = z.enum([...privacyCountries, 'default']);

export const noticeFieldsInput = z.strictObject({
  clinicName: safeString().trim().max(200).optional(),
  legalId: safeString().trim().max(100).optional(),
  address: safeString().trim().max(300).optional(),
  contactEmail: safeString().trim().max(200).optional(),
  contactPhone: safeString().trim().max(60).optional(),
  hosting: safeString().trim().max(200).optional(),
});

/** PUT /privacy: the country whose defaults apply (null: the first location's), and the notice's fields. */
export const privacySettingsInput = z.strictObject({
  country: countryEnum.nullable(),
  notice: noticeFieldsInput.optional(),
});
export type PrivacySettingsInput = z.infer<typeof privacySettingsInput>;

const periodWire = z.object({
  amount: z.number(),
  unit: z.enum(['business_days', 'calendar_days', 'months']),
  text: z.string(),
});

export const privacySettingsWire = z.object({
  country: countryEnum.describe('The country whose defaults apply'),
  chosen: countryEnum.nullable().describe('Set by the clinic; null when taken from the first location'),
  fromLocation: countryEnum.describe('What the first location’s zone says'),
  countryName: z.string(),
  law: z.string(),
  authority: z.string(),
  deadlines: z.object({ access: periodWire, rectification: periodWire, erasure: periodWire, objection: periodWire }),
  retention: z.object({
    messageMonths: z.number(),
    leadMonths: z.number(),
    clinicalRecordYears: z.number().nullable(),
    clinicalRecordBasis: z.string(),
  }),
  registration: z.object({ mayBeRequired: z.boolean(), note: z.string() }),
  marketingNeedsConsent: z.boolean(),
  sources: z.array(z.string()),
  noticeFields: noticeFieldsInput,
  notice: z.string().describe('The privacy notice with the clinic’s fields filled in'),
});
export type PrivacySettingsWire = z.infer<typeof privacySettingsWire>;

export const importQuery = z.object({
  orgId: safeString().max(64).optional(),
  dryRun: z.enum(['true', 'false']).default('true'),
});

/** POST /imports/customers: a preset reads another system's export (docs/privacy.md#presets). */
export const customerImportQuery = importQuery.extend({
  preset: z.enum(importPresets, { error: 'Formato desconocido' }).default('generic'),
});

export const importErrorWire = z.object({ row: z.number(), field: z.string(), message: z.string() });

export const importResultWire = z.object({
  id: z.string().nullable().describe('The import, for DELETE /imports/{id} within 24 hours; null on a dry run'),
  dryRun: z.boolean(),
  rows: z.number().describe('Data rows read (the header excluded)'),
  created: z.number(),
  duplicates: z.array(z.object({ row: z.number(), phone: z.string(), name: z.string(), existing: z.boolean() })),
  errors: z.array(importErrorWire),
  mapping: z.record(z.string(), z.string()).describe('Field → the header it was read from'),
  preview: z.array(
    z.object({ row: z.number(), name: z.string(), phone: z.string(), email: z.string(), notes: z.string() }),
  ),
  undoUntil: z.string().nullable(),
});
export type ImportResultWire = z.infer<typeof importResultWire>;

/** Field → header the clinic chose for an appointments import (sent as JSON in the `columns` query). */
export const appointmentColumnsInput = z.partialRecord(z.enum(appointmentImportFields), safeString().max(200));
export type AppointmentColumnsInput = z.infer<typeof appointmentColumnsInput>;

export const appointmentImportQuery = importQuery.extend({
  columns: safeString().max(4000).optional().describe('JSON: { "date": "Día", "service": "Tratamiento", … }'),
});

export const appointmentImportResultWire = z.object({
  id: z.string().nullable().describe('The import, for DELETE /imports/{id} within 24 hours; null on a dry run'),
  dryRun: z.boolean(),
  rows: z.number().describe('Data rows read (the header excluded)'),
  created: z.number().describe('Appointments created (or, on a dry run, that would be)'),
  patientsCreated: z.number().describe('New patients the file names, created with their appointments'),
  errors: z.array(importErrorWire),
  headers: z.array(z.string()).describe('The file’s header row, to choose columns from'),
  mapping: z.record(z.string(), z.string()).describe('Field → the header it was read from'),
  preview: z.array(z.object({ row: z.number(), cells: z.record(z.string(), z.string()) })),
  undoUntil: z.string().nullable(),
});
export type AppointmentImportResultWire = z.infer<typeof appointmentImportResultWire>;

export const undoImportWire = z.object({
  deleted: z.number().describe('Patients deleted'),
  appointments: z.number().describe('Appointments deleted'),
});

export const rightsRequestInput = z.strictObject({
  customerId: z.uuid('Elige un paciente'),
  kind: z.enum(rightsRequestKinds, { error: 'Tipo de solicitud inválido' }),
  receivedOn: z.iso.date('Fecha inválida').optional(),
  note: safeString().trim().max(2000, 'Máximo 2000 caracteres').optional(),
});
export type RightsRequestInput = z.infer<typeof rightsRequestInput>;

export const rightsRequestWire = z.object({
  id: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  kind: z.enum(rightsRequestKinds),
  receivedOn: z.string(),
  dueOn: z.string(),
  status: z.enum(['open', 'done']),
  note: z.string(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
});
export type RightsRequestWire = z.infer<typeof rightsRequestWire>;

const months = (max: number) =>
  z
    .number({ error: 'Escribe un número de meses' })
    .int('Escribe un número entero de meses')
    .min(1, 'Al menos 1 mes')
    .max(max, `Máximo ${max} meses`)
    .nullable();

/** PUT /privacy/retention (docs/privacy.md#retention): null months take the default. */
export const retentionSettingsInput = z.strictObject({
  enabled: z.boolean({ error: 'Indica si se activa' }),
  messageMonths: months(120),
  leadMonths: months(120),
  feedMonths: months(60),
});
export type RetentionSettingsInput = z.infer<typeof retentionSettingsInput>;

const retentionCounts = z.object({ messages: z.number(), leads: z.number(), feeds: z.number() });

export const retentionWire = z.object({
  enabled: z.boolean(),
  /** What the clinic chose (null: the default). */
  messageMonths: z.number().nullable(),
  leadMonths: z.number().nullable(),
  feedMonths: z.number().nullable(),
  /** What applies: the choice or the default. */
  effective: z.object({ messageMonths: z.number(), leadMonths: z.number(), feedMonths: z.number() }),
  defaults: z.object({ messageMonths: z.number(), leadMonths: z.number(), feedMonths: z.number() }),
  /** What the next run would delete, counted now. */
  preview: retentionCounts,
  lastRun: z.object({ at: z.string(), counts: retentionCounts }).nullable(),
});
export type RetentionWire = z.infer<typeof retentionWire>;
