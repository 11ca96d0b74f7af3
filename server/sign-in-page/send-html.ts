// HTML answers of the sign-in routes, compressed by Accept-Encoding like every other text the
// server sends (a 3G phone pays for each byte): the visit's page once at start at the highest
// Brotli level, a posted form's answer per request at a quick one.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoded = { identity: Buffer; br: Buffer; gzip: Buffer; etag: string };

export function encodeHtml(html: string, quality = constants.BROTLI_MAX_QUALITY): Encoded {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    gzip: gzipSync(identity, { level: quality >= 9 ? 9 : 6 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
  };
}

/** The best coding the browser accepts (a q=0 refuses it), identity otherwise. */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*q=/))
      .filter(([, q]) => q === undefined || Number(q) > 0)
      .map(([name]) => name!.toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Encoded,
  cacheControl: string,
): FastifyReply {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('vary', 'Accept-Encoding');
  if (cacheControl !== 'no-store') {
    reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  }
  const coding = chooseEncoding(request.headers['accept-encoding']);
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.send(page[coding]);
}
