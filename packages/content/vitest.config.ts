import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "content",
    include: ["src/**/*.test.ts"],
    // Bun lacks the child-process channel API the forks pool needs.
    pool: "threads",
    // The SDKs wait between retries (about 0.5–2 s each) exactly as in production.
    testTimeout: 30_000,
  },
});
