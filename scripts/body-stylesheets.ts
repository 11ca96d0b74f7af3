// Vite plugin: moves the built stylesheet links from <head> to just before <div id="root"> and
// the entry script to the end of <body>. A stylesheet in <head> blocks the first paint, so the
// inline splash (above the links) would wait for ~30 KB of Mantine CSS on a 3G link. The links
// stay before #root because Mantine writes its theme variables and responsive style props as
// <style> elements inside #root, and those must come after the stylesheet to win. Scripts wait
// for the stylesheets before them, so React never renders unstyled.
import type { Plugin } from 'vite';

const MOVED =
  /^[ \t]*<(?:link rel="stylesheet"[^>]*|script type="module"[^>]*><\/script)>[ \t]*\n?/gm;

/** A non-blocking hint that keeps `tag`'s download starting as early as it did in <head>. */
function earlyHint(tag: string): string {
  const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
  if (!url) return '';
  return tag.startsWith('<link')
    ? `<link rel="preload" as="style" crossorigin href="${url}">`
    : `<link rel="modulepreload" crossorigin href="${url}">`;
}

export function moveAssetsToBody(html: string): string {
  const moved: string[] = [];
  const head = html.replace(MOVED, (tag) => {
    moved.push(tag.trim());
    const hint = earlyHint(tag.trim());
    return hint ? `    ${hint}\n` : '';
  });
  if (!moved.length) return html;
  const links = moved.filter((t) => t.startsWith('<link'));
  const scripts = moved.filter((t) => !t.startsWith('<link'));
  const indent = (tags: string[]) => tags.map((t) => `    ${t}\n`).join('');
  return head
    .replace('    <div id="root">', `${indent(links)}    <div id="root">`)
    .replace('</body>', `${indent(scripts)}  </body>`);
}

export function bodyStylesheetsPlugin(): Plugin {
  return {
    name: 'booth:body-stylesheets',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: moveAssetsToBody },
  };
}
