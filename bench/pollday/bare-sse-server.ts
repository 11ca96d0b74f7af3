// Baseline for the app's event streams: a bare Node HTTP server that does what /api/events does
// with nothing else — no framework, auth, database or subscriber checks. It answers the
// balancer's health check, holds each stream with the app's greeting and a heartbeat timer of
// its own, and on POST /broadcast writes one poke to every stream. Run as a child process
// (`fork`), its port in argv; it says `{ ready: true }` over IPC once listening.
import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';

const HEARTBEAT_MS = 25_000;
const streams = new Set<ServerResponse>();

const server = createServer((req, res) => {
  if (req.url === '/api/ready') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ready"}');
    return;
  }
  if (req.method === 'POST' && req.url === '/broadcast') {
    req.resume();
    for (const s of streams) s.write('event: poke\ndata: {}\n\n');
    res.writeHead(204).end();
    return;
  }
  if (req.url?.startsWith('/api/events')) {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
    });
    res.write('retry: 10000\n\nevent: ready\ndata: {}\n\n');
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    streams.add(res);
    req.on('close', () => {
      clearInterval(heartbeat);
      streams.delete(res);
    });
    return;
  }
  res.writeHead(404).end();
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.argv[2]), '127.0.0.1', () => process.send?.({ ready: true }));
process.on('disconnect', () => process.exit(0));
