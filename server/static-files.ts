// Serves the built client (dist/): precompressed Brotli/gzip siblings written at build time
// (scripts/precompress.ts), long-lived caching for hashed assets, and index.html as the SPA
// fallback for page paths. Phones on 3G pay for every byte, so nothing text goes out raw when
// the browser accepts an encoding.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Hashed file names never change content: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The entry points of a deploy: always revalidate, or phones keep a stale app. */
export const REVALIDATE = 'no-cache';
const OTHER = 'public, max-age=3600';

// Unhashed files a deploy replaces in place (workbox-*.js: a generateSW build's runtime; the
// sign-in page's boot script, which must match the page that names it).
const REVALIDATED =
  /(?:^|\/)(?:sw\.js|index\.html|[^/]+\.webmanifest|workbox-[^/]*\.js|sign-in-boot\.js)$/;

/** Cache-Control for a served file path (the .br/.gz sibling counts as its original). */
export function cacheControlFor(path: string): string {
  const original = path.replace(/\\/g, '/').replace(/\.(?:br|gz)$/, '');
  if (original.includes('/assets/')) return IMMUTABLE;
  if (REVALIDATED.test(original)) return REVALIDATE;
  return OTHER;
}

const isHashedAsset = (path: string) => path.replace(/\\/g, '/').includes('/assets/');

// What only a document (or a worker's own script) reads: a page's policy, framing, referrer,
// HSTS (the page's own answer carries it), the request id, and revalidation headers a
// year-long immutable file never uses. A first visit fetches some 70 of these files: at about
// 800 bytes a file, these headers weighed more than many of the files themselves.
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const NEVER_REVALIDATED = ['etag', 'last-modified', 'accept-ranges', 'x-request-id'];

/**
 * A hashed script, stylesheet or font keeps what guards it as a resource (nosniff, CORP, its
 * type and caching) and loses the rest. A worker script keeps the policy: a dedicated worker
 * runs under the CSP of its own answer.
 */
function trimAssetHeaders(reply: FastifyReply, path: string): void {
  const isWorker = /\.worker[-.]/.test(path);
  for (const name of DOCUMENT_ONLY) {
    if (isWorker && name === 'content-security-policy') continue;
    reply.raw.removeHeader(name);
  }
  for (const name of NEVER_REVALIDATED) reply.removeHeader(name);
  reply.raw.sendDate = false;
  // Node adds 'Connection: keep-alive' and 'Keep-Alive: timeout=72' to each answer (48 bytes);
  // HTTP/1.1 keeps the connection open without them, and the socket stays open all the same
  // (the server's keep-alive timeout still closes it when idle). 4 KB off a first load.
  reply.raw.removeHeader('connection');
}

export async function registerStaticFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    // Serves foo.js.br / foo.js.gz by Accept-Encoding, adds Vary: Accept-Encoding, and falls
    // back to the plain file for files without siblings (images, fonts).
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('Cache-Control', cacheControlFor(path));
      if (isHashedAsset(path)) trimAssetHeaders(reply, path);
    },
  });
}

/** index.html for an unknown page path, compressed like any other request for it. */
export function sendAppShell(reply: FastifyReply): FastifyReply {
  return reply.sendFile('index.html');
}
