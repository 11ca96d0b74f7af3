// Big JSON answers (sync pull pages) compressed for the phone's link: a page of 1,000 voters is
// about 650 KB of JSON, 13 s at 3G's 400 kbit/s, and about 90 KB (1.8 s) in Brotli at quality 4
// or 105 KB in gzip. Only these answers: the rest are small, and the built files are
// precompressed apart (static-files.ts). Quality 4 costs about 20 ms per page of 1,000 on the
// server's thread pool, far less than the seconds it saves on the wire.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, the headers and the compressor's setup cost more than they save. */
const MIN_BYTES = 1024;

/** The encoding the request accepts that we use: Brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** Send `answer` as JSON, compressed when the client accepts it and it is worth it. */
export async function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: unknown,
): Promise<FastifyReply> {
  const json = Buffer.from(JSON.stringify(answer));
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('vary', 'accept-encoding');
  const encoding =
    json.length >= MIN_BYTES ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(json);
  const body =
    encoding === 'br'
      ? await brotli(json, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
          },
        })
      : await gzipAsync(json, { level: 4 });
  reply.header('content-encoding', encoding);
  return reply.send(body);
}
