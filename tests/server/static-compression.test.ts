// The built client goes out precompressed (Brotli or gzip by Accept-Encoding, Vary set) with
// the right caching: hashed assets immutable for a year, the deploy's entry points (index.html,
// sw.js, the manifest) always revalidated. The SPA fallback for page paths too.
import { Agent, get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { precompressDir } from '../../scripts/precompress.ts';
import { cacheControlFor } from '../../server/static-files.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import type { TestApp } from '../utils/server/test-app.ts';

// Big enough to be compressed (the build skips files under 256 bytes).
const filler = (text: string) => `${text}\n/* ${'booth panel '.repeat(60)} */\n`;

const FILES: Record<string, string> = {
  'index.html': filler('<!doctype html><div id="root">Booth Panel splash</div>'),
  'sw.js': filler('self.addEventListener("install", () => {});'),
  'manifest.webmanifest': filler('{"name":"Booth Panel"}'),
  'assets/index-AbC123.js': filler('console.log("entry");'),
  'assets/index-AbC123.css': filler('body{color:#212529}'),
  'assets/import.worker-Qw12.js': filler('self.onmessage = () => {};'),
};
const FONT = 'assets/noto-Xy9.woff2';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function body(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  switch (res.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw).toString();
    case 'gzip':
      return gunzipSync(raw).toString();
    default:
      return raw.toString();
  }
}

describe('static files: precompressed and cached right', () => {
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'booth-static-'));
    await mkdir(join(dir, 'assets'));
    for (const [name, text] of Object.entries(FILES)) await writeFile(join(dir, name), text);
    await writeFile(join(dir, FONT), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
    await precompressDir(dir);
    t = await startTestApp('pglite', { staticDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.request({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  const cases = [
    ['/assets/index-AbC123.js', 'assets/index-AbC123.js', /javascript/, IMMUTABLE],
    ['/assets/index-AbC123.css', 'assets/index-AbC123.css', /text\/css/, IMMUTABLE],
    ['/index.html', 'index.html', /text\/html/, 'no-cache'],
    ['/', 'index.html', /text\/html/, 'no-cache'],
    ['/sw.js', 'sw.js', /javascript/, 'no-cache'],
    ['/manifest.webmanifest', 'manifest.webmanifest', /manifest\+json/, 'no-cache'],
    // The SPA fallback: unknown page paths get index.html.
    ['/signin', 'index.html', /text\/html/, 'no-cache'],
    ['/dashboard/voter-list', 'index.html', /text\/html/, 'no-cache'],
  ] as const;

  it.each(cases)('%s: Brotli when accepted', async (url, file, type, cache) => {
    const res = await get(url, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(cache);
    expect(res.rawPayload.length).toBeLessThan(FILES[file]!.length / 2);
    expect(body(res)).toBe(FILES[file]);
  });

  it.each(cases)('%s: gzip when Brotli is not accepted', async (url, file, type, cache) => {
    const res = await get(url, 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(cache);
    expect(body(res)).toBe(FILES[file]);
  });

  it.each(cases)('%s: plain without Accept-Encoding', async (url, file, _type, cache) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(cache);
    expect(res.body).toBe(FILES[file]);
  });

  it('sends files without a compressed copy (fonts) as they are, still cached a year', async () => {
    const res = await get(`/${FONT}`, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.length).toBe(7);
  });

  it('sends a hashed file only the headers that guard it as a resource; pages and workers keep the policy', async () => {
    const asset = await get('/assets/index-AbC123.js', 'br');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const dropped of [
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
      'etag',
      'last-modified',
      'x-request-id',
      'date',
    ])
      expect(asset.headers[dropped], dropped).toBeUndefined();

    const page = await get('/signin', 'br');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['strict-transport-security']).toBeDefined();
    expect(page.headers['etag']).toBeDefined();

    const worker = await get('/assets/import.worker-Qw12.js', 'br');
    expect(worker.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(worker.headers['x-frame-options']).toBeUndefined();
  });

  it('keeps API 404s as JSON errors, not the app shell', async () => {
    const res = await get('/api/nope', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it("answers a built file that is not there (an old build's chunk) with a 404, not the app shell", async () => {
    const res = await get('/assets/roll-import-screen-Old123.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('sends a hashed file without connection headers over a socket that stays open', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const fetchOne = (path: string) =>
      new Promise<string[]>((resolve, reject) => {
        const req = httpGet(`${address}${path}`, { agent }, (res) => {
          sockets.add(req.socket);
          res.resume();
          res.on('end', () => resolve(res.rawHeaders.map((h) => h.toLowerCase())));
        });
        req.on('error', reject);
      });
    try {
      const first = await fetchOne('/assets/index-AbC123.js');
      await fetchOne('/assets/index-AbC123.css');
      const page = await fetchOne('/index.html');
      expect(first).not.toContain('connection');
      expect(first).not.toContain('keep-alive');
      // A page keeps Node's own (it is one answer among many; the assets are most of them).
      expect(page).toContain('connection');
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it('reads the cache policy from the original name of a compressed copy', () => {
    expect(cacheControlFor('/srv/dist/sw.js.br')).toBe('no-cache');
    expect(cacheControlFor('/srv/dist/index.html.gz')).toBe('no-cache');
    expect(cacheControlFor('/srv/dist/assets/workbox-window.prod.es5-Bd17z0YL.js.br')).toBe(
      IMMUTABLE,
    );
    expect(cacheControlFor('/srv/dist/icons/icon-192.png')).toBe('public, max-age=3600');
  });
});
