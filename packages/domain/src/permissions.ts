/**
 * Who may do what (docs/architecture.md#roles-and-permissions): one table of role × action that the
 * server checks on every route (each route declares the action it needs) and the web app reads to
 * hide what a role cannot do. API keys get scopes that map onto the same actions.
 */

/** Roles on the wire, as clinics name them (labels below). */
export const roles = ['owner', 'admin', 'reception', 'professional'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  owner: 'Dueño',
  admin: 'Administración',
  reception: 'Recepción',
  professional: 'Profesional',
};

/** What a request may need, named by capability. */
export const actions = [
  'org.read',
  'agenda.read',
  'agenda.write',
  'catalog.read',
  'catalog.write',
  'prices.read',
  'patients.read',
  'patients.write',
  'reports.money',
  'config.write',
  'refill.manage',
  'templates.read',
  'templates.write',
  'inbox.read',
  'inbox.write',
  'campaigns.read',
  'campaigns.send',
  'calendarFeeds.manage',
  'channel.read',
  'channel.manage',
  'members.read',
  'members.manage',
  'apiKeys.manage',
  'audit.read',
  'data.delete',
  'data.export',
] as const;
export type Action = (typeof actions)[number];

/** API key scopes: what an integration may do, chosen when the key is made. */
export const apiKeyScopes = ['read', 'scheduling', 'messaging', 'admin'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  read: 'Lectura',
  scheduling: 'Agenda',
  messaging: 'Mensajes',
  admin: 'Administración',
};

const O = 'owner';
const A = 'admin';
const R = 'reception';
const P = 'professional';

/**
 * The table. `roles`: who may; `key`: the API key scope that grants it (an `admin` key holds every
 * scope), or null when only a person may (managing access, reading the audit log, deleting data).
 */
export const permissionTable: Record<Action, { roles: readonly Role[]; key: ApiKeyScope | null }> = {
  'org.read': { roles: [O, A, R, P], key: 'read' },
  'agenda.read': { roles: [O, A, R, P], key: 'read' },
  'agenda.write': { roles: [O, A, R], key: 'scheduling' },
  'catalog.read': { roles: [O, A, R, P], key: 'read' },
  'catalog.write': { roles: [O, A], key: 'admin' },
  'prices.read': { roles: [O, A], key: 'read' },
  'patients.read': { roles: [O, A, R, P], key: 'read' },
  'patients.write': { roles: [O, A, R], key: 'scheduling' },
  'reports.money': { roles: [O, A], key: 'read' },
  'config.write': { roles: [O, A], key: 'admin' },
  /** The refill's settings (docs/api.md#refill-settings): waves, holds, chain, notice, automatic no-shows. */
  'refill.manage': { roles: [O, A], key: 'admin' },
  'templates.read': { roles: [O, A, R], key: 'read' },
  'templates.write': { roles: [O, A], key: 'admin' },
  'inbox.read': { roles: [O, A, R, P], key: 'read' },
  'inbox.write': { roles: [O, A, R], key: 'messaging' },
  'campaigns.read': { roles: [O, A, R], key: 'read' },
  'campaigns.send': { roles: [O, A, R], key: 'messaging' },
  'calendarFeeds.manage': { roles: [O, A], key: 'admin' },
  'channel.read': { roles: [O, A, R], key: 'read' },
  'channel.manage': { roles: [O], key: 'admin' },
  'members.read': { roles: [O, A], key: null },
  'members.manage': { roles: [O], key: null },
  'apiKeys.manage': { roles: [O, A], key: null },
  'audit.read': { roles: [O], key: null },
  'data.delete': { roles: [O], key: null },
  /** The whole organisation as one ZIP (docs/privacy.md#exporting-the-organisation): every patient at once. */
  'data.export': { roles: [O], key: null },
};

/**
 * What reading and changing each catalogue list takes: the server's list routes declare it, and the
 * panel's catalogue screens hide Agregar, Editar and Eliminar from a role without the write.
 */
export const catalogAccess = {
  services: { read: 'catalog.read', write: 'catalog.write' },
  resources: { read: 'catalog.read', write: 'catalog.write' },
  locations: { read: 'catalog.read', write: 'catalog.write' },
  customers: { read: 'patients.read', write: 'patients.write' },
  blocks: { read: 'catalog.read', write: 'agenda.write' },
} as const satisfies Record<string, { read: Action; write: Action }>;
export type CatalogEntity = keyof typeof catalogAccess;

/** Whether a member with `role` may do `action`. An unknown role may do nothing. */
export function roleCan(role: string, action: Action): boolean {
  return (permissionTable[action].roles as readonly string[]).includes(role);
}

/** Whether an API key with `scopes` may do `action`. */
export function keyCan(scopes: readonly string[], action: Action): boolean {
  const needed = permissionTable[action].key;
  if (needed === null) return false;
  return scopes.includes('admin') || scopes.includes(needed);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && Object.hasOwn(permissionTable, value);
}

/**
 * What a route declares it needs: an action of the table, or `public` (anyone, signed in or not:
 * sign-in, webhooks, calendar feeds, the demo chat) or `signedIn` (any signed-in person, whatever
 * organisation: /me, setting up an organisation, accepting an invitation).
 */
export type RouteAccess = Action | 'public' | 'signedIn';

export function isRouteAccess(value: unknown): value is RouteAccess {
  return value === 'public' || value === 'signedIn' || isAction(value);
}

/** Roles that work on one resource only (their own column of the agenda). */
export function roleNeedsResource(role: Role): boolean {
  return role === 'professional';
}
