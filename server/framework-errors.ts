// Errors raised before any hook runs: Fastify's router (malformed escapes, over-long
// parameters) and Node's HTTP parser (bad Content-Length, huge headers). They answer in the
// app's error shape with the security headers normal answers carry.
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../src/domain/auth.ts';
import { HttpError, frameworkError, sendError } from './errors.ts';
import type { HeaderList } from './security-headers.ts';

/** For Fastify's `frameworkErrors` option. */
export function frameworkErrorHandler(headers: HeaderList) {
  return (err: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    return sendError(reply, frameworkError(err.statusCode ?? 400, err));
  };
}

/** A request Node could not parse, as the app's error. */
function clientError(code: string | undefined): HttpError {
  if (code === 'HPE_HEADER_OVERFLOW')
    return new HttpError(431, 'headers_too_large', 'The request headers are too large', {
      messageKey: 'errors.tooLarge',
    });
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return new HttpError(408, 'request_timeout', 'The request took too long to arrive', {
      messageKey: 'errors.timeout',
    });
  return new HttpError(400, 'bad_request', 'The request could not be read', {
    messageKey: 'errors.invalidBody',
  });
}

/**
 * For Fastify's `clientErrorHandler` option: Node has given up on the request, so the answer
 * is written to the socket by hand (as Fastify's default does) and the connection closed.
 */
export function clientErrorHandler(headers: HeaderList) {
  return (err: Error & { code?: string }, socket: Socket) => {
    // A reset connection has nobody left to answer.
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const error = clientError(err.code);
    const body: ApiErrorBody = { ...error.extra, error: error.code, message: error.message };
    const text = JSON.stringify(body);
    const lines = [
      `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(text)}`,
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${text}`);
    socket.destroy(err);
  };
}
