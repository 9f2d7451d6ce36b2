// Used only by `npm run db:generate` to write SQL migrations from the schema. Migrations are applied
// by the app at start (src/db/migrate.ts), never by drizzle-kit, because the exclusion constraint
// lives in a custom migration that needs btree_gist loaded.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/src/db/migrations',
});
