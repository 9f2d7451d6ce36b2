/**
 * Importing future appointments (docs/privacy.md#importing-appointments): which column is which,
 * reading dates and times as clinics write them, and checking every row with the same placement
 * rules as a booking (opening hours, blocks, overlaps — with the existing agenda and with the
 * file's own earlier rows). Pure: the server gives it the catalogue, the agenda and `now`.
 */
import { type CountryCode, normalizePhone } from '../phone.ts';
import { minDuration } from '../scheduling/durations.ts';
import { checkPlacement } from '../scheduling/placement.ts';
import type { AppointmentStatus } from '../scheduling/statuses.ts';
import type { Appointment, Block, Config } from '../scheduling/types.ts';
import { existsInZone, instantToZoned, zonedToInstant } from '../time.ts';
import { headerKey, inertText } from './import-columns.ts';

export const appointmentImportFields = [
  'date',
  'time',
  'service',
  'professional',
  'patientName',
  'patientPhone',
  'duration',
  'notes',
  'status',
] as const;
export type AppointmentImportField = (typeof appointmentImportFields)[number];

/** Spanish names of the fields, for the mapping the import screen shows and lets the clinic change. */
export const appointmentFieldLabels: Record<AppointmentImportField, string> = {
  date: 'Fecha',
  time: 'Hora',
  service: 'Servicio',
  professional: 'Profesional',
  patientName: 'Paciente (nombre)',
  patientPhone: 'Teléfono del paciente',
  duration: 'Duración (min)',
  notes: 'Notas',
  status: 'Estado',
};

/** Known headers per field (compared by headerKey), Spanish and English; a Recepta export's among them. */
const knownAppointmentHeaders: Record<AppointmentImportField, readonly string[]> = {
  date: ['fecha', 'fechacita', 'fechadelacita', 'dia', 'date', 'startdate', 'fechainicio', 'fechayhora', 'inicio'],
  time: ['hora', 'horainicio', 'horadeinicio', 'horadelacita', 'time', 'starttime'],
  service: ['servicio', 'tratamiento', 'prestacion', 'motivo', 'tipodecita', 'service', 'treatment'],
  professional: [
    'profesional',
    'doctor',
    'doctora',
    'medico',
    'especialista',
    'recurso',
    'agenda',
    'professional',
    'provider',
    'staff',
  ],
  patientName: ['paciente', 'nombrepaciente', 'nombredelpaciente', 'cliente', 'nombre', 'patient', 'name'],
  patientPhone: [
    'telefono',
    'telefonopaciente',
    'telefonodelpaciente',
    'celular',
    'movil',
    'whatsapp',
    'phone',
    'mobile',
  ],
  duration: ['duracion', 'duracionmin', 'minutos', 'duration', 'durationmin'],
  notes: ['notas', 'nota', 'observaciones', 'comentarios', 'notes', 'comments'],
  status: ['estado', 'status'],
};

export type AppointmentColumns = Partial<Record<AppointmentImportField, number>>;

/**
 * Column index per field: first the clinic's own choices (`chosen`, field → header as written),
 * then the known headers; a column serves one field, a field one column (the first wins).
 */
export function mapAppointmentColumns(
  headers: readonly string[],
  chosen: Partial<Record<AppointmentImportField, string>> = {},
): AppointmentColumns {
  const mapping: AppointmentColumns = {};
  const used = new Set<number>();
  for (const field of appointmentImportFields) {
    const header = chosen[field];
    if (header === undefined) continue;
    const index = headers.indexOf(header);
    if (index !== -1 && !used.has(index)) {
      mapping[field] = index;
      used.add(index);
    }
  }
  headers.forEach((header, index) => {
    if (used.has(index)) return;
    const key = headerKey(header);
    for (const field of appointmentImportFields) {
      if (mapping[field] === undefined && chosen[field] === undefined && knownAppointmentHeaders[field].includes(key)) {
        mapping[field] = index;
        used.add(index);
        return;
      }
    }
  });
  return mapping;
}

