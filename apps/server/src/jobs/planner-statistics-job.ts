import { analyzeTables, vacuumTables } from '../db/planner-statistics.ts';
import { defineTimedJob } from './define-job.ts';

/**
 * Hourly on PGlite (app.ts), after the analysis at start (main.ts), what autovacuum does on
 * PostgreSQL: dead rows reclaimed where they piled up, then fresh planner statistics.
 */
export const plannerStatisticsJob = defineTimedJob({
  name: 'planner-statistics',
  due: { everyMs: 60 * 60_000 },
  run: async ({ db }) => {
    await vacuumTables(db);
    await analyzeTables(db);
    return 0;
  },
});
