// The whole precache as a fresh install downloads it with nothing in the HTTP cache: every
// URL of the manifest injected into sw.js, fetched as a browser would (br, gzip accepted).
import { readFile } from 'node:fs/promises';
import { get } from 'node:http';
import { join } from 'node:path';

export type PrecacheList = { urls: string[]; duplicates: string[]; woff: string[] };

export async function readPrecacheList(distDir: string): Promise<PrecacheList> {
  const sw = await readFile(join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"|url:"([^"]+)"/g)].map((m) => (m[1] ?? m[2])!);
  const seen = new Set<string>();
  const duplicates = urls.filter((u) => (seen.has(u) ? true : (seen.add(u), false)));
  return { urls, duplicates, woff: urls.filter((u) => u.endsWith('.woff')) };
}

/** Bytes of one response as sent (status line and headers included). */
function wireSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip, deflate' } }, (res) => {
      const headerBytes = res.rawHeaders.reduce((sum, h) => sum + h.length + 2, 0) + 17;
      let body = 0;
      res.on('data', (chunk: Buffer) => (body += chunk.length));
      res.on('end', () => resolve(headerBytes + body));
      res.on('error', reject);
    }).on('error', reject);
  });
}

export async function precacheWireBytes(baseUrl: string, list: PrecacheList): Promise<number> {
  let total = 0;
  for (const url of new Set(list.urls)) total += await wireSize(new URL(url, `${baseUrl}/`).href);
  return total;
}
