import { defineConfig } from "vitest/config";

export default defineConfig({
  // Bun lacks the child-process channel API the forks pool needs.
  test: { name: "site-content", include: ["src/**/*.test.ts"], pool: "threads" },
});
