import { analyzeTables } from '../db/planner-statistics.ts';
import { defineTimedJob } from './define-job.ts';

/** Hourly on PGlite (app.ts), after the analysis at start (main.ts), as autovacuum would keep them. */
export const plannerStatisticsJob = defineTimedJob({
  name: 'planner-statistics',
  due: { everyMs: 60 * 60_000 },
  run: async ({ db }) => {
    await analyzeTables(db);
    return 0;
  },
});
