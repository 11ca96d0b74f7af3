// The sign-in form the server sends before the app's JavaScript arrives: a real
// <form method="post"> that works with the HTML alone, styled by inline CSS so that it paints
// without any stylesheet. The app takes it over when its own form appears
// (src/features/auth/static-sign-in.ts), keeping what was typed.
import { escapeHtml } from '../../src/domain/escape-html.ts';
import { AUTH_SPINNER_MS, SIGN_IN_PAGE, SIGN_IN_PATH } from '../../src/domain/sign-in-page.ts';
import type { Bilingual } from './texts.ts';
import { bilingual } from './texts.ts';

/** What a form page shows: empty for a visit, the typed e-mail and the errors after a refusal. */
export type FormState = {
  email?: string;
  /** Per field (email, password), i18n keys as the API's `fields` carry them. */
  fields?: Record<string, string>;
  /** An i18n key for the whole form (too many attempts, a disabled account…). */
  failure?: string;
  /** The 1.5 s spinner first: on a visit, not on the answer to a form sent. */
  wait?: boolean;
};

/** English and Hindi, each marked with its language so a screen reader reads both right. */
function both({ en, hi }: Bilingual, joiner = ' · '): string {
  return `<span lang="en">${escapeHtml(en)}</span>${joiner}<span lang="hi">${escapeHtml(hi)}</span>`;
}

const words = (key: string) => both(bilingual(key));

function field(
  name: 'email' | 'password',
  attrs: string,
  value: string,
  error: string | undefined,
): string {
  const id = `${SIGN_IN_PAGE.block}-${name}`;
  const errorId = `${id}-error`;
  const invalid = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const valueAttr = value ? ` value="${escapeHtml(value)}"` : '';
  const message = error ? `<p class="bp-signin-error" id="${errorId}">${words(error)}</p>` : '';
  return (
    `<div class="bp-signin-field"><label for="${id}">${words(`auth.fields.${name}`)}</label>` +
    `<input id="${id}" name="${name}" ${attrs}${valueAttr}${invalid}>${message}</div>`
  );
}

/**
 * The form block. `spinner` is the splash's markup (index.html): on a visit it covers the form
 * for the specification's 1.5 s, as the app's own spinner does, then CSS alone uncovers it.
 */
export function formBlock(state: FormState, spinner: string): string {
  const fields = state.fields ?? {};
  // The form's own fields beside them; anything else (a malformed body) above the button.
  const failure =
    state.failure ?? Object.entries(fields).find(([k]) => k !== 'email' && k !== 'password')?.[1];
  const alert = failure ? `<p class="bp-signin-alert" role="alert">${words(failure)}</p>` : '';
  const wait = state.wait ? ' bp-signin-waits' : '';
  return [
    `<div id="${SIGN_IN_PAGE.block}" class="bp-signin${wait}">`,
    state.wait ? spinner.replace(/\bid="splash" class="/, 'class="bp-signin-wait ') : '',
    '<main class="bp-signin-card">',
    `<p class="bp-signin-brand">${words('app.name')}</p>`,
    `<h1>${words('auth.signIn.title')}</h1>`,
    `<form method="post" action="${SIGN_IN_PATH}">`,
    field(
      'email',
      'type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="254" required',
      state.email ?? '',
      fields.email,
    ),
    // Never a value: a password does not travel back in the page.
    field(
      'password',
      'type="password" autocomplete="current-password" maxlength="200" required',
      '',
      fields.password,
    ),
    alert,
    `<button type="submit">${words('auth.signIn.submit')}</button>`,
    '</form>',
    `<p class="bp-signin-switch">${words('auth.signIn.noAccount')} <a href="/signup">${words('auth.signIn.toSignUp')}</a></p>`,
    '</main>',
    '</div>',
  ].join('');
}

/** The document title, as the app's own page names itself ("Welcome back · Booth Panel"). */
export function formTitle(): string {
  const { en, hi } = bilingual('auth.signIn.title');
  return escapeHtml(`${en} · ${hi} · ${bilingual('app.name').en}`);
}

const seconds = `${AUTH_SPINNER_MS / 1000}s`;

/**
 * The form's CSS, in <head>: system fonts, 48 px controls, AA contrast (text 15:1, the
 * borders 4.7:1, white on the saffron button 5.2:1, the error red 5.6:1). While the block is
 * in the page the app's #root stays hidden, so its loader never shows under the form.
 */
export const FORM_CSS = `
body:has(> #${SIGN_IN_PAGE.block}) > #root { display: none; }
.bp-signin { box-sizing: border-box; min-height: 100vh; min-height: 100dvh; margin: 0; padding: 24px 16px;
  background: #f8f9fa; color: #212529; font-size: 16px; line-height: 1.5;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
.bp-signin * { box-sizing: border-box; }
.bp-signin-card { max-width: 420px; margin: 0 auto; padding: 24px 20px; background: #fff;
  border: 1px solid #dee2e6; border-radius: 16px; }
.bp-signin-brand { margin: 0 0 8px; font-weight: 700; color: #9a3412; }
.bp-signin h1 { margin: 0 0 20px; font-size: 24px; line-height: 1.35; }
.bp-signin-field { margin: 0 0 16px; }
.bp-signin label { display: block; margin: 0 0 6px; font-weight: 600; }
.bp-signin input { display: block; width: 100%; min-height: 48px; margin: 0; padding: 10px 12px;
  font: inherit; color: #212529; background: #fff; border: 1px solid #6c757d; border-radius: 8px; }
.bp-signin input:focus { outline: 3px solid #c2410c; outline-offset: 1px; }
.bp-signin input[aria-invalid='true'] { border-color: #c92a2a; }
.bp-signin-error, .bp-signin-alert { margin: 6px 0 0; color: #c92a2a; }
.bp-signin-alert { margin: 0 0 16px; padding: 10px 12px; background: #fff5f5; border: 1px solid #c92a2a;
  border-radius: 8px; }
.bp-signin button { display: block; width: 100%; min-height: 48px; margin: 8px 0 0; padding: 10px 16px;
  font: inherit; font-weight: 700; color: #fff; background: #c2410c; border: 0; border-radius: 8px;
  cursor: pointer; }
.bp-signin button:focus-visible { outline: 3px solid #212529; outline-offset: 2px; }
.bp-signin-switch { margin: 16px 0 0; text-align: center; }
.bp-signin-switch a { display: inline-block; min-height: 44px; padding: 10px 4px; line-height: 24px;
  color: #9a3412; font-weight: 700; }
.bp-signin-wait { position: fixed; inset: 0; z-index: 1; animation: bp-signin-uncover 0s ${seconds} forwards; }
.bp-signin-waits .bp-signin-card { animation: bp-signin-show 0s ${seconds} both; }
@keyframes bp-signin-uncover { to { visibility: hidden; } }
@keyframes bp-signin-show { from { visibility: hidden; } to { visibility: visible; } }
@media (min-width: 600px) { .bp-signin { padding-top: 64px; } .bp-signin-card { padding: 32px; } }
`
  .replace(/\n\s*/g, ' ')
  .trim();
