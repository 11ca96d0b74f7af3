// Vite plugin: adds <link rel="modulepreload"> for the sign-in screen's chunks to index.html.
// A first visit is almost always a sign-in (a signed-in phone starts from its service worker),
// and without these hints the browser learns about the screen's chunks only after the entry
// has downloaded and run: one more round trip and an idle link on a 3G phone.
import type { IndexHtmlTransformContext, Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** Static imports of `start`, recursively, in load order (the chunk itself last). */
function staticClosure(bundle: OutputBundle, start: OutputChunk): string[] {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const dep = bundle[name];
      if (dep?.type === 'chunk') visit(dep);
    }
  };
  visit(start);
  return [...seen].reverse();
}

export function preloadFirstRoutePlugin(moduleSuffix: string): Plugin {
  return {
    name: 'booth:preload-first-route',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const route = Object.values(bundle).find(
          (c): c is OutputChunk => c.type === 'chunk' && !!c.facadeModuleId?.endsWith(moduleSuffix),
        );
        if (!route) throw new Error(`preload-first-route: no chunk for ${moduleSuffix}`);
        const tags = staticClosure(bundle, route)
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`);
        return html.replace('</head>', `${tags.join('')}  </head>`);
      },
    },
  };
}
