import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanStackRouterCodeSplitter, tanstackRouterGenerator } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rolldown } from "vite";

// Dev only: the API (and its server-rendered SEO files) runs beside Vite.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const proxied = ["/api", "/widget.js", "/.well-known", "/llms.txt", "/sitemap.xml", "/robots.txt"];

const routerOptions = {
  target: "react",
  autoCodeSplitting: true,
  quoteStyle: "double",
  semicolons: true,
} as const;

/**
 * Two route trees from one routes folder: the whole app's (routeTree.gen.ts: the admin entry
 * runs it, and it types every route) and the public pages' alone (routeTree.public.gen.ts:
 * the public entry and the server renderer), so no admin route definition (its search
 * validation with zod, its guard) is in a public page's initial JS. One code splitter serves
 * both, so it learns the route files of both generators.
 */
const routeFiles = { routesByFile: new Map() };
const feedingSplitter = () => ({
  get routesByFile() {
    return routeFiles.routesByFile;
  },
  set routesByFile(files: typeof routeFiles.routesByFile) {
    for (const [file, info] of files) routeFiles.routesByFile.set(file, info);
  },
});

/**
 * The modules a public page loads before it runs (the public entry's static imports, all the
 * way down) go into one chunk, as they would with the public entry alone: otherwise those it
 * shares with the admin entry in different combinations come as several small chunks, each a
 * request and a little more gzipped code. (`name` is the one hook that may read the graph.)
 */
const PUBLIC_ENTRY = fileURLToPath(new URL("./src/main.tsx", import.meta.url));
let publicInitial: Set<string> | undefined;
const publicPageChunk = (id: string, graph: Rolldown.ChunkingContext) => {
  if (!publicInitial) {
    const seen = new Set<string>();
    const visit = (module: string) => {
      if (seen.has(module)) return;
      seen.add(module);
      for (const imported of graph.getModuleInfo(module)?.importedIds ?? []) visit(imported);
    };
    visit(PUBLIC_ENTRY);
    publicInitial = seen;
  }
  // The entry module stays in the entry chunk, the one script index.html loads.
  return id !== PUBLIC_ENTRY && publicInitial.has(id) ? "site" : null;
};

/** Dev only: /admin/* gets the admin shell, as the API serves it (apps/api src/routes/seo.ts). */
const adminShellInDev: Plugin = {
  name: "admin-shell-in-dev",
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/admin(?:[/?#]|$)/.test(req.url)) req.url = "/admin.html";
      next();
    });
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugins must run before the React plugin.
    tanstackRouterGenerator(routerOptions, feedingSplitter()),
    tanstackRouterGenerator(
      {
        ...routerOptions,
        routeFileIgnorePattern: "^admin",
        generatedRouteTree: "./src/routeTree.public.gen.ts",
      },
      feedingSplitter(),
    ),
    tanStackRouterCodeSplitter(routerOptions, routeFiles),
    react(),
    tailwindcss(),
    adminShellInDev,
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget }])),
  },
  // The server-rendering bundle (`vite build --ssr`, see entry-server.tsx) is self-contained:
  // the API imports it at start-up without resolving the web app's dependencies.
  ssr: { noExternal: true },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    // The server reads it to preload each public route's chunks (apps/api services/route-preload).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // Every browser the site supports knows modulepreload; the polyfill would be initial JS.
    modulePreload: { polyfill: false },
    // Public pages (index.html) and the back office (admin.html, served for /admin/*).
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          input: {
            index: fileURLToPath(new URL("./index.html", import.meta.url)),
            admin: fileURLToPath(new URL("./admin.html", import.meta.url)),
          },
          output: {
            codeSplitting: { groups: [{ name: publicPageChunk, tags: ["$initial"] }] },
          },
        },
  },
}));
