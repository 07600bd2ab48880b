import { defineConfig } from "vitest/config";

/** `bun run test` runs every project: api (both storage back ends), web, packages, e2e. */
export default defineConfig({
  test: {
    projects: ["apps/*/vitest.config.ts", "packages/*/vitest.config.ts", "e2e/vitest.config.ts"],
  },
});
