// Starts Booth Panel: the API and the built client on one port, embedded PGlite in ./data
// unless DATABASE_URL points at PostgreSQL.
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { DEFAULT_SHUTDOWN_DEADLINE_MS } from './lifecycle.ts';
import { parseTrustProxy } from './trust-proxy.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL('../data/', import.meta.url));
const staticDir = fileURLToPath(new URL('../dist/', import.meta.url));

// Read before opening the database: a bad value stops the start with its message.
const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);

const rollWorkers = Number(process.env.ROLL_WORKERS ?? 1);
if (!Number.isInteger(rollWorkers) || rollWorkers < 0 || rollWorkers > 32) {
  console.error('ROLL_WORKERS must be a whole number from 0 to 32');
  process.exit(1);
}

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const app = await buildApp({
  db,
  staticDir,
  logger: process.env.LOG !== 'off',
  trustProxy,
  rollWorkers,
});

const deadlineMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? DEFAULT_SHUTDOWN_DEADLINE_MS);
// `once`: a second signal gets Node's default and ends the process at once.
const shutdown = (signal: NodeJS.Signals) => {
  app.log.info({ signal }, 'draining before exit');
  app.lifecycle.stop(deadlineMs).then(
    ({ cut }) => {
      // Said on stderr whatever LOG is: a stop that had to cut is worth an operator's look.
      if (cut) console.error(`Stopped: what was still open after ${deadlineMs} ms was cut`);
      process.exit(0);
    },
    (err: unknown) => {
      console.error('shutdown failed', err);
      process.exit(1);
    },
  );
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port, host });
const where = process.env.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${dataDir}`;
// stdout carries only the JSON log lines; this greeting for whoever started it goes to stderr.
console.error(`\nBooth Panel is running at http://localhost:${port}/  (database: ${where})\n`);
