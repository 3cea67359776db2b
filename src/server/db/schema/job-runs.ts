import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// When each periodic job last ran, for the whole deployment: a copy runs a job only if it wins the
// atomic claim on this row (src/server/jobs/claim-run.ts), so N copies still sweep once a period.
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});
