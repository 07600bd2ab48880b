import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "chat-widget",
    pool: "threads",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
