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

// Unhashed files a deploy replaces in place (workbox-*.js: a generateSW build's runtime).
const REVALIDATED = /(?:^|\/)(?:sw\.js|index\.html|[^/]+\.webmanifest|workbox-[^/]*\.js)$/;

/** Cache-Control for a served file path (the .br/.gz sibling counts as its original). */
export function cacheControlFor(path: string): string {
  const original = path.replace(/\\/g, '/').replace(/\.(?:br|gz)$/, '');
  if (original.includes('/assets/')) return IMMUTABLE;
  if (REVALIDATED.test(original)) return REVALIDATE;
  return OTHER;
}

export async function registerStaticFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    // Serves foo.js.br / foo.js.gz by Accept-Encoding, adds Vary: Accept-Encoding, and falls
    // back to the plain file for files without siblings (images, fonts).
    preCompressed: true,
    setHeaders(res, path) {
      res.header('Cache-Control', cacheControlFor(path));
    },
  });
}

/** index.html for an unknown page path, compressed like any other request for it. */
export function sendAppShell(reply: FastifyReply): FastifyReply {
  return reply.sendFile('index.html');
}
