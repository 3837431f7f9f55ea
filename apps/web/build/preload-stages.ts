import type { Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * main.tsx imports the libraries' and the app's chunks dynamically, to evaluate each in a task of its own (decision
 * 0125). Vite's index.html preloads only what the entry imports statically: this adds a `modulepreload` for the
 * chunks the entry imports dynamically and theirs, so they download with React DOM from the start, not one after
 * the other as main.tsx asks for them. At a low priority: at the same priority as React DOM, the three downloads
 * put the listing's first pictures (its largest paint) about 0.4 s later on the slow phone (HTTP/1.1, six
 * connections to the shop); the served page works without the scripts, its pictures are what the shopper sees.
 */
export function preloadStages(): Plugin {
  return {
    name: 'shop:preload-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Record<string, BundleChunk> | undefined;
        const entry = context.chunk as BundleChunk | undefined;
        if (!bundle || !entry) return html;
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file) || file === entry.fileName) return;
          files.add(file);
          for (const child of bundle[file]?.imports ?? []) add(child);
        };
        for (const file of entry.dynamicImports ?? []) add(file);
        const linked = (file: string) => html.includes(`/${file}"`);
        return [...files]
          .filter((file) => !linked(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
