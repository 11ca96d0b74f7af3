// index.html preloads the dashboard's chunks (an installed app's start); the server's sign-in
// page swaps them for the sign-in screen's, which index.html keeps inside a comment.
import { describe, expect, it } from 'vitest';
import { PRELOADS, withSignInPreloads } from '../../src/domain/sign-in-page.ts';

const link = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
const html = [
  '<head>',
  link('index.js'),
  PRELOADS.signedInStart,
  link('dashboard-shell.js'),
  link('home-screen.js'),
  PRELOADS.signedInEnd,
  PRELOADS.signInStart,
  link('sign-in-page.js'),
  PRELOADS.signInEnd,
  '</head><body><div id="splash"></div></body>',
].join('\n');

describe('the first screen preloaded', () => {
  it('is the dashboard in index.html: the sign-in links sit in a comment', () => {
    const live = html.replace(/<!--[\s\S]*?-->/g, '');
    expect(live).toContain(link('home-screen.js'));
    expect(live).not.toContain(link('sign-in-page.js'));
  });

  it("is the sign-in screen on the server's sign-in page, with the entry kept", () => {
    const page = withSignInPreloads(html);
    const live = page.replace(/<!--[\s\S]*?-->/g, '');
    expect(live).toContain(link('index.js'));
    expect(live).toContain(link('sign-in-page.js'));
    expect(page).not.toContain('dashboard-shell.js');
    expect(page).not.toContain('home-screen.js');
    expect(page).toContain('<div id="splash"></div>');
  });

  it('leaves a page without the marks as it is', () => {
    expect(withSignInPreloads('<head></head>')).toBe('<head></head>');
  });
});
