// npm run restore -- <file> [--force]: restore a backup into the database (PostgreSQL when
// DATABASE_URL is set, else the PGlite directory DATA_DIR or ./data). The server must be
// stopped. See docs/operations.md "Backup and restore".
import { restoreCommand, targetFromEnv } from '../backup/commands.ts';
import { UsageError, countsText, parseArgs, runCommand } from './run.ts';

const USAGE = `Usage: npm run restore -- <file> [--force]
  Restores a backup made by "npm run backup" into the database, in one transaction.
  Refused onto a database that holds any users, records or files unless --force, which
  replaces everything in it. Stop the server first.
  DATABASE_URL=postgres://… restores into PostgreSQL; otherwise into PGlite in DATA_DIR (./data).`;

await runCommand(USAGE, async () => {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) return USAGE;
  if (!args.file || args.unknown.length)
    throw new UsageError(args.file ? `Unexpected ${args.unknown.join(' ')}` : 'No file given');
  const summary = await restoreCommand(targetFromEnv(), args.file, { force: args.force });
  return (
    `Restored ${args.file} (made ${summary.header.createdAt} from ${summary.header.database}): ` +
    `${countsText(summary.rows)}.\nNew sync epoch ${summary.syncEpoch}; phones keep their place ` +
    `up to version ${summary.header.maxVersion} of epoch ${summary.header.syncEpoch}.`
  );
});
