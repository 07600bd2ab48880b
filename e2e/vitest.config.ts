import { defineConfig } from "vitest/config";

/** Journeys in real Chromium against the real server; one file at a time on small machines. */
export default defineConfig({
  test: {
    name: "e2e",
    include: ["**/*.test.ts"],
    exclude: ["support/**", "**/node_modules/**"],
    pool: "threads",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page updates after its requests settle; on a busy CI machine that can take seconds.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
