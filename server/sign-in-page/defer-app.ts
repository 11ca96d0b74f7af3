// The sign-in page holds the app back until the person first touches it. Its form works from
// the HTML alone (it posts to the server), so a first visit on 3G need not spend 220 KB and a
// second of a slow phone's CPU on scripts before anyone has tapped: the app's scripts,
// preloads and stylesheets go into an inert <template>, and public/sign-in-boot.js puts them
// back on the first touch, key or focus (at once for a phone that already holds a session).
// The app then takes the form over with what was typed (static-sign-in.ts), as it did when it
// arrived on its own.
import {
  SIGN_IN_BOOT_SCRIPT,
  SIGN_IN_PAGE,
  STORED_TOKEN_KEY,
} from '../../src/domain/sign-in-page.ts';

/** What the built index.html loads of the app: its module script, preloads and stylesheets. */
const APP_FILE =
  /[ \t]*(?:<link rel="(?:modulepreload|preload|stylesheet)"[^>]*>|<script type="module"[^>]*><\/script>)\n?/g;
const ROOT = '<div id="root">';

/** `html` with the app's files held in a template before #root, for the boot script to load. */
export function deferApp(html: string): string {
  const files = (html.match(APP_FILE) ?? []).map((tag) => tag.trim());
  if (files.length === 0 || !html.includes(ROOT)) return html;
  const held =
    `<template id="${SIGN_IN_PAGE.appFiles}">${files.join('')}</template>` +
    `<script src="${SIGN_IN_BOOT_SCRIPT}" data-template="${SIGN_IN_PAGE.appFiles}" ` +
    `data-session-key="${STORED_TOKEN_KEY}" defer></script>\n    `;
  return html.replace(APP_FILE, '').replace(ROOT, held + ROOT);
}
