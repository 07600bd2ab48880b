import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "api",
    // Bun lacks the child-process channel API the forks pool needs.
    pool: "threads",
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "eval/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
