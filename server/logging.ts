// Logs as JSON lines (pino, through Fastify), one request id on every line of a request, and
// no secrets: tokens travel in the Authorization header and, for EventSource and <img>, as
// ?token= in the URL; passwords in sign-in and sign-up bodies. Headers and bodies are not
// logged at all; redaction and scrubbing below are the second line for anything that logs
// them anyway (an error object, a framework warning quoting the URL, a future log call).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController } from 'fastify';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines go: true = stdout, false = nowhere, or a stream (tests capture lines). */
export type LogTarget = boolean | { write(line: string): void };

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming X-Request-Id is kept only when it is a sane token: a balancer's UUID or
 * hex-and-colon id fits, a header stuffed with spaces, quotes, newlines or kilobytes does not.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

const REDACTED = '[redacted]';
const TOKEN_PARAM = /([?&](?:token|access_token)=)[^&#\s"']*/gi;
const BEARER = /(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi;
/** A JWT anywhere in a string (three base64url parts, the first one a JSON header). */
const JWT = /eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;

/** The text with tokens (query parameter, Bearer value, bare JWT) replaced by [redacted]. */
export function scrubSecrets(text: string): string {
  return text
    .replace(TOKEN_PARAM, `$1${REDACTED}`)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(JWT, REDACTED);
}

/** Keys whose values never reach a log line, wherever a log call puts them. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  // The backup command's secret for the running server (server/backup/control-file.ts).
  'req.headers["x-booth-control"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-booth-control"]',
  'res.headers["set-cookie"]',
  'authorization',
  '*.authorization',
  'cookie',
  '*.cookie',
  'password',
  '*.password',
  '*.*.password',
  'token',
  '*.token',
  '*.*.token',
  'jwtSecret',
  '*.jwtSecret',
  // Fastify's client-error log carries the raw request bytes, headers included.
  'err.rawPacket',
  '*.rawPacket',
];

type LoggingOptions = Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'>;

/**
 * The balancer's health checks (every second, per balancer and server) would be most of the
 * log; their request lines are left out. A check that fails shows in the balancer's log.
 */
const PROBES = new Set(['/api/ready', '/api/health']);
const isProbe = (req: { method?: string; url?: string }) =>
  req.method === 'GET' && PROBES.has(req.url ?? '');

/** A destination that writes each line with tokens scrubbed out (see scrubSecrets). */
function scrubbing(dest: { write(line: string): unknown }): { write(line: string): void } {
  return { write: (line) => void dest.write(scrubSecrets(line)) };
}

/** Fastify options: the logger (or none), and request ids taken from the balancer or made here. */
export function loggingOptions(target: LogTarget | undefined): LoggingOptions {
  const genReqId = requestIdFor;
  if (!target) return { logger: false, genReqId };
  return {
    genReqId,
    logController: new LogController({ disableRequestLogging: isProbe }),
    logger: {
      level: 'info',
      // Last line of defence: a token that reached any field of a line is cut out of the text.
      stream: scrubbing(target === true ? process.stdout : target),
      // ISO times read better in a journal than epoch milliseconds.
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: {
        // Method, URL (tokens scrubbed) and client address; never headers or body. Something
        // else logged under `req` passes through to the redaction paths.
        req: (req: FastifyRequest) =>
          typeof req?.url === 'string'
            ? { method: req.method, url: scrubSecrets(req.url), remoteAddress: req.ip }
            : { ...(req as object) },
      },
    },
  };
}

/** Echo the request id, so a phone's report or a balancer log line leads to the server's lines. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