const pad = (n: number) => String(n).padStart(2, '0');

function validDate(y: number, m: number, d: number): string | undefined {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2999) return undefined;
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCMonth() !== m - 1) return undefined;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/**
 * A date as "YYYY-MM-DD", from 2026-11-23, 23/11/2026, 23-11-2026, 23.11.2026 or 23/11/26 (day
 * first, as Latin America and Spain write it); a time after it ("23/11/2026 09:30") is returned
 * apart. Undefined when it is not a real date.
 */
export function parseImportDate(text: string): { date: string; time?: string } | undefined {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](.+))?$/.exec(value);
  if (iso) {
    const date = validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    return date ? { date, ...(iso[4] ? { time: iso[4] } : {}) } : undefined;
  }
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:,?\s+(.+))?$/.exec(value);
  if (dmy) {
    const year = dmy[3]!.length === 2 ? 2000 + Number(dmy[3]) : Number(dmy[3]);
    const date = validDate(year, Number(dmy[2]), Number(dmy[1]));
    return date ? { date, ...(dmy[4] ? { time: dmy[4] } : {}) } : undefined;
  }
  return undefined;
}

/**
 * Minutes after midnight from 09:30, 9:30, 09:30:00, 9.30, 9:30 a. m., 2:00 PM, 14h30, or a
 * spreadsheet's fraction of a day (0.375 is 09:00). Undefined when it is not a time of day.
 */
export function parseImportTime(text: string): number | undefined {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (/^0?\.\d+$|^0$/.test(value)) {
    const minutes = Math.round(Number(value) * 24 * 60);
    return minutes < 24 * 60 ? minutes : undefined;
  }
  const m =
    /^(\d{1,2})(?:[:.h](\d{2}))?(?::(\d{2})(?:\.\d+)?)?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?(?:\s*(?:z|[+-]\d{2}:?\d{2}))?$/.exec(
      value,
    );
  if (!m || (m[2] === undefined && m[4] === undefined)) return undefined;
  let hours = Number(m[1]);
  const minutes = Number(m[2] ?? 0);
  if (minutes > 59) return undefined;
  if (m[4]) {
    if (hours < 1 || hours > 12) return undefined;
    const pm = m[4].startsWith('p');
    hours = (hours % 12) + (pm ? 12 : 0);
  }
  if (hours > 23) return undefined;
  return hours * 60 + minutes;
}

/** The status of an imported row: live ones come in; a cancelled or missed one is not an appointment to keep. */
export function parseImportStatus(text: string): AppointmentStatus | 'skip' | undefined {
  const key = headerKey(text);
  if (key === '' || ['pending', 'pendiente', 'agendada', 'reservada', 'programada', 'booked'].includes(key)) {
    return 'pending';
  }
  if (['confirmed', 'confirmada', 'confirmado'].includes(key)) return 'CONFIRMED';
  if (['cancelled', 'canceled', 'cancelada', 'anulada', 'noshow', 'noasistio', 'ausente'].includes(key)) return 'skip';
  return undefined;
}

export interface ImportCatalogue {
  services: readonly { id: string; name: string; durationMin: number }[];
  /** Live resources with their location's zone. */
  resources: readonly { id: string; name: string; active: boolean; locationId: string; tz: string }[];
  config: Config;
  blocks: readonly Block[];
  /** Live appointments already in the agenda around the file's dates. */
  appointments: readonly Appointment[];
  /** Patients by E.164 phone. */
  patients: ReadonlyMap<string, { id: string; name: string }>;
  country: CountryCode | undefined;
  now: number;
}

export interface PlannedAppointment {
  row: number;
  start: number;
  durationMin: number;
  serviceId: string;
  resourceId: string;
  locationId: string;
  status: AppointmentStatus;
  note: string;
  /** The patient's E.164 phone; `newPatient` when no patient has it yet (the first row's name is taken). */
  phone: string;
  patientName: string;
  patientId: string | null;
}

