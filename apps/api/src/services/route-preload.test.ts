import { describe, expect, it } from "vitest";
import {
  type BuildManifest,
  entryFiles,
  modulePreloadTags,
  preloadFilesFor,
  routeSourceFor,
} from "./route-preload";

const manifest: BuildManifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react.js" },
  "_card.js": { file: "assets/card.js", imports: ["_react.js"] },
  "src/routes/_public/route.tsx?tsr-split=component": { file: "assets/route.js" },
  "src/routes/_public/index.tsx?tsr-split=component": {
    file: "assets/home.js",
    imports: ["index.html", "_card.js", "_react.js"],
  },
  "src/routes/_public/pricing.tsx?tsr-split=component": { file: "assets/pricing.js" },
  "src/routes/admin/route.tsx?tsr-split=component": { file: "assets/admin.js" },
  // The back office's own entry shares a chunk with a public page.
  "admin.html": { file: "assets/admin-entry.js", isEntry: true, imports: ["_card.js"] },
};

describe("route preloads", () => {
  it("maps public paths to their route files", () => {
    expect(routeSourceFor("/")).toBe("src/routes/_public/index.tsx");
    expect(routeSourceFor("/pricing/")).toBe("src/routes/_public/pricing.tsx");
    expect(routeSourceFor("/blog")).toBe("src/routes/_public/blog.tsx");
    expect(routeSourceFor("/blog/a-post/")).toBe("src/routes/_public/blog_.$slug.tsx");
  });

  it("lists the layout and page chunks with their imports, not the entry's", () => {
    expect(preloadFilesFor("/", manifest).sort()).toEqual([
      "assets/card.js",
      "assets/home.js",
      "assets/route.js",
    ]);
    expect(preloadFilesFor("/pricing", manifest).sort()).toEqual([
      "assets/pricing.js",
      "assets/route.js",
    ]);
  });

  it("counts only the public entry's chunks as loaded by the page", () => {
    expect([...entryFiles(manifest)].sort()).toEqual(["assets/index.js", "assets/react.js"]);
  });

  it("writes modulepreload links", () => {
    expect(modulePreloadTags(["assets/a.js"])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js" />',
    );
  });
});
