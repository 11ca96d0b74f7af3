// The JSON body parser: Fastify's own (same limits, same refusal of __proto__ and
// constructor keys), after a check of the nesting depth. Yup and our recursive checks walk a
// body on the stack, so a few thousand levels would overflow it and answer 500; no real body
// of ours nests beyond a handful of levels.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** Deepest nesting of arrays and objects any JSON body may have. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * True when `text` nests arrays/objects deeper than `max`. One pass over the characters, no
 * recursion and no parse, so it is safe on any input; brackets inside strings do not count.
 * Malformed JSON is left for the parser to refuse.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

export const tooDeep = () =>
  new HttpError(400, 'too_deep', `JSON nested more than ${MAX_JSON_DEPTH} levels deep`, {
    messageKey: 'errors.tooDeep',
  });

/** Replace the application/json parser on `app` (before routes are added). */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    parse(request, text, done);
  });
}
