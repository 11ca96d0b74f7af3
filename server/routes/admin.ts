// GET /api/admin/backup: the backup of a PGlite database, streamed by the server that holds it
// (PGlite is single-process, so `npm run backup` cannot open the data directory while the
// server runs). Only for this machine: the request must come over a loopback socket, not
// through a proxy, and carry the secret from the control file the server writes into its data
// directory (0600) when it starts and removes when it closes. Anything else gets the
// same 404 as an unknown route (not from here) or 403 (no or wrong secret).
// PostgreSQL servers have no such route: the command reads PostgreSQL itself.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes } from '../../src/domain/api/index.ts';
import type { AppContext } from '../app.ts';
import { forbidden, notFound } from '../errors.ts';
import { writeBackup } from '../backup/dump.ts';
import { CONTROL_HEADER, removeControlFile, writeControlFile } from '../backup/control-file.ts';
import { route } from './register.ts';

const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'forwarded'];

/** The socket's own peer address (never X-Forwarded-For: the app trusts proxies for req.ip). */
function fromLoopback(request: FastifyRequest): boolean {
  const peer = request.raw.socket?.remoteAddress ?? '';
  const ip = peer.startsWith('::ffff:') ? peer.slice(7) : peer;
  const loopback = ip === '::1' || /^127\.\d+\.\d+\.\d+$/.test(ip);
  return loopback && !PROXY_HEADERS.some((h) => request.headers[h] !== undefined);
}

const digest = (s: string) => createHash('sha256').update(s).digest();

export async function adminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.db.kind !== 'pglite') return;
  const secret = randomBytes(32).toString('base64url');
  const dataDir = ctx.db.dataDir;
  if (dataDir) {
    // Written at once (port 0: starting), so the commands leave the directory alone from here.
    await writeControlFile(dataDir, { pid: process.pid, port: 0, addresses: [], secret });
    app.addHook('onListen', async () => {
      // A unix socket path has no port: such a server cannot be reached for a backup.
      const inet = app.addresses().filter((a) => typeof a !== 'string');
      const addresses = inet.map((a) => a.address);
      const port = inet[0]?.port ?? 0;
      await writeControlFile(dataDir, { pid: process.pid, port, addresses, secret });
    });
    app.addHook('onClose', async () => removeControlFile(dataDir, secret));
  }

  route(app, apiRoutes.admin.backup, {}, async ({ request, reply }) => {
    if (!fromLoopback(request)) throw notFound(`No route GET ${request.url.split('?')[0]}`);
    const given = request.headers[CONTROL_HEADER];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), digest(secret)))
      throw forbidden('The control secret is missing or wrong');
    // From here on we write the response ourselves: a stream of unknown length that a failure
    // cuts short (the command then finds no end line and keeps no file).
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'application/gzip',
      'content-disposition': 'attachment; filename="booth-panel-backup.jsonl.gz"',
      'cache-control': 'no-store',
    });
    try {
      const { rows } = await writeBackup(ctx.db, reply.raw);
      request.log.info({ rows }, 'backup streamed');
    } catch (err) {
      request.log.error({ err }, 'backup failed');
      reply.raw.destroy();
    }
    return reply;
  });
}
