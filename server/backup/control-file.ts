// The control file: how the backup and restore commands find a server that holds a PGlite
// data directory (PGlite is single-process: nobody else may open the directory meanwhile).
// The server writes it inside the data directory as it starts (port 0 until it listens),
// readable by its own user only (0600), and removes it when it closes. It names the server's
// process and port and the secret the admin route wants (routes/admin.ts).
import { randomBytes } from 'node:crypto';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const CONTROL_FILE = 'booth-control.json';
/** The request header that carries the control secret. */
export const CONTROL_HEADER = 'x-booth-control';

export type ControlInfo = {
  pid: number;
  port: number;
  /** The addresses the server listens on (a loopback or wildcard one is needed). */
  addresses: string[];
  secret: string;
};

export const controlPath = (dataDir: string) => join(dataDir, CONTROL_FILE);

export async function writeControlFile(dataDir: string, info: ControlInfo): Promise<void> {
  const path = controlPath(dataDir);
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temp, `${JSON.stringify(info)}\n`, { mode: 0o600, flag: 'wx' });
  await rename(temp, path);
}

/** Remove the file if it is still this server's (same secret); a newer server's stays. */
export async function removeControlFile(dataDir: string, secret: string): Promise<void> {
  const info = await readControlFile(dataDir);
  if (info?.secret === secret) await unlink(controlPath(dataDir)).catch(() => undefined);
}

export async function readControlFile(dataDir: string): Promise<ControlInfo | undefined> {
  let text: string;
  try {
    text = await readFile(controlPath(dataDir), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const info = JSON.parse(text) as ControlInfo;
  if (
    !Number.isInteger(info.pid) ||
    !Number.isInteger(info.port) ||
    typeof info.secret !== 'string'
  )
    throw new Error(`${controlPath(dataDir)} is malformed; remove it if no server is running`);
  return info;
}

/** True when a process with this id exists (it may be another user's). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Where a command on this machine reaches the server, or undefined when it cannot. */
export function loopbackHost(info: ControlInfo): string | undefined {
  const ipv4 = info.addresses.some((a) => a === '0.0.0.0' || a.startsWith('127.'));
  if (ipv4) return '127.0.0.1';
  const ipv6 = info.addresses.some((a) => a === '::' || a === '::1');
  return ipv6 ? '::1' : undefined;
}
