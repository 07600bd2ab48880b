/**
 * Which built chunks a public route needs, from Vite's build manifest, so the server can
 * announce them with <link rel="modulepreload"> and the browser fetches the page's code in
 * parallel with the entry instead of after it.
 */
export interface BuildManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type BuildManifest = Record<string, BuildManifestChunk>;

const LAYOUT = "src/routes/_public/route.tsx";

/** Source file of a public route in apps/web, e.g. "/" → src/routes/_public/index.tsx. */
export function routeSourceFor(path: string): string {
  const clean = path.replace(/\/+$/, "") || "/";
  // One file serves every blog post (`blog_` keeps it out of the /blog page's layout).
  if (/^\/blog\/[^/]+$/.test(clean)) return "src/routes/_public/blog_.$slug.tsx";
  return clean === "/" ? "src/routes/_public/index.tsx" : `src/routes/_public${clean}.tsx`;
}

function closure(manifest: BuildManifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The public pages' entry (index.html, which loads these itself) and all it imports statically. */
export function entryFiles(manifest: BuildManifest): Set<string> {
  // Not the back office's entry (admin.html): no public page loads it.
  return closure(manifest, ["index.html"]);
}

/** The route's own chunks (layout and page, with their static imports), minus the entry's. */
export function preloadFilesFor(path: string, manifest: BuildManifest): string[] {
  const keys = Object.keys(manifest);
  const entry = entryFiles(manifest);
  const route = routeSourceFor(path);
  const own = closure(
    manifest,
    keys.filter((k) => k.startsWith(`${LAYOUT}?`) || k.startsWith(`${route}?`)),
  );
  return [...own].filter((file) => !entry.has(file) && file.endsWith(".js"));
}

export function modulePreloadTags(files: string[]): string {
  return files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`).join("\n    ");
}
