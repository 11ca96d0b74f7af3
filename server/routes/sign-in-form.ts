// The sign-in page before the app's JavaScript (issue 26): GET / and /signin answer the
// built index.html with a real form in place of the splash, and POST /signin takes that form
// when it is sent before the app has loaded. It runs the JSON sign-in (services/sign-in.ts,
// the same rate limits and refusals) and answers HTML, never stored (no-store): on success
// the splash page with the session in a data block the app stores at start, exactly as its
// own sign-in would; on a refusal the form again, the e-mail kept, the message in English
// and Hindi beside the field. A password is never echoed nor put in an address.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signInSchema } from '../../src/domain/auth.ts';
import { SIGN_IN_PATH } from '../../src/domain/sign-in-page.ts';
import type { SignInHandOver } from '../../src/domain/sign-in-page.ts';
import { validate } from '../../src/domain/validation.ts';
import type { AppContext } from '../app.ts';
import { HttpError, badRequest, forbidden, frameworkError } from '../errors.ts';
import type { FormState } from '../sign-in-page/form-html.ts';
import { encodeHtml, sendHtml } from '../sign-in-page/send-html.ts';
import type { SignInShell } from '../sign-in-page/shell.ts';
import { signIn } from '../services/sign-in.ts';
import { REVALIDATE } from '../static-files.ts';

/** An e-mail and a password, urlencoded, are a few hundred bytes. */
const FORM_BODY_LIMIT = 8 * 1024;

/**
 * A form posted from another site (login CSRF: signing the phone into someone else's account)
 * is refused. Browsers since 2019–2023 send Sec-Fetch-Site; older ones an Origin, which our
 * no-referrer policy may turn into "null" (then unknown, let through like no header at all).
 */
function fromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin';
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** The page again after `err`: field messages beside their fields, others above the button. */
function refusedState(err: HttpError, email: string): FormState {
  const key = err.extra.messageKey ?? 'errors.unknown';
  // A wrong password is said beside the password, where the person will type again.
  const fields =
    err.extra.fields ?? (err.code === 'invalid_credentials' ? { password: key } : undefined);
  return fields ? { email, fields } : { email, failure: key };
}

const refusal = (err: HttpError): SignInHandOver => ({
  failure: {
    ...(err.extra.fields ? { fields: err.extra.fields } : {}),
    ...(err.extra.messageKey ? { messageKey: err.extra.messageKey } : {}),
    error: err.code,
    message: err.message,
    status: err.status,
  },
});

export async function signInFormRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  shell: SignInShell,
): Promise<void> {
  const visit = encodeHtml(shell.form({ wait: true }));
  for (const url of ['/', SIGN_IN_PATH]) {
    app.get(url, (request, reply) => sendHtml(request, reply, visit, REVALIDATE));
  }

  const answer = (request: FastifyRequest, reply: FastifyReply, status: number, html: string) =>
    sendHtml(request, reply.status(status), encodeHtml(html, 5), 'no-store');

  const typedEmail = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | null | undefined)?.email;
    return typeof email === 'string' ? email.trim().slice(0, 254) : '';
  };

  const refuse = (request: FastifyRequest, reply: FastifyReply, err: HttpError) =>
    answer(
      request,
      reply,
      err.status,
      shell.form(refusedState(err, typedEmail(request)), refusal(err)),
    );

  // Its own scope: the urlencoded parser and the HTML error answers stay off the JSON API.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // What fails before the handler (too large, not a form) answers the form page too.
    scope.setErrorHandler((err: FastifyError, request, reply) => {
      const status = err.statusCode ?? 500;
      if (status >= 500) request.log.error(err);
      const known =
        err instanceof HttpError
          ? err
          : status < 500
            ? frameworkError(status, err)
            : new HttpError(500, 'internal', 'Something went wrong on the server', {
                messageKey: 'errors.server',
              });
      return refuse(request, reply, known);
    });

    scope.post(SIGN_IN_PATH, { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
      if (fromAnotherSite(request)) throw forbidden('Send the form from this site');
      await ctx.limits.signInAddress(request, reply);
      const input = await validate(signInSchema, request.body ?? {});
      if (!input.ok) throw badRequest(input.fields);
      const session = await signIn(ctx, request, reply, input.value);
      return answer(request, reply, 200, shell.handOver({ signIn: session }));
    });
  });
}
