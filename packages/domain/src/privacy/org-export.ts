/**
 * The whole organisation as one ZIP (docs/privacy.md#exporting-the-organisation): which files it
 * holds and the header row of each CSV. The headers of patients.csv and appointments.csv are ones
 * the importers recognise, so the ZIP (or those two files) brings a clinic's data into another
 * organisation as it left.
 */

export const orgExportFiles = {
  patients: 'pacientes.csv',
  appointments: 'citas.csv',
  messages: 'mensajes.csv',
  consents: 'consentimientos.csv',
  services: 'servicios.csv',
  professionals: 'profesionales.csv',
  locations: 'sedes.csv',
  catalogue: 'catalogo.json',
  manifest: 'manifiesto.json',
} as const;

export const orgExportHeaders = {
  patients: ['Id', 'Nombre', 'Teléfono', 'Notas', 'Creado (UTC)', 'Archivado (UTC)', 'Sin mensajes desde (UTC)'],
  appointments: [
    'Id',
    'Fecha',
    'Hora',
    'Duración (min)',
    'Servicio',
    'Profesional',
    'Sede',
    'Zona horaria',
    'Paciente',
    'Teléfono',
    'Estado',
    'Notas',
    'Inicio (UTC)',
    'Agendada por',
    'Creada (UTC)',
  ],
  messages: [
    'Id',
    'Conversación',
    'Paciente id',
    'WhatsApp',
    'Dirección',
    'Autor',
    'Tipo',
    'Texto',
    'Estado',
    'Enviado (UTC)',
  ],
  consents: ['Id', 'Paciente id', 'Finalidad', 'Otorgado', 'Vía', 'Texto mostrado', 'Registrado por', 'Fecha (UTC)'],
  services: ['Id', 'Nombre', 'Descripción', 'Duración (min)', 'Intervalo (min)', 'Precio', 'Archivado (UTC)'],
  professionals: ['Id', 'Nombre', 'Sede id', 'Activo', 'Archivado (UTC)'],
  locations: ['Id', 'Nombre', 'Zona horaria', 'Archivado (UTC)'],
} as const;

/** "recepta-clinica-demo-2026-11-28.zip": the organisation's name as a safe file name, and the day. */
export function orgExportFileName(orgName: string, day: string): string {
  const slug = orgName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `recepta-${slug || 'organizacion'}-${day}.zip`;
}