export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

export interface AppointmentImportPlan {
  planned: PlannedAppointment[];
  errors: ImportRowError[];
  /** New patients the import would create, by phone, with the name their first row gives. */
  newPatients: Map<string, string>;
}

const PAST = 'La cita ya pasó: solo se importan citas futuras';

/** Why a placement is refused, in the words of the import's error list. */
function placementMessage(code: string, details: Record<string, unknown> | undefined, tz: string): string {
  const hhmm = (ms: unknown) => {
    const minutes = instantToZoned(Number(ms), tz).minutes;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  };
  switch (code) {
    case 'outside_working_hours':
      return 'Fuera del horario de atención';
    case 'slot_conflict':
      return `Se superpone con otra cita (${hhmm(details?.start)}–${hhmm(details?.end)})`;
    case 'block_conflict':
      return `Choca con un bloqueo (${hhmm(details?.start)}–${hhmm(details?.end)})`;
    case 'misaligned_start':
      return `La hora debe caer en intervalos de ${String(details?.increment ?? 30)} minutos`;
    case 'duration_too_short':
      return `Duración menor que la mínima (${String(details?.minDurationMin)} min)`;
    case 'duration_too_long':
      return `Duración mayor que la máxima (${String(details?.maxDurationMin)} min)`;
    case 'resource_inactive':
      return 'El profesional está inactivo';
    case 'cannot_reschedule_to_past':
      return PAST;
    default:
      return 'La cita no cabe en la agenda';
  }
}

/**
 * Checks every row of an appointments file and plans the ones that fit (docs/privacy.md#importing-appointments).
 * Per row, the first problem found is reported: a missing or unreadable date or time, an unknown
 * service or professional (names compared without accents or case), a missing or invalid phone,
 * a new patient without a name, a cancelled row, a past one, or a placement the agenda refuses —
 * outside opening hours, on a block, or overlapping an appointment already there or an earlier
 * row of the same file. Rows that pass are checked against each other in file order.
 */
