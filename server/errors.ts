// One error shape for every failing answer: {error, message, fields?, messageKey?}.
import type { FastifyReply } from 'fastify';
import type { ApiErrorBody } from '../src/domain/auth.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Partial<Pick<ApiErrorBody, 'fields' | 'messageKey'>> = {},
  ) {
    super(message);
  }
}

export const badRequest = (fields: Record<string, string>, message = 'Some fields are not valid') =>
  new HttpError(400, 'bad_request', message, { fields, messageKey: 'errors.invalidInput' });
export const unauthorized = (message = 'Please sign in again', messageKey = 'errors.signInAgain') =>
  new HttpError(401, 'unauthorized', message, { messageKey });
export const forbidden = (message = 'You may not do this') =>
  new HttpError(403, 'forbidden', message, { messageKey: 'errors.forbidden' });
export const notFound = (message = 'Not found') =>
  new HttpError(404, 'not_found', message, { messageKey: 'errors.notFound' });
export const conflict = (message: string, extra: HttpError['extra'] = {}) =>
  new HttpError(409, 'conflict', message, extra);

export function sendError(reply: FastifyReply, err: HttpError): FastifyReply {
  const body: ApiErrorBody = { error: err.code, message: err.message, ...err.extra };
  return reply.status(err.status).send(body);
}
