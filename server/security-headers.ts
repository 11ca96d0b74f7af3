// The security headers, in one place. Helmet sets them in an onRequest hook, which answers
// made before routing (a malformed address, an over-long parameter) and answers Node writes
// itself (an unparseable request) never reach; those add the same headers by hand.
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import type { FastifyHelmetOptions } from '@fastify/helmet';

export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // 'wasm-unsafe-eval' lets the page compile WebAssembly (the poll-day scanner's ZXing,
      // served from our own origin); it allows no eval of JavaScript.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      // Mantine sets style attributes; no inline scripts anywhere.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

export type HeaderList = Record<string, string>;

/**
 * The headers helmet puts on an answer with `options`, read off a throwaway app so that they
 * can never drift from what helmet itself sends (they do not vary per request: no nonces).
 */
export async function helmetHeaders(options = HELMET_OPTIONS): Promise<HeaderList> {
  const probe = Fastify();
  await probe.register(helmet, options);
  // In the handler, before Fastify adds its own: only what helmet has set.
  probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
  try {
    const res = await probe.inject({ method: 'GET', url: '/' });
    const headers: HeaderList = {};
    for (const [name, value] of Object.entries(res.json<Record<string, unknown>>())) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return headers;
  } finally {
    await probe.close();
  }
}
