// One error shape for every failing answer: {error, message, fields?, messageKey?}.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../src/domain/auth.ts';

/** What an error answer carries besides {error, message}: fields, messageKey, and route-specific facts. */
export type ErrorExtra = Partial<Pick<ApiErrorBody, 'fields' | 'messageKey'>> & {
  [key: string]: unknown;
};

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: ErrorExtra = {},
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
export const tooManyRequests = () =>
  new HttpError(429, 'too_many_requests', 'Too many attempts. Please wait a minute.', {
    messageKey: 'errors.tooManyRequests',
  });

/** The values a refusal's text is built from; sent along for the screen's translation. */
export type RefusalValues = Record<string, string | number>;

/**
 * Refusals of one area whose screen shows them translated: each has an HTTP status and code, an
 * i18n key `${area}.errors.${name}`, the form field it is shown beside (none: at the top) and
 * its English text. The returned builder takes the values and any route-specific facts.
 */
export const refusalsOf =
  (area: string) =>
  (
    status: number,
    code: string,
    name: string,
    field: string | null,
    text: (v: RefusalValues) => string,
  ) =>
  (values: RefusalValues = {}, extra: ErrorExtra = {}): HttpError =>
    new HttpError(status, code, text(values), {
      messageKey: `${area}.errors.${name}`,
      ...(Object.keys(values).length ? { values } : {}),
      ...(field ? { fields: { [field]: `${area}.errors.${name}` } } : {}),
      ...extra,
    });

/**
 * The refusals of an upload of one file, each shown beside its `file` field: none chosen, a
 * second one, a kind it does not take (these three in the upload's own words), a file too large
 * (`mb`), one that could not be read.
 */
export function fileRefusals(
  refuse: ReturnType<typeof refusalsOf>,
  texts: { noFile: string; oneFile: string; fileType: string },
) {
  return {
    noFile: refuse(400, 'bad_request', 'noFile', 'file', () => texts.noFile),
    oneFile: refuse(400, 'bad_request', 'oneFile', 'file', () => texts.oneFile),
    fileType: refuse(400, 'bad_request', 'fileType', 'file', () => texts.fileType),
    tooLarge: refuse(
      413,
      'payload_too_large',
      'tooLarge',
      'file',
      (v) => `The file is larger than ${v.mb} MB`,
    ),
    unreadable: refuse(
      422,
      'unprocessable',
      'unreadable',
      'file',
      () => 'The file could not be read',
    ),
  };
}

export function sendError(reply: FastifyReply, err: HttpError): FastifyReply {
  const body: ApiErrorBody & ErrorExtra = { ...err.extra, error: err.code, message: err.message };
  return reply.status(err.status).send(body);
}

/** Fastify's own 4xx errors (body parsing, content type, size) with a stable code and an i18n key. */
export function frameworkError(status: number, err: FastifyError): HttpError {
  switch (status) {
    case 413:
      return new HttpError(413, 'payload_too_large', 'The request is too large', {
        messageKey: 'errors.tooLarge',
      });
    case 414:
      return new HttpError(414, 'uri_too_long', 'The address is too long', {
        messageKey: 'errors.invalidInput',
      });
    case 415:
      return new HttpError(415, 'unsupported_media_type', 'Send JSON (application/json)', {
        messageKey: 'errors.invalidBody',
      });
    case 429:
      return tooManyRequests();
    default:
      return new HttpError(status, 'bad_request', err.message, {
        messageKey: 'errors.invalidBody',
      });
  }
}

/** The app's error handler: our HttpErrors as they are, framework 4xx mapped, anything else 500 and logged. */
export function handleError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof HttpError) return sendError(reply, err);
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return sendError(reply, frameworkError(status, err));
  request.log.error(err);
  return sendError(
    reply,
    new HttpError(500, 'internal', 'Something went wrong on the server', {
      messageKey: 'errors.server',
    }),
  );
}
