// Vite plugin: <link rel="modulepreload"> in index.html for the chunks of the first screen
// (and a preload of their stylesheets), so the browser fetches and compiles them while the
// entry downloads and runs, instead of learning of them only after it has run (one more
// round trip on 3G; on an offline start, the CPU idle while it could compile). Which first
// screen depends on who opens the page:
// - index.html itself, which the service worker serves to an installed app (a signed-in
//   phone, mostly), preloads the dashboard and its home screen;
// - the server's sign-in page (server/sign-in-page/), a first visit's page, swaps those for
//   the sign-in screen's, which index.html carries inside a comment (PRELOADS in
//   src/domain/sign-in-page.ts names both marks).
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { PRELOADS } from '../src/domain/sign-in-page.ts';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** Static imports of `starts`, recursively, in load order (each chunk after its imports). */
function staticClosure(bundle: OutputBundle, starts: OutputChunk[]): string[] {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const dep = bundle[name];
      if (dep?.type === 'chunk') visit(dep);
    }
  };
  for (const start of starts) visit(start);
  return [...seen].reverse();
}

function chunkOf(bundle: OutputBundle, moduleSuffix: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (c): c is OutputChunk => c.type === 'chunk' && !!c.facadeModuleId?.endsWith(moduleSuffix),
  );
  if (!chunk) throw new Error(`preload-first-route: no chunk for ${moduleSuffix}`);
  return chunk;
}

export type FirstRoutes = { signedIn: string[]; signIn: string[] };

export function preloadFirstRoutePlugin(routes: FirstRoutes): Plugin {
  return {
    name: 'booth:preload-first-route',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const links = (modules: string[]) => {
          const files = staticClosure(
            bundle,
            modules.map((m) => chunkOf(bundle, m)),
          );
          // The chunks' own stylesheets too: a lazy route's import waits for its CSS, which
          // the app would otherwise ask for only once that import runs.
          const styles = files.flatMap((file) => {
            const chunk = bundle[file];
            return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          });
          const tag = (file: string) =>
            file.endsWith('.css')
              ? `<link rel="preload" as="style" crossorigin href="/${file}">`
              : `<link rel="modulepreload" crossorigin href="/${file}">`;
          return [...new Set([...files, ...styles])]
            .filter((file) => !html.includes(`/${file}"`))
            .map(tag)
            .join('\n    ');
        };
        const block = [
          `${PRELOADS.signedInStart}\n    ${links(routes.signedIn)}\n    ${PRELOADS.signedInEnd}`,
          `${PRELOADS.signInStart}\n    ${links(routes.signIn)}\n    ${PRELOADS.signInEnd}`,
        ].join('\n    ');
        return html.replace(/\s*<\/head>/, `\n    ${block}\n  </head>`);
      },
    },
  };
}
