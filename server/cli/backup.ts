// npm run backup -- <file>: write a backup of the database (PostgreSQL when DATABASE_URL is
// set, else the PGlite directory DATA_DIR or ./data; through the running server if one holds
// it). See docs/operations.md "Backup and restore".
import { backupCommand, targetFromEnv } from '../backup/commands.ts';
import { UsageError, countsText, parseArgs, runCommand } from './run.ts';

const USAGE = `Usage: npm run backup -- <file>
  Writes a gzip'd backup of the database to <file> (replaced if it exists).
  DATABASE_URL=postgres://… backs up PostgreSQL; otherwise the PGlite data in DATA_DIR (./data).`;

await runCommand(USAGE, async () => {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) return USAGE;
  if (!args.file || args.unknown.length || args.force)
    throw new UsageError(
      args.file ? `Unexpected ${args.unknown.join(' ') || '--force'}` : 'No file given',
    );
  const { header, rows, via } = await backupCommand(targetFromEnv(), args.file);
  const how = {
    postgres: 'PostgreSQL',
    server: 'the running server',
    'data-dir': 'the data directory',
  }[via];
  return (
    `Backup written to ${args.file} (from ${how}): ${countsText(rows)}.\n` +
    `Migration ${header.migration}, sync epoch ${header.syncEpoch}, highest version ${header.maxVersion}.`
  );
});
