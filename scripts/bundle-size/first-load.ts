/**
 * What a page makes the browser load before it can hydrate: the module scripts and preloads its
 * HTML names, and every chunk those import statically (fetched before they run, preloaded or not).
 */

/** Vite's build manifest, as far as this check reads it. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

/** Which source modules each chunk holds (the build's .vite/chunk-modules.json). */
export type ChunkModules = Record<string, string[]>;

/** Sign-in and admin code: none of it may reach a public page (issue 11). */
export const PRIVATE_MODULES = [
  /^src\/auth\//,
  /^src\/pages\/(admin|login)\//,
  /^src\/app\/layouts\/admin-layout\.tsx$/,
];

/** The `/assets/…` scripts a page's HTML runs or preloads as modules, as build file names. */
export function referencedChunks(document: Document): string[] {
  const urls = [
    ...[...document.querySelectorAll('script[type="module"][src]')].map((script) =>
      script.getAttribute('src'),
    ),
    ...[...document.querySelectorAll('link[rel="modulepreload"][href]')].map((link) =>
      link.getAttribute('href'),
    ),
  ];
  return [...new Set(urls.flatMap((url) => (url?.startsWith('/assets/') ? [url.slice(1)] : [])))];
}

/** The chunks a page loads: those it names and everything they import statically. */
export function firstLoadChunks(manifest: Manifest, named: readonly string[]): string[] {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const chunks = new Set<string>();
  const visit = (file: string) => {
    if (chunks.has(file)) return;
    chunks.add(file);
    const key = keyOfFile.get(file);
    const imports = key ? (manifest[key]?.imports ?? []) : [];
    for (const imported of imports) {
      const importedFile = manifest[imported]?.file;
      if (importedFile) visit(importedFile);
    }
  };
  named.forEach(visit);
  return [...chunks].sort();
}

/** The sign-in and admin modules among these chunks' modules. */
export function privateModulesIn(chunkModules: ChunkModules, chunks: readonly string[]): string[] {
  return chunks.flatMap((chunk) =>
    (chunkModules[chunk] ?? []).filter((module) =>
      PRIVATE_MODULES.some((pattern) => pattern.test(module)),
    ),
  );
}