export function planAppointmentImport(
  rows: readonly string[][],
  columns: AppointmentColumns,
  catalogue: ImportCatalogue,
): AppointmentImportPlan {
  const byName = <T extends { name: string }>(list: readonly T[]) => {
    const map = new Map<string, T>();
    for (const item of list) if (!map.has(headerKey(item.name))) map.set(headerKey(item.name), item);
    return map;
  };
  const services = byName(catalogue.services);
  const resources = byName(catalogue.resources);
  const onlyResource = catalogue.resources.length === 1 ? catalogue.resources[0] : undefined;
  const onlyService = catalogue.services.length === 1 ? catalogue.services[0] : undefined;
  // Per professional: a file of thousands of rows checks each against its own agenda, not everyone's.
  const busy = new Map<string, Appointment[]>();
  const busyOf = (resourceId: string) => {
    const list = busy.get(resourceId) ?? [];
    if (!busy.has(resourceId)) busy.set(resourceId, list);
    return list;
  };
  for (const a of catalogue.appointments) busyOf(a.resourceId).push(a);
  // A day before today everywhere: older rows are past in any zone (the exact check is checkPlacement's).
  const yesterday = new Date(catalogue.now - 86_400_000).toISOString().slice(0, 10);
  const planned: PlannedAppointment[] = [];
  const errors: AppointmentImportPlan['errors'] = [];
  const newPatients = new Map<string, string>();
  const cell = (values: readonly string[], field: AppointmentImportField) => {
    const index = columns[field];
    return index === undefined ? '' : (values[index] ?? '').trim();
  };

  /** Plans one row, or answers its first problem. */
  const planRow = (values: readonly string[], row: number): ImportRowError | undefined => {
    const fail = (field: string, message: string): ImportRowError => ({ row, field, message });

    const status = parseImportStatus(cell(values, 'status'));
    if (status === undefined) return fail('status', `Estado desconocido: «${cell(values, 'status')}»`);
    if (status === 'skip') return fail('status', 'Cita cancelada o no asistida: no se importa');

    const dateText = cell(values, 'date');
    if (!dateText) return fail('date', 'Falta la fecha');
    const parsedDate = parseImportDate(dateText);
    if (!parsedDate) return fail('date', `Fecha inválida: «${dateText}» (usa 23/11/2026 o 2026-11-23)`);
    const timeText = cell(values, 'time') || parsedDate.time || '';
    if (!timeText) return fail('time', 'Falta la hora');
    const minutes = parseImportTime(timeText);
    if (minutes === undefined) return fail('time', `Hora inválida: «${timeText}»`);
    // A past row says so first, whatever else it names (a Recepta export holds the whole history).
    if (parsedDate.date < yesterday) return fail('date', PAST);

    const serviceText = cell(values, 'service');
    const service = serviceText ? services.get(headerKey(serviceText)) : onlyService;
    if (!service) {
      return fail('service', serviceText ? `Servicio desconocido: «${serviceText}»` : 'Falta el servicio');
    }
    const professionalText = cell(values, 'professional');
    const resource = professionalText ? resources.get(headerKey(professionalText)) : onlyResource;
    if (!resource) {
      return fail(
        'professional',
        professionalText ? `Profesional desconocido: «${professionalText}»` : 'Falta el profesional',
      );
    }

    const rawPhone = cell(values, 'patientPhone');
    if (!rawPhone) return fail('phone', 'Falta el teléfono del paciente');
    const phone = normalizePhone(rawPhone, catalogue.country);
    if (!phone) return fail('phone', `Teléfono inválido: «${rawPhone}»`);
    const known = catalogue.patients.get(phone);
    const name = inertText(cell(values, 'patientName'));
    if (!known && !newPatients.has(phone) && !name) return fail('name', 'Falta el nombre del paciente nuevo');
    if (name.length > 120) return fail('name', 'Máximo 120 caracteres');

    const durationText = cell(values, 'duration');
    const durationMin = durationText ? Number(durationText) : minDuration(service.durationMin);
    if (!Number.isInteger(durationMin) || durationMin <= 0)
      return fail('duration', `Duración inválida: «${durationText}»`);

    if (!existsInZone(parsedDate.date, minutes, resource.tz)) {
      return fail('time', 'Esa hora no existe ese día (cambio de horario)');
    }
    const start = zonedToInstant(parsedDate.date, minutes, resource.tz);
    const placed = checkPlacement(
      {
        start,
        durationMin,
        resourceId: resource.id,
        resourceActive: resource.active,
        serviceDurationMin: service.durationMin,
        now: catalogue.now,
        mode: 'book',
      },
      {
        config: catalogue.config,
        tz: resource.tz,
        blocks: catalogue.blocks,
        appointments: busy.get(resource.id) ?? [],
      },
    );
    if (!placed.ok) {
      const field =
        placed.code === 'cannot_reschedule_to_past' ? 'date' : placed.code.startsWith('duration') ? 'duration' : 'time';
      return fail(field, placementMessage(placed.code, placed.details, resource.tz));
    }
    const note = inertText(cell(values, 'notes'));
    if (note.length > 2000) return fail('notes', 'Máximo 2000 caracteres');

    if (!known && !newPatients.has(phone)) newPatients.set(phone, name);
    const taken = { id: `row-${row}`, resourceId: resource.id, start, end: start + durationMin * 60_000, status };
    busyOf(resource.id).push(taken);
    planned.push({
      row,
      start,
      durationMin,
      serviceId: service.id,
      resourceId: resource.id,
      locationId: resource.locationId,
      status,
      note,
      phone,
      patientName: known?.name ?? newPatients.get(phone) ?? name,
      patientId: known?.id ?? null,
    });
    return undefined;
  };
  // The spreadsheet's own row numbers: the header is row 1.
  rows.forEach((values, i) => {
    const error = planRow(values, i + 2);
    if (error) errors.push(error);
  });
  return { planned, errors, newPatients };
}
