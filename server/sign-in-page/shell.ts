// The sign-in pages, made once at start from the built index.html (so they load the same
// hashed scripts and stylesheet): the visit's page with the form in place of the splash, and
// the answers to a posted form. The service worker keeps serving index.html itself, so an
// installed app (offline, or signed in) starts on the splash and never shows this form.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SignInHandOver } from '../../src/domain/sign-in-page.ts';
import { SIGN_IN_PAGE, withSignInPreloads } from '../../src/domain/sign-in-page.ts';
import { deferApp } from './defer-app.ts';
import type { FormState } from './form-html.ts';
import { FORM_CSS, formBlock, formTitle } from './form-html.ts';

/** Where index.html marks the end of its splash (the form goes there). */
const MARKER = /<!-- sign-in form:[^>]*-->/;
const SPLASH = '<div id="splash"';

export type SignInShell = {
  /** The page for `state`: the form (and on a visit its spinner) where the splash was. */
  form(state: FormState, handOver?: SignInHandOver): string;
  /** The splash page with a sign-in's outcome for the app to read at start. */
  handOver(handOver: SignInHandOver): string;
};

/** A data block, never executed (the CSP allows no inline script); `<` escaped inside. */
function dataBlock(handOver: SignInHandOver): string {
  const json = JSON.stringify(handOver).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SIGN_IN_PAGE.result}">${json}</script>`;
}

/** The pages for the built `html`, or null when it has no marked splash (an API-only test). */
export function signInShell(html: string): SignInShell | null {
  const start = html.indexOf(SPLASH);
  const marker = MARKER.exec(html);
  if (start < 0 || !marker || marker.index < start) return null;
  const end = marker.index + marker[0].length;
  const splash = html.slice(start, marker.index).trim();
  // A first visit's page: the sign-in screen's chunks preloaded, not the dashboard's.
  const withCss = withSignInPreloads(html)
    .replace(/<title>[^<]*<\/title>/, `<title>${formTitle()}</title>`)
    .replace('</head>', `<style>${FORM_CSS}</style></head>`);
  const offset = withCss.length - html.length;
  const before = withCss.slice(0, start + offset);
  const after = withCss.slice(end + offset);
  return {
    // The app's files held until the first touch: the form works without them.
    form: (state, handOver) =>
      deferApp(before + formBlock(state, splash) + (handOver ? dataBlock(handOver) : '') + after),
    handOver: (handOver) => html.slice(0, marker.index) + dataBlock(handOver) + html.slice(end),
  };
}

/** Reads `index.html` of the built client in `staticDir`. */
export async function loadSignInShell(staticDir: string): Promise<SignInShell | null> {
  return signInShell(await readFile(join(staticDir, 'index.html'), 'utf8'));
}
