import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vite";

/** The embeddable script: one IIFE file, React swapped for Preact's compat layer to stay small. */
export default defineConfig({
  resolve: {
    alias: {
      react: "preact/compat",
      "react-dom/client": "preact/compat/client",
      "react-dom": "preact/compat",
      "react/jsx-runtime": "preact/jsx-runtime",
      "react/jsx-dev-runtime": "preact/jsx-runtime",
    },
  },
  esbuild: { jsx: "automatic", jsxImportSource: "preact" },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2020",
    lib: {
      entry: fileURLToPath(new URL("./src/embed.tsx", import.meta.url)),
      formats: ["iife"],
      name: "AiChatWidget",
      fileName: () => "widget.js",
    },
  },
});
