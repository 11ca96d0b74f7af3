// `npm run roll:worker`: a process that only reads roll import jobs, for a district server
// whose app servers should not spend their CPU on OCR. It takes jobs from the same queue as
// the app servers' own workers (the database), so it needs PostgreSQL: PGlite is one process's
// database and the app server holding it runs the jobs itself (ROLL_WORKERS).
import { openPostgres } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createEventBus } from '../services/event-bus.ts';
import { startRollWorkers } from '../rolls/jobs/workers.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'roll:worker needs DATABASE_URL=postgres://… : with embedded PGlite the app server reads ' +
      'the rolls itself (ROLL_WORKERS), as no other process may open its database.',
  );
  process.exit(2);
}
const count = Number(process.env.ROLL_WORKERS ?? 1);
if (!Number.isInteger(count) || count < 1 || count > 32) {
  console.error('ROLL_WORKERS must be a whole number from 1 to 32');
  process.exit(2);
}

const db = openPostgres(url, count + 2);
// The same schema as the app servers: refuse to run against an older or newer database.
await migrate(db);
const events = createEventBus(db, (err) => console.error('event bus', err));
await events.start(url);
const workers = startRollWorkers(count, {
  db,
  events,
  log: (err, message) => console.error(message, err),
});
console.error(`Roll worker running (${count} at once) on PostgreSQL`);

const stop = (signal: NodeJS.Signals) => {
  console.error(`${signal}: handing back jobs and stopping`);
  workers
    .stop()
    .then(() => events.close())
    .then(() => db.close())
    .then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('stop failed', err);
        process.exit(1);
      },
    );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
