// Shared by the command-line entry points: arguments, messages and exit codes.
import { CommandError } from '../backup/commands.ts';
import { BadBackupError } from '../backup/format.ts';

export type Args = { file: string | undefined; force: boolean; help: boolean; unknown: string[] };

export function parseArgs(argv: string[]): Args {
  const args: Args = { file: undefined, force: false, help: false, unknown: [] };
  for (const a of argv) {
    if (a === '--force') args.force = true;
    else if (a === '-h' || a === '--help') args.help = true;
    else if (a.startsWith('-')) args.unknown.push(a);
    else if (args.file === undefined) args.file = a;
    else args.unknown.push(a);
  }
  return args;
}

/** Run `main`; operator-facing errors print their message only. Exit 0 ok, 1 failed, 2 usage. */
export async function runCommand(usage: string, main: () => Promise<string>): Promise<void> {
  try {
    console.log(await main());
    process.exit(0);
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${usage}`);
      process.exit(2);
    }
    const known = err instanceof CommandError || err instanceof BadBackupError;
    console.error(known ? `Error: ${(err as Error).message}` : err);
    process.exit(1);
  }
}

export class UsageError extends Error {}

export const countsText = (rows: Record<string, number>) =>
  Object.entries(rows)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ');
