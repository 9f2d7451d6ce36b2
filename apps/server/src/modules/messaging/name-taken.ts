import { DomainError } from '@recepta/domain';

const UNIQUE_VIOLATION = '23505';
const NAME_CONSTRAINT = 'message_templates_org_name_key';

/**
 * Turns the database's refusal of a second template with the same name in one organisation into
 * 409 template_name_taken, naming the field so the form can show it. The unique constraint, not a
 * prior lookup, decides: two saves at once cannot both win. Drizzle wraps the driver's error, and
 * PGlite and node-postgres shape it alike (code, constraint), so the cause chain is searched.
 */
export function rethrowNameTaken(error: unknown): never {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null); ) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === UNIQUE_VIOLATION && (constraint === undefined || constraint === NAME_CONSTRAINT)) {
      const message = 'Ya existe una plantilla con ese nombre';
      throw new DomainError('template_name_taken', { fields: { name: message } }, message);
    }
    e = cause;
  }
  throw error;
}
