import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Dev only: the API (and its server-rendered SEO files) runs beside Vite.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const proxied = ["/api", "/widget.js", "/.well-known", "/llms.txt", "/sitemap.xml", "/robots.txt"];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must run before the React plugin.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      quoteStyle: "double",
      semicolons: true,
    }),
    react(),
    tailwindcss(),
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
  },
}));
